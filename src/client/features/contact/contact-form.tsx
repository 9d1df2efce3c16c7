import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { contactSchema } from '../../../shared/validation/auth-schemas';
import { errorCodeOf, retryAfterSecondsOf } from '../../api/api-error';
import { useSendContactMessageMutation } from '../../api/contact-api';
import { fieldProps } from '../../components/forms/field-props';
import { PATHS } from '../../config/paths';
import { languageOf } from '../../i18n';
import { formatWait } from '../../i18n/api-error-text';
import { TaggedText } from '../../components/tagged-text';

/** Longest message the server takes (the shared schema's limit), shown as a counter under the field. */
const MESSAGE_MAX_LENGTH = 5000;

/** Who is writing, when the visitor is signed in: their name and address fill the form (they may change them). */
export type ContactSender = { name: string; email: string };

/** Where support will answer, whether a copy left, and whether one could (only to a signed-in owner's address). */
export type ContactSent = { email: string; copySent: boolean; signedIn: boolean };

type ContactFormProps = { sender?: ContactSender; onSent: (sent: ContactSent) => void };

/** Why the message did not leave, by the server's code: too many messages (and how long to wait), or anything else. */
function failureText(t: TFunction, error: unknown): string {
  const code = errorCodeOf(error);
  if (code === 'TOO_MANY_REQUESTS') {
    const seconds = retryAfterSecondsOf(error);
    return seconds ? t('contact.errors.tooManyWait', { wait: formatWait(t, seconds) }) : t('contact.errors.tooMany');
  }
  if (code === 'VALIDATION_ERROR' || code === 'PAYLOAD_TOO_LARGE') return t('contact.errors.invalid');
  return t('contact.errors.failed');
}

/** The contact form: name, e-mail, subject and message, checked by the shared schema the server applies too. */
export function ContactForm({ sender, onSent }: ContactFormProps) {
  const { t, i18n } = useTranslation();
  const [send, { error, isError }] = useSendContactMessageMutation();
  const formik = useFormik({
    initialValues: { name: sender?.name ?? '', email: sender?.email ?? '', subject: '', message: '' },
    validationSchema: contactSchema,
    onSubmit: async (values) => {
      const message = { ...contactSchema.cast(values), language: languageOf(i18n) };
      const receipt = await send(message)
        .unwrap()
        .catch(() => undefined);
      if (receipt) onSent({ email: message.email, copySent: receipt.copySent, signedIn: Boolean(sender) });
    },
  });

  // The sender may be known only after the form shows (the session loads): their details then fill the fields
  // still empty, once, never over what the visitor typed.
  const { setFieldValue } = formik;
  const { name: typedName, email: typedEmail } = formik.values;
  const filledFor = useRef(sender ? `${sender.name}\n${sender.email}` : '');
  useEffect(() => {
    const key = sender ? `${sender.name}\n${sender.email}` : '';
    if (!sender || key === filledFor.current) return;
    filledFor.current = key;
    if (!typedName) void setFieldValue('name', sender.name, false);
    if (!typedEmail) void setFieldValue('email', sender.email, false);
  }, [sender, typedName, typedEmail, setFieldValue]);

  const field = (name: 'name' | 'email' | 'subject' | 'message') => fieldProps(formik, t, name, `contact.fields.${name}`);
  const messageProps = field('message');
  const length = formik.values.message.length;
  return (
    <Stack component="form" noValidate onSubmit={formik.handleSubmit} sx={{ gap: 1 }}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('contact.required')} {sender ? t('contact.copyToAccount', { email: sender.email }) : t('contact.noCopySignedOut')}
      </Typography>
      <TextField {...field('name')} required autoComplete="name" />
      <TextField {...field('email')} type="email" required autoComplete="email" />
      <TextField {...field('subject')} required slotProps={{ htmlInput: { maxLength: 150 } }} />
      <TextField
        {...messageProps}
        required
        multiline
        minRows={6}
        // The counter stays under the field; the error, when there is one, replaces it.
        helperText={messageProps.error ? messageProps.helperText : t('contact.messageLength', { count: length, max: MESSAGE_MAX_LENGTH })}
        slotProps={{ formHelperText: { 'aria-live': messageProps.error ? 'polite' : 'off' } }}
      />
      {isError && (
        <Alert severity="error" role="alert">
          {failureText(t, error)}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={formik.isSubmitting}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, mt: 1 }}
      >
        {t('contact.submit')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        <TaggedText i18nKey="contact.privacy" components={{ privacy: <Link component={RouterLink} to={PATHS.legalPrivacy} /> }} />
      </Typography>
    </Stack>
  );
}
