import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GoogleIcon from '@mui/icons-material/Google';
import { notify } from '../../components/notify';
import { useTranslation } from 'react-i18next';
import type { GoogleConnection } from '../../../shared/api/google';
import { useDisconnectGoogleMutation, useGoogleConnectionQuery, useStartGoogleConsentMutation } from '../../api/google-api';
import { leaveAppFor } from '../../components/leave-app';
import { formatDateTime } from '../../i18n/dates';
import { GoogleLocationPicker } from './google-location-picker';
import { googleErrorText, googleProblemText } from '../../i18n/google-problem-text';

/** Problems only a new consent solves: the card offers to connect again. */
const RECONNECT_PROBLEMS = ['TOKEN_REVOKED', 'NO_LOCATION'];

/** Sends the owner to Google's consent page (the server hands out the address with its one-use state). */
export function ConnectButton({ again = false }: { again?: boolean }) {
  const { t } = useTranslation();
  const [start, starting] = useStartGoogleConsentMutation();
  const handleConnect = async () => {
    try {
      const { url } = await start().unwrap();
      leaveAppFor(url);
    } catch (failure) {
      notify(googleErrorText(t, failure, 'google.connectFailed'), 'error');
    }
  };
  return (
    <Button
      variant={again ? 'outlined' : 'contained'}
      startIcon={<GoogleIcon />}
      onClick={() => void handleConnect()}
      disabled={starting.isLoading || starting.isSuccess}
      sx={{ alignSelf: 'flex-start' }}
    >
      {starting.isLoading || starting.isSuccess ? t('google.redirecting') : t(again ? 'google.reconnect' : 'google.connect')}
    </Button>
  );
}

function ConnectedDetails({ connection }: { connection: GoogleConnection }) {
  const { t } = useTranslation();
  const [disconnect, disconnection] = useDisconnectGoogleMutation();
  const handleDisconnect = async () => {
    try {
      await disconnect().unwrap();
      notify(t('google.disconnected'), 'success');
    } catch (failure) {
      notify(googleErrorText(t, failure, 'google.disconnectFailed'), 'error');
    }
  };
  return (
    <Stack sx={{ gap: 1 }}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5 }}
      >
        <Typography component="dt" color="text.secondary">
          {t('google.account')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {connection.account?.displayName}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {t('google.location')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {[connection.location?.title, connection.location?.address].filter(Boolean).join(' · ')}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {t('google.lastSuccess')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {connection.lastSuccessAt ? formatDateTime(connection.lastSuccessAt) : t('google.never')}
        </Typography>
      </Box>
      <Button
        color="error"
        variant="outlined"
        onClick={() => void handleDisconnect()}
        disabled={disconnection.isLoading}
        sx={{ alignSelf: 'flex-start' }}
      >
        {disconnection.isLoading ? t('google.disconnecting') : t('google.disconnect')}
      </Button>
    </Stack>
  );
}

type GoogleConnectionCardProps = {
  /** `settings`: always, with every detail; `prompt` (reviews, dashboard): only while something is left to do. */
  placement: 'settings' | 'prompt';
};

/**
 * The listing's Google Business Profile connection: connect (Google's consent), pick the location
 * when the listing matched none or several, see the account, location and last successful call,
 * what to do about Google's last problem, and disconnect.
 */
export function GoogleConnectionCard({ placement }: GoogleConnectionCardProps) {
  const { t } = useTranslation();
  const { data: connection, isLoading, isError } = useGoogleConnectionQuery();
  if (isLoading) return placement === 'settings' ? <Skeleton variant="rounded" height={160} /> : null;
  if (isError || !connection?.available) return null;
  const { status, problem } = connection;
  if (placement === 'prompt' && status === 'connected' && !problem) return null;

  return (
    <Card component="section" aria-labelledby="google-connection-title">
      <CardContent component={Stack} sx={{ gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography id="google-connection-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('google.title')}
          </Typography>
          {status === 'connected' && <Chip size="small" color="success" label={t('google.connected')} />}
          {connection.demo && <Chip size="small" variant="outlined" color="warning" label={t('google.demo')} />}
        </Box>
        {status === 'disconnected' && <Typography color="text.secondary">{t('google.pitch')}</Typography>}
        {problem && (
          <Alert severity={problem === 'LOCATION_NOT_VERIFIED' ? 'warning' : 'error'} role="alert">
            {googleProblemText(t, problem)}
          </Alert>
        )}
        {status === 'choose-location' && <GoogleLocationPicker candidates={connection.candidates} />}
        {status === 'connected' && placement === 'settings' && <ConnectedDetails connection={connection} />}
        {(status !== 'connected' || (problem && RECONNECT_PROBLEMS.includes(problem))) && (
          <ConnectButton again={status !== 'disconnected'} />
        )}
      </CardContent>
    </Card>
  );
}
