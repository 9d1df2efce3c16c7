import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { object } from 'yup';
import { useTranslation } from 'react-i18next';
import { emailField } from '../../../shared/validation/auth-schemas';

const emailSchema = object({ email: emailField });

type EmailFormProps = {
  submitLabel: string;
  onSubmit: (email: string) => Promise<void>;
  initialEmail?: string;
  autoFocus?: boolean;
};

/** The e-mail step shared by the magic link, the one-time code and the link completion. */
export function EmailForm({ submitLabel, onSubmit, initialEmail = '', autoFocus }: EmailFormProps) {
  const { t } = useTranslation();
  const formik = useFormik({
    initialValues: { email: initialEmail },
    validationSchema: emailSchema,
    onSubmit: ({ email }) => onSubmit(emailSchema.cast({ email }).email),
  });
  const error = formik.touched.email && formik.errors.email;
  return (
    <Stack component="form" noValidate onSubmit={formik.handleSubmit} sx={{ gap: 2 }}>
      <TextField
        label={t('login.emailLabel')}
        name="email"
        type="email"
        autoComplete="email"
        required
        fullWidth
        autoFocus={autoFocus}
        value={formik.values.email}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(error)}
        helperText={error ? t(error) : ' '}
      />
      <Button type="submit" variant="contained" size="large" loading={formik.isSubmitting}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
