import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import { useTranslation } from 'react-i18next';

/** Empty state for a section whose capability has not been delivered yet. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent sx={{ py: 8, display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 1.5 }}>
        <Box sx={{ p: 2, borderRadius: '50%', bgcolor: 'action.hover', display: 'flex' }}>
          <AutoAwesomeOutlined color="primary" />
        </Box>
        <Typography variant="h6" component="p">
          {t('comingSoon.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
          {t('comingSoon.description')}
        </Typography>
      </CardContent>
    </Card>
  );
}
