import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useCompleteFacebookLoginMutation } from '../../api/review-sources-api';
import { notify } from '../../components/notify';
import { Page } from '../../components/page';
import { PATHS } from '../../config/paths';
import { sourceErrorText } from '../../i18n/source-problem-text';
import { FacebookConnectButton } from './connect-forms';
import { SourceProblemAlert } from './source-state';

/**
 * Where Meta's login sends the owner back: the code and state go to the server once (a reload does not send a used
 * code again), then back to « Sources d'avis » with Facebook connected; or what went wrong, Meta's code beside it, and
 * the way to try again.
 */
export function FacebookCallbackPage({ establishmentId }: { establishmentId: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [complete, completion] = useCompleteFacebookLoginMutation();
  const sent = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  const refused = params.get('error');

  useEffect(() => {
    if (sent.current || !code || !state || establishmentId === null) return;
    sent.current = true;
    // The code is single-use: out of the address bar, history and any later reload.
    window.history.replaceState(window.history.state, '', PATHS.facebookSourceCallback);
    complete({ location: establishmentId, code, state })
      .unwrap()
      .then(
        (item) => {
          notify(t('sources.facebookConnected', { page: item.name ?? t('sources.names.facebook') }), 'success');
          void navigate(PATHS.settingsSources, { replace: true });
        },
        () => undefined,
      );
  }, [code, state, establishmentId, complete, navigate, t]);

  let body;
  if (refused || (!code && !completion.isLoading && !completion.isSuccess) || establishmentId === null) {
    body = <Alert severity="warning">{t('sources.facebookRefused')}</Alert>;
  } else if (completion.isError) {
    body = <SourceProblemAlert words={sourceErrorText(t, completion.error, 'facebook', 'sources.connectFailed')} />;
  } else {
    body = (
      <>
        <Typography id="facebook-progress-label">{t('sources.facebookCompleting')}</Typography>
        <LinearProgress aria-labelledby="facebook-progress-label" />
      </>
    );
  }
  const isDone = !completion.isLoading && !(code && state && !completion.isError && establishmentId !== null);

  return (
    <Page title={t('pages.facebookSourceCallback')}>
      <Card>
        <CardContent component={Stack} sx={{ gap: 2 }} aria-live="polite">
          {body}
          {isDone && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {establishmentId !== null && <FacebookConnectButton location={establishmentId} again />}
              <Button component={RouterLink} to={PATHS.settingsSources}>
                {t('sources.backToSettings')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Page>
  );
}
