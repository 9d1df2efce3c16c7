import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSendMagicLinkMutation } from '../../api/users-api';
import { useAppDispatch, useAppSelector } from '../../state/typed-hooks';
import { usePageTitle } from '../../components/use-page-title';
import { PATHS } from '../../config/paths';
import { signInWithEmailLink } from './auth-session';
import { EmailForm } from './email-form';
import { pendingEmail, referralCode } from '../../session/local-session';
import { apiErrorText } from '../../i18n/api-error-text';
import { signInErrorKey, UNUSABLE_LINK_CODES } from './sign-in-errors';
import { languageOf } from '../../i18n';

type Step =
  { name: 'signingIn' } | { name: 'askEmail' } | { name: 'failed'; messageKey: string; email: string | null } | { name: 'newLinkSent' };

const isUnusableLink = (messageKey: string) => [...UNUSABLE_LINK_CODES].some((code) => messageKey.endsWith(code));

/** `/auth/redirect`: completes an e-mail link sign-in; the ghost guard moves on once signed in. */
export function AuthRedirectPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('pages.authRedirect'));
  const dispatch = useAppDispatch();
  const sessionError = useAppSelector((state) => state.auth.errorMessage);
  const [sendMagicLink, { isLoading: isSending }] = useSendMagicLinkMutation();
  const [step, setStep] = useState<Step>(() => (pendingEmail.read() ? { name: 'signingIn' } : { name: 'askEmail' }));
  const attempted = useRef(false);
  const [searchParams] = useSearchParams();
  const linkReferral = searchParams.get('referral')?.trim();

  const complete = async (email: string) => {
    // A link opened on another device carries the referral its request was made with; a code stored here wins.
    if (linkReferral && !referralCode.read()) referralCode.save(linkReferral);
    setStep({ name: 'signingIn' });
    try {
      await dispatch(signInWithEmailLink({ email, url: window.location.href })).unwrap();
    } catch (error) {
      setStep({ name: 'failed', messageKey: signInErrorKey(error), email });
    }
  };

  useEffect(() => {
    // A link is tried once; when the session setup failed afterwards, its message is shown instead.
    const email = pendingEmail.read();
    if (attempted.current || sessionError || !email) return;
    attempted.current = true;
    void complete(email);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, on arrival
  }, []);

  const [resendError, setResendError] = useState<string | null>(null);
  const requestNewLink = async (email: string) => {
    setResendError(null);
    try {
      await sendMagicLink({ email, referral: referralCode.read(), language: languageOf(i18n) }).unwrap();
      setStep({ name: 'newLinkSent' });
    } catch (error) {
      // A link was mailed less than a minute ago, say: the owner learns why, and how long to wait.
      setResendError(apiErrorText(t, error, 'authRedirect.sendNewLinkFailed'));
    }
  };

  const failure =
    sessionError && step.name === 'signingIn'
      ? { messageKey: sessionError, email: pendingEmail.read() }
      : step.name === 'failed'
        ? step
        : null;

  return (
    <Card sx={{ width: '100%', maxWidth: 460 }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 }, display: 'grid', gap: 2 }}>
        {failure ? (
          <Stack sx={{ gap: 2 }}>
            <Typography variant="h6" component="h1">
              {t(isUnusableLink(failure.messageKey) ? 'authRedirect.unusableLinkTitle' : 'authRedirect.failedTitle')}
            </Typography>
            <Alert severity="error">{t(failure.messageKey)}</Alert>
            {isUnusableLink(failure.messageKey) && failure.email ? (
              <Button variant="contained" loading={isSending} onClick={() => void requestNewLink(failure.email!)}>
                {t('authRedirect.sendNewLink')}
              </Button>
            ) : null}
            {resendError ? (
              <Alert severity="warning" role="alert">
                {resendError}
              </Alert>
            ) : null}
            <Button component={RouterLink} to={PATHS.login}>
              {t('authRedirect.backToLogin')}
            </Button>
          </Stack>
        ) : step.name === 'askEmail' ? (
          <Stack sx={{ gap: 2 }}>
            <Typography variant="h6" component="h1">
              {t('authRedirect.confirmEmailTitle')}
            </Typography>
            <Typography color="text.secondary">{t('authRedirect.confirmEmailText')}</Typography>
            <EmailForm submitLabel={t('authRedirect.confirmEmail')} onSubmit={complete} autoFocus />
          </Stack>
        ) : step.name === 'newLinkSent' ? (
          <Alert severity="success" role="status">
            {t('authRedirect.newLinkSent')}
          </Alert>
        ) : (
          <Stack role="status" sx={{ alignItems: 'center', gap: 2, textAlign: 'center', py: 2 }}>
            <CircularProgress />
            <Typography variant="h6" component="h1">
              {t('authRedirect.title')}
            </Typography>
            <Typography color="text.secondary">{t('authRedirect.description')}</Typography>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
