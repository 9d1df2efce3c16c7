import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { StoredCompanyInformation } from '../../../shared/api/onboarding';
import { OTP_LENGTH, otpOnlySchema } from '../../../shared/validation/auth-schemas';
import { useSendCompanyEmailCodeMutation, useVerifyCompanyEmailMutation } from '../../api/onboarding-api';
import { OtpInput } from '../../components/forms/otp-input';
import { TaggedText } from '../../components/tagged-text';
import { languageOf } from '../../i18n';
import { apiErrorText } from '../../i18n/api-error-text';
import { codeErrorText } from './code-error-text';

/**
 * Whether the stored company address is proven, or the button that proves it: customers reply to it only once it
 * is (until then, to the owner's sign-in address).
 */
export function CompanyEmailVerification({ stored }: { stored: StoredCompanyInformation }) {
  const { t, i18n } = useTranslation();
  const [sendCode, { isLoading: isSending, error: sendError }] = useSendCompanyEmailCodeMutation();
  const [isOpen, setIsOpen] = useState(false);
  const [sends, setSends] = useState(0);

  const handleSend = () => {
    setSends((count) => count + 1);
    void sendCode({ language: languageOf(i18n) });
  };
  const handleVerify = () => {
    setSends(0);
    setIsOpen(true);
    handleSend();
  };

  if (stored.companyEmailVerifiedAt)
    return (
      <Chip
        icon={<VerifiedIcon />}
        color="success"
        variant="outlined"
        label={t('account.company.email.verified')}
        sx={{ justifySelf: 'start' }}
      />
    );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        {t('account.company.email.unverified')}
      </Typography>
      <Button variant="outlined" onClick={handleVerify}>
        {t('account.company.email.verify')}
      </Button>
      <CompanyEmailDialog
        open={isOpen}
        email={stored.companyEmail}
        isSending={isSending}
        sendError={sendError}
        wasResent={sends > 1}
        onResend={handleSend}
        onClose={() => setIsOpen(false)}
      />
    </Stack>
  );
}

type CompanyEmailDialogProps = {
  open: boolean;
  email: string;
  isSending: boolean;
  /** The last sending's failure, if it failed. */
  sendError: unknown;
  /** A new code was sent since the dialog opened. */
  wasResent: boolean;
  onResend: () => void;
  onClose: () => void;
};

/** Asks for the code just mailed to the company address; a right one marks it verified and closes the dialog. */
export function CompanyEmailDialog({ open, email, isSending, sendError, wasResent, onResend, onClose }: CompanyEmailDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [verify] = useVerifyCompanyEmailMutation();
  // A new key after a refused code puts the focus back in the first box.
  const [attempt, setAttempt] = useState(0);
  const formik = useFormik<{ otp: string }>({
    initialValues: { otp: '' },
    validationSchema: otpOnlySchema,
    onSubmit: async ({ otp }, { resetForm, setStatus }) => {
      setStatus(null);
      try {
        await verify({ otp }).unwrap();
        resetForm();
        onClose();
      } catch (error) {
        resetForm({ values: { otp: '' }, status: codeErrorText(t, error) });
        setAttempt((count) => count + 1);
      }
    },
  });
  const errorText = formik.status as string | null | undefined;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The dialog is a portal: its submit must not reach the company form around the button that opened it.
    event.stopPropagation();
    formik.handleSubmit(event);
  };
  const handleResend = () => {
    formik.resetForm();
    onResend();
  };
  const handleClose = () => {
    formik.resetForm();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={formik.isSubmitting ? undefined : handleClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="xs"
      aria-labelledby="company-email-title"
      aria-describedby="company-email-text"
    >
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <DialogTitle id="company-email-title">{t('account.company.email.dialogTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText id="company-email-text">
            <TaggedText i18nKey="account.company.email.codeSent" values={{ email }} components={{ strong: <strong /> }} />
          </DialogContentText>
          {sendError ? <Alert severity="error">{apiErrorText(t, sendError, 'account.code.sendError')}</Alert> : null}
          {wasResent && !isSending && !sendError && !errorText && (
            <Alert severity="success" role="status">
              {t('account.code.resent')}
            </Alert>
          )}
          <OtpInput
            key={attempt}
            value={formik.values.otp}
            onChange={(otp) => void formik.setFieldValue('otp', otp)}
            label={t('account.company.email.codeLabel')}
            disabled={formik.isSubmitting}
            error={Boolean(errorText)}
            describedBy={errorText ? 'company-email-error' : undefined}
          />
          {errorText && (
            <Alert id="company-email-error" severity="error">
              {errorText}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          <Button onClick={handleResend} loading={isSending} disabled={formik.isSubmitting} sx={{ mr: 'auto' }}>
            {t('account.code.resend')}
          </Button>
          <Button onClick={handleClose} disabled={formik.isSubmitting} color="inherit">
            {t('account.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={formik.isSubmitting}
            disabled={formik.values.otp.length !== OTP_LENGTH || !formik.isValid}
          >
            {t('account.company.email.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
