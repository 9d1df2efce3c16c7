import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../api/api-error';
import { LoadError } from '../../components/load-error';
import { visuallyHidden } from '../../components/visually-hidden';
import { PATHS } from '../../config/paths';
import { apiErrorText } from '../../i18n/api-error-text';

/** The refusals that mean the establishment has no working Google connection: the owner (re)connects, nothing else helps. */
const NOT_CONNECTED = ['GOOGLE_NOT_CONNECTED', 'PROFILE_TOKEN_REVOKED'];

export const isNotConnected = (error: unknown) => NOT_CONNECTED.includes(errorCodeOf(error) ?? '');

/** Placeholders while Google answers (each call goes to Google: it may take a second). */
export function ProfileSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'grid', gap: 1.5 }}>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} variant="rounded" height={48} aria-hidden />
      ))}
    </Box>
  );
}

/**
 * The establishment is not connected to Google Business Profile (or Google took the access back): what the screen is
 * for, and the Google card (`connect`, composed by app/) or the settings where it is.
 */
export function NotConnected({ connect }: { connect?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 1.5, py: 4, px: 2 }}>
      <StorefrontOutlinedIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h6" component="h2">
        {t('googleProfile.notConnected.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {t('googleProfile.notConnected.description')}
      </Typography>
      {connect && <Box sx={{ width: '100%', maxWidth: 560, textAlign: 'start' }}>{connect}</Box>}
      <Button component={RouterLink} to={PATHS.settingsGeneral} variant={connect ? 'text' : 'contained'}>
        {t('googleProfile.notConnected.settings')}
      </Button>
    </Box>
  );
}

type ProfileFailureProps = { error: unknown; fallbackKey: string; onRetry: () => void; connect?: ReactNode };

/** A tab that could not load: not connected (say how to connect), else why, with a retry. */
export function ProfileFailure({ error, fallbackKey, onRetry, connect }: ProfileFailureProps) {
  const { t } = useTranslation();
  if (isNotConnected(error)) return <NotConnected connect={connect} />;
  return <LoadError message={apiErrorText(t, error, fallbackKey)} onRetry={onRetry} />;
}
