import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import { useTranslation } from 'react-i18next';

/** Before the first request: the two rules every request follows. */
export function RequestsEmptyState() {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" component="section" aria-labelledby="requests-empty-title" sx={{ borderStyle: 'dashed' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 48,
            height: 48,
            borderRadius: '50%',
            bgcolor: 'action.selected',
            flexShrink: 0,
          }}
        >
          <HandshakeOutlined color="primary" />
        </Box>
        <Stack sx={{ gap: 1 }}>
          <Typography id="requests-empty-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('reviewRequests.empty.title')}
          </Typography>
          <Typography>{t('reviewRequests.empty.sameLink')}</Typography>
          <Typography>{t('reviewRequests.empty.contacts')}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
