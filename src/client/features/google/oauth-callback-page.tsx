import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCompleteGoogleConsentMutation } from '../../api/google-api';
import { Page } from '../../components/page';
import { PATHS } from '../../config/paths';
import { ConnectButton } from './google-connection-card';
import { GoogleLocationPicker } from './google-location-picker';
import { googleErrorText, googleProblemText } from '../../i18n/google-problem-text';

function BackLinks() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button component={RouterLink} to={PATHS.reviewsHome} variant="contained">
        {t('google.toReviews')}
      </Button>
      <Button component={RouterLink} to={PATHS.settingsGeneral}>
        {t('google.toSettings')}
      </Button>
    </Box>
  );
}

/**
 * Where Google sends the owner back after its consent page: the code and state go to the server
 * once (a reload does not send a used code again), then the outcome: connected, a location to
 * pick, or what went wrong and how to try again.
 */
export function OAuthCallbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [complete, completion] = useCompleteGoogleConsentMutation();
  const sent = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  const refused = params.get('error');

  useEffect(() => {
    if (sent.current || !code || !state) return;
    sent.current = true;
    void complete({ code, state });
    // The code is single-use: out of the address bar, history and any later reload.
    window.history.replaceState(window.history.state, '', PATHS.oauthCallback);
  }, [code, state, complete]);

  const connection = completion.data;
  let body;
  if (refused || (!code && !completion.data && !completion.isLoading)) {
    body = (
      <>
        <Alert severity="warning" role="alert">
          {googleProblemText(t, refused === 'access_denied' || !refused ? 'CONSENT_REFUSED' : 'NETWORK')}
        </Alert>
        <ConnectButton again />
      </>
    );
  } else if (completion.isError) {
    body = (
      <>
        <Alert severity="error" role="alert">
          {googleErrorText(t, completion.error, 'google.connectFailed')}
        </Alert>
        <ConnectButton again />
      </>
    );
  } else if (!connection) {
    body = (
      <>
        <Typography id="google-progress-label">{t('google.completing')}</Typography>
        <LinearProgress aria-labelledby="google-progress-label" />
      </>
    );
  } else if (connection.status === 'choose-location') {
    body = <GoogleLocationPicker candidates={connection.candidates} />;
  } else if (connection.status === 'connected') {
    body = (
      <>
        <Alert severity="success">{t('google.connectedTo', { location: connection.location?.title ?? '' })}</Alert>
        {connection.problem && (
          <Alert severity="warning" role="alert">
            {googleProblemText(t, connection.problem)}
          </Alert>
        )}
        <BackLinks />
      </>
    );
  } else {
    body = (
      <>
        <Alert severity="error" role="alert">
          {googleProblemText(t, connection.problem ?? 'NETWORK')}
        </Alert>
        <ConnectButton again />
      </>
    );
  }

  return (
    <Page title={t('pages.oauthCallback')}>
      <Card>
        <CardContent component={Stack} sx={{ gap: 2 }} aria-live="polite">
          {body}
        </CardContent>
      </Card>
    </Page>
  );
}
