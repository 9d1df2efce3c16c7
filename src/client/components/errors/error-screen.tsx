import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { statusOf } from '../../api/api-error';
import { BrandLogo } from '../brand-logo';
import { reloadPage } from '../reload-page';
import { usePageTitle } from '../use-page-title';
import { PATHS } from '../../config/paths';

export const KNOWN_ERROR_STATUSES = [401, 404, 429, 500] as const;
export type KnownErrorStatus = (typeof KNOWN_ERROR_STATUSES)[number];

type ErrorScreenProps = { status: KnownErrorStatus | 'unknown' };

/** The screen for a call the page cannot do without: 401 and 429 say so; anything else, the network included, is a 500. */
export function errorScreenStatusOf(error: unknown): 401 | 429 | 500 {
  const status = statusOf(error);
  return status === 401 || status === 429 ? status : 500;
}

/** Full-page error: 401, 404, 429 and 500 have their own text; anything else offers a reload. */
export function ErrorScreen({ status }: ErrorScreenProps) {
  const { t } = useTranslation();
  const title = t(`errors.${status}.title`);
  usePageTitle(title);

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeContent: 'center',
        justifyItems: 'center',
        textAlign: 'center',
        gap: 2,
        p: 3,
        bgcolor: 'background.default',
      }}
    >
      <BrandLogo />
      {status !== 'unknown' && (
        <Typography
          sx={{ fontSize: { xs: 72, md: 110 }, fontWeight: 800, lineHeight: 1, color: 'primary.main' }}
          aria-label={t('errors.statusCode', { status })}
        >
          {status}
        </Typography>
      )}
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 440 }}>
        {t(`errors.${status}.description`)}
      </Typography>
      {status === 'unknown' ? (
        <Button variant="contained" onClick={reloadPage}>
          {t('errors.reload')}
        </Button>
      ) : (
        <Button variant="contained" component={RouterLink} to={PATHS.home}>
          {t('errors.backHome')}
        </Button>
      )}
    </Box>
  );
}
