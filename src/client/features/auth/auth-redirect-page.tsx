import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/use-page-title';

/** Where e-mail sign-in links land; completing the sign-in arrives with the identity capability. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('pages.authRedirect'));
  return (
    <Stack role="status" sx={{ alignItems: 'center', gap: 2, textAlign: 'center' }}>
      <CircularProgress />
      <Typography variant="h6" component="h1">
        {t('authRedirect.title')}
      </Typography>
      <Typography color="text.secondary">{t('authRedirect.description')}</Typography>
    </Stack>
  );
}
