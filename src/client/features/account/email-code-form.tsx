import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '../../../shared/validation/auth-schemas';
import { useSendEmailChangeCodeMutation, useUpdateEmailMutation } from '../../api/users-api';
import { OtpInput } from '../../components/forms/otp-input';
import { languageOf } from '../../i18n';
import { apiErrorText } from '../../i18n/api-error-text';
import { codeErrorText } from './code-error-text';
import { TwoFactorCancelled, type useTwoFactor } from './use-two-factor';
import { TaggedText } from '../../components/tagged-text';

type EmailCodeFormProps = {
  email: string;
  withTwoFactor: ReturnType<typeof useTwoFactor>['withTwoFactor'];
  onChanged: () => void;
  onChangeAddress: () => void;
};

type Notice = { severity: 'error' | 'success'; text: string };

/** Step 2: the code mailed to the new address; a right code changes the address. */
export function EmailCodeForm({ email, withTwoFactor, onChanged, onChangeAddress }: EmailCodeFormProps) {
  const { t, i18n } = useTranslation();
  const [updateEmail, { isLoading: isChanging }] = useUpdateEmailMutation();
  const [resendCode, { isLoading: isResending }] = useSendEmailChangeCodeMutation();
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [attempt, setAttempt] = useState(0);

  const confirm = async (otp: string) => {
    setNotice(null);
    try {
      await withTwoFactor((twoFactorToken) => updateEmail({ email, otp, twoFactorToken }).unwrap());
      onChanged();
    } catch (error) {
      if (error instanceof TwoFactorCancelled) return;
      setNotice({ severity: 'error', text: codeErrorText(t, error) });
      setCode('');
      setAttempt((count) => count + 1);
    }
  };

  const resend = async () => {
    setNotice(null);
    setCode('');
    try {
      await withTwoFactor((twoFactorToken) => resendCode({ email, language: languageOf(i18n), twoFactorToken }).unwrap());
      setNotice({ severity: 'success', text: t('account.code.resent') });
    } catch (error) {
      if (error instanceof TwoFactorCancelled) return;
      setNotice({ severity: 'error', text: apiErrorText(t, error, 'account.code.sendError') });
    }
  };

  const handleCodeChange = (next: string) => {
    setCode(next);
    if (next.length === OTP_LENGTH && !isChanging) void confirm(next);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length === OTP_LENGTH) void confirm(code);
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
      <Typography id="email-code-text">
        <TaggedText i18nKey="account.email.codeSent" values={{ email }} components={{ strong: <strong /> }} />
      </Typography>
      <OtpInput
        key={attempt}
        value={code}
        onChange={handleCodeChange}
        label={t('account.email.codeLabel')}
        disabled={isChanging}
        error={notice?.severity === 'error'}
        describedBy={notice ? 'email-code-notice' : 'email-code-text'}
      />
      {notice && (
        <Alert id="email-code-notice" severity={notice.severity} role={notice.severity === 'success' ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      )}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} sx={{ gap: 1, justifyContent: 'space-between' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
          <Button onClick={() => void resend()} loading={isResending} disabled={isChanging}>
            {t('account.code.resend')}
          </Button>
          <Button color="inherit" onClick={onChangeAddress} disabled={isChanging || isResending}>
            {t('account.email.changeAddress')}
          </Button>
        </Stack>
        <Button type="submit" variant="contained" loading={isChanging} disabled={code.length !== OTP_LENGTH || isResending}>
          {t('account.email.confirm')}
        </Button>
      </Stack>
    </Box>
  );
}
