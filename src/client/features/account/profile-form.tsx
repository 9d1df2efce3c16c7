import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { object, StringSchema } from 'yup';
import type { User } from '../../../shared/api/users';
import { updateInfoSchema } from '../../../shared/validation/auth-schemas';
import { useUpdateInfoMutation } from '../../api/users-api';
import { fieldError, fieldProps } from '../../components/forms/field-props';
import { PhoneField } from '../../components/forms/phone-field';
import { SaveButton } from './save-button';
import { useSaveForm } from './use-save-form';
import { useTwoFactor } from './use-two-factor';

type ProfileValues = { name: string; phone: string };

/** The rule the API runs on one `update-info` field (`trim` included). */
function sharedRule(field: 'name' | 'phone') {
  const rule = updateInfoSchema.fields[field];
  if (!(rule instanceof StringSchema)) throw new Error(`update-info's ${field} is not a text rule`);
  return rule;
}

/** The API's rules, with both fields required as in the setup wizard (the API alone would let the phone be emptied). */
export const profileSchema = object({
  name: sharedRule('name').required('validation.contact.nameRequired'),
  phone: sharedRule('phone').required('validation.phone.required'),
});

/** Name and phone: a change is confirmed with a one-time code before it is sent. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const [updateInfo] = useUpdateInfoMutation();
  const { withTwoFactor, dialog } = useTwoFactor();
  // The saved account becomes the new starting point: the form is clean again after a save.
  const initialValues = useMemo<ProfileValues>(() => ({ name: user.name, phone: user.phone ?? '' }), [user.name, user.phone]);
  const { handleSubmit, errorText } = useSaveForm<ProfileValues>(({ name, phone }) => {
    const change = { name: name.trim(), phone: phone.trim() };
    return withTwoFactor((twoFactorToken) => updateInfo({ ...change, twoFactorToken }).unwrap());
  }, 'account.profile.saved');
  const formik = useFormik<ProfileValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: profileSchema,
    validateOnMount: true,
    onSubmit: handleSubmit,
  });

  return (
    <>
      <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 1.5 }}>
        <TextField {...fieldProps(formik, t, 'name', 'account.profile.name')} required autoComplete="name" />
        <PhoneField
          name="phone"
          label={t('account.profile.phone')}
          value={formik.values.phone}
          onChange={(value) => void formik.setFieldValue('phone', value)}
          onBlur={() => void formik.setFieldTouched('phone', true)}
          error={fieldError(formik, 'phone')}
        />
        {errorText && <Alert severity="error">{errorText}</Alert>}
        <SaveButton label={t('account.profile.save')} isSaving={formik.isSubmitting} disabled={!formik.dirty || !formik.isValid} />
      </Box>
      {/* Outside the form: React events bubble through the dialog's portal, and its own submit must not submit this form. */}
      {dialog}
    </>
  );
}
