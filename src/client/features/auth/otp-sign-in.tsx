import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { OTP_RESEND_DELAY_SECONDS } from '../../../shared/constants';
import { OTP_LENGTH } from '../../../shared/validation/auth-schemas';
import { errorKeyOf, retryAfterSecondsOf } from '../../api/api-error';
import { useResendOtpMutation, useSendOtpMutation, useVerifyOtpMutation } from '../../api/users-api';
import { useAppDispatch } from '../../state/typed-hooks';
import { signInWithEmailLink } from './auth-session';
import { EmailForm } from './email-form';
import { pendingEmail } from '../../session/local-session';
import { OtpInput } from '../../components/forms/otp-input';
import { SignInError, signInErrorKey } from './sign-in-errors';
import { useCountdown } from './use-countdown';
import { languageOf } from '../../i18n';
import { TaggedText } from '../../components/tagged-text';

const sendErrorKey = (error: unknown) => errorKeyOf(error, 'login.errors.sendCode');

// A refused code is wrong, unless its error code says it expired or was tried too often.
const verifyErrorKey = (error: unknown) => errorKeyOf(error, 'auth.errors.otpUnknown');

/** Sign in by a 6-digit code sent by mail: e-mail, then the code, with a timed resend. */
export function OtpSignIn() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const [sendOtp] = useSendOtpMutation();
  const [resendOtp, { isLoading: isResending }] = useResendOtpMutation();
  const [verifyOtp] = useVerifyOtpMutation();
  const [email, setEmail] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [isVerifying, setIsVerifying] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const { secondsLeft, restart } = useCountdown();

  const requestCode = async (address: string) => {
    setErrorKey(null);
    pendingEmail.save(address);
    try {
      const { resendAfterSeconds } = await sendOtp({ email: address, language: languageOf(i18n) }).unwrap();
      setEmail(address);
      restart(resendAfterSeconds || OTP_RESEND_DELAY_SECONDS);
    } catch (error) {
      setErrorKey(sendErrorKey(error));
    }
  };

  const resend = async (address: string) => {
    setErrorKey(null);
    setCode('');
    try {
      const { resendAfterSeconds } = await resendOtp({ email: address, language: languageOf(i18n) }).unwrap();
      restart(resendAfterSeconds || OTP_RESEND_DELAY_SECONDS);
    } catch (error) {
      restart(retryAfterSecondsOf(error) ?? 0);
      setErrorKey(sendErrorKey(error));
    }
  };

  const verify = async (address: string, otp: string) => {
    setErrorKey(null);
    setIsVerifying(true);
    try {
      const answer = await verifyOtp({ email: address, otp })
        .unwrap()
        .catch((error: unknown) => {
          throw new SignInError(verifyErrorKey(error));
        });
      await dispatch(signInWithEmailLink({ email: address, url: answer.link })).unwrap();
    } catch (error) {
      setErrorKey(signInErrorKey(error));
      setCode('');
      setIsVerifying(false);
    }
  };

  const handleCodeChange = (next: string) => {
    setCode(next);
    if (email && next.length === OTP_LENGTH) void verify(email, next);
  };

  if (!email) {
    return (
      <Stack sx={{ gap: 2 }}>
        <Typography color="text.secondary">{t('login.otpIntro')}</Typography>
        {errorKey && <Alert severity="error">{t(errorKey)}</Alert>}
        <EmailForm submitLabel={t('login.sendCode')} initialEmail={pendingEmail.read() ?? ''} onSubmit={requestCode} />
      </Stack>
    );
  }
  return (
    <Stack
      component="form"
      noValidate
      sx={{ gap: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        void verify(email, code);
      }}
    >
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        <TaggedText i18nKey="login.codeSentText" values={{ email }} components={{ strong: <strong /> }} />
      </Typography>
      <OtpInput value={code} onChange={handleCodeChange} label={t('login.otpLabel')} disabled={isVerifying} error={Boolean(errorKey)} />
      {errorKey && <Alert severity="error">{t(errorKey)}</Alert>}
      <Button type="submit" variant="contained" size="large" loading={isVerifying} disabled={code.length !== OTP_LENGTH}>
        {t('login.verifyCode')}
      </Button>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, justifyContent: 'space-between' }}>
        <Button onClick={() => void resend(email)} disabled={secondsLeft > 0} loading={isResending} aria-live="polite">
          {secondsLeft > 0 ? t('login.resendCodeIn', { seconds: secondsLeft }) : t('login.resendCode')}
        </Button>
        <Button
          color="inherit"
          onClick={() => {
            setEmail(null);
            setCode('');
            setErrorKey(null);
          }}
        >
          {t('login.changeEmail')}
        </Button>
      </Stack>
    </Stack>
  );
}
