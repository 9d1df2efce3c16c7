import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/use-page-title';

type ListingMissingProps = { onRetry: () => void };

/** Setup is done but the server has no listing for the account (404 LOCATION_NOT_FOUND): say so, offer to ask again. */
export function ListingMissing({ onRetry }: ListingMissingProps) {
  const { t } = useTranslation();
  usePageTitle(t('listingMissing.title'));
  return (
    <Card sx={{ width: '100%', maxWidth: 560 }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 }, display: 'grid', gap: 2.5 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('listingMissing.title')}
        </Typography>
        <Alert severity="error">{t('listingMissing.text')}</Alert>
        <Button variant="contained" onClick={onRetry}>
          {t('listingMissing.retry')}
        </Button>
      </CardContent>
    </Card>
  );
}
