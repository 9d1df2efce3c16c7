import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { emailField } from '../../../shared/validation/auth-schemas';
import { errorCodeOf } from '../../api/api-error';
import { useSendEmailChangeCodeMutation } from '../../api/users-api';
import { fieldProps } from '../../components/forms/field-props';
import { languageOf } from '../../i18n';
import { apiErrorText } from '../../i18n/api-error-text';
import { SaveButton } from './save-button';
import { TwoFactorCancelled, type useTwoFactor } from './use-two-factor';

type EmailAddressFormProps = {
  currentEmail: string;
  withTwoFactor: ReturnType<typeof useTwoFactor>['withTwoFactor'];
  onCodeSent: (email: string) => void;
};

/** The new address, checked as the API checks it, and not the current one. */
function newAddressSchema(currentEmail: string) {
  return object({
    email: emailField.test('new-address', 'account.email.sameAddress', (value) => !value || value !== currentEmail.toLowerCase()),
  });
}

/** Step 1: the new address; after the two-factor check a code is mailed to it. */
export function EmailAddressForm({ currentEmail, withTwoFactor, onCodeSent }: EmailAddressFormProps) {
  const { t, i18n } = useTranslation();
  const [sendCode] = useSendEmailChangeCodeMutation();
  const [errorText, setErrorText] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: newAddressSchema(currentEmail),
    onSubmit: async (values, { setFieldError }) => {
      setErrorText(null);
      const email = values.email.trim().toLowerCase();
      try {
        await withTwoFactor((twoFactorToken) => sendCode({ email, language: languageOf(i18n), twoFactorToken }).unwrap());
        onCodeSent(email);
      } catch (error) {
        if (error instanceof TwoFactorCancelled) return;
        // A taken address is the field's problem: said beside it.
        if (errorCodeOf(error) === 'EMAIL_TAKEN') setFieldError('email', 'apiErrors.EMAIL_TAKEN');
        else setErrorText(apiErrorText(t, error, 'account.code.sendError'));
      }
    },
  });

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 1.5 }}>
      <TextField {...fieldProps(formik, t, 'email', 'account.email.newEmail')} required type="email" autoComplete="email" />
      {errorText && <Alert severity="error">{errorText}</Alert>}
      <SaveButton label={t('account.email.sendCode')} isSaving={formik.isSubmitting} disabled={!formik.values.email.trim()} />
    </Box>
  );
}
