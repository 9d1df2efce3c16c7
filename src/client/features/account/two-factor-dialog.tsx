import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '../../../shared/validation/auth-schemas';
import { useMeQuery, useVerifyTwoFactorCodeMutation } from '../../api/users-api';
import { OtpInput } from '../../components/forms/otp-input';
import { apiErrorText } from '../../i18n/api-error-text';
import { codeErrorText } from './code-error-text';
import { TaggedText } from '../../components/tagged-text';

type TwoFactorDialogProps = {
  open: boolean;
  isSending: boolean;
  /** The last sending's failure, if it failed. */
  sendError: unknown;
  /** A new code was sent since the dialog opened. */
  wasResent: boolean;
  onResend: () => void;
  onVerified: (twoFactorToken: string) => void;
  onCancel: () => void;
};

/** Asks for the code just mailed to the owner's address; the server trades a right code for a two-factor token. */
export function TwoFactorDialog({ open, isSending, sendError, wasResent, onResend, onVerified, onCancel }: TwoFactorDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const email = useMeQuery().data?.email ?? '';
  const [verifyCode, { isLoading: isVerifying }] = useVerifyTwoFactorCodeMutation();
  const [code, setCode] = useState('');
  const [errorText, setErrorText] = useState<string | null>(null);
  // A new key after a refused code puts the focus back in the first box.
  const [attempt, setAttempt] = useState(0);

  const verify = async (otp: string) => {
    setErrorText(null);
    try {
      const { twoFactorToken } = await verifyCode({ otp }).unwrap();
      onVerified(twoFactorToken);
    } catch (error) {
      setErrorText(codeErrorText(t, error));
      setCode('');
      setAttempt((count) => count + 1);
    }
  };

  const handleCodeChange = (next: string) => {
    setCode(next);
    if (next.length === OTP_LENGTH && !isVerifying) void verify(next);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is a portal: without this, its submit would bubble to a form around the component that opened it.
    event.stopPropagation();
    if (code.length === OTP_LENGTH) void verify(code);
  };

  const handleResend = () => {
    setErrorText(null);
    setCode('');
    onResend();
  };

  return (
    <Dialog
      open={open}
      onClose={isVerifying ? undefined : onCancel}
      fullScreen={isPhone}
      fullWidth
      maxWidth="xs"
      aria-labelledby="two-factor-title"
      aria-describedby="two-factor-text"
    >
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <DialogTitle id="two-factor-title">{t('account.twoFactor.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText id="two-factor-text">
            <TaggedText i18nKey="account.twoFactor.codeSent" values={{ email }} components={{ strong: <strong /> }} />
          </DialogContentText>
          {sendError ? <Alert severity="error">{apiErrorText(t, sendError, 'account.code.sendError')}</Alert> : null}
          {wasResent && !isSending && !sendError && !errorText && (
            <Alert severity="success" role="status">
              {t('account.code.resent')}
            </Alert>
          )}
          <OtpInput
            key={attempt}
            value={code}
            onChange={handleCodeChange}
            label={t('account.twoFactor.codeLabel')}
            disabled={isVerifying}
            error={Boolean(errorText)}
            describedBy={errorText ? 'two-factor-error' : undefined}
          />
          {errorText && (
            <Alert id="two-factor-error" severity="error">
              {errorText}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          <Button onClick={handleResend} loading={isSending} disabled={isVerifying} sx={{ mr: 'auto' }}>
            {t('account.code.resend')}
          </Button>
          <Button onClick={onCancel} disabled={isVerifying} color="inherit">
            {t('account.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isVerifying} disabled={code.length !== OTP_LENGTH}>
            {t('account.twoFactor.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
