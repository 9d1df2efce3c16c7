import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { otpField } from '../../../shared/validation/auth-schemas';
import { useDeleteAccountMutation, useSendDeletionCodeMutation } from '../../api/account-api';
import { SettingsSection } from '../../components/settings-section';
import { apiErrorText } from '../../i18n/api-error-text';
import { sessionRevoked } from '../../session/session-events';
import { useAppDispatch } from '../../state/typed-hooks';

const codeSchema = object({ otp: otpField });

/**
 * Settings → Général → « Supprimer mon compte »: a dialog says what goes, sends a code to the
 * account's address, and deletes everything once the code is typed; then the session ends.
 */
export function DeleteAccountSection() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [sendCode, sending] = useSendDeletionCodeMutation();
  const [deleteAccount, deleting] = useDeleteAccountMutation();
  const codeSent = sending.isSuccess;

  const formik = useFormik({
    initialValues: { otp: '' },
    validationSchema: codeSchema,
    onSubmit: async ({ otp }) => {
      const result = await deleteAccount({ otp: otp.trim() });
      if ('error' in result) return;
      // The account no longer exists: the session ends as for an account the API refuses (logout, then the login page).
      dispatch(sessionRevoked());
    },
  });

  const close = () => {
    if (deleting.isLoading) return;
    setOpen(false);
    sending.reset();
    deleting.reset();
    formik.resetForm();
  };
  const codeError = formik.touched.otp && formik.errors.otp ? t(formik.errors.otp) : null;
  const failure = sending.error ?? deleting.error;

  return (
    <SettingsSection title={t('dataRights.deleteTitle')} description={t('dataRights.deleteDescription')}>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        {t('dataRights.delete')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="delete-account-title" fullWidth maxWidth="sm">
        <form noValidate onSubmit={formik.handleSubmit}>
          <DialogTitle id="delete-account-title">{t('dataRights.dialogTitle')}</DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <DialogContentText>{t('dataRights.consequences')}</DialogContentText>
            {codeSent && (
              <>
                <Alert severity="info">{t('dataRights.codeSent')}</Alert>
                <TextField
                  name="otp"
                  label={t('dataRights.codeLabel')}
                  value={formik.values.otp}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                  error={Boolean(codeError)}
                  helperText={codeError ?? ' '}
                  autoFocus
                  autoComplete="one-time-code"
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
                />
              </>
            )}
            {failure && <Alert severity="error">{apiErrorText(t, failure, 'apiErrors.INTERNAL_ERROR')}</Alert>}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={deleting.isLoading}>
              {t('dataRights.cancel')}
            </Button>
            {codeSent ? (
              <Button type="submit" variant="contained" color="error" loading={deleting.isLoading}>
                {t('dataRights.confirmDelete')}
              </Button>
            ) : (
              <Button
                variant="contained"
                color="error"
                loading={sending.isLoading}
                onClick={() => void sendCode({ language: i18n.language })}
              >
                {t('dataRights.sendCode')}
              </Button>
            )}
          </DialogActions>
        </form>
      </Dialog>
    </SettingsSection>
  );
}
