import { boolean, object, string } from 'yup';

/**
 * Sign-in and account request bodies. Messages are translation keys (`validation.*`):
 * the client shows them translated, the server returns them per field.
 */
export const EMAIL_MAX_LENGTH = 254;
export const OTP_LENGTH = 6;

export const emailField = string()
  .trim()
  .lowercase()
  .required('validation.email.required')
  .max(EMAIL_MAX_LENGTH, 'validation.email.invalid')
  .matches(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'validation.email.invalid');

export const otpField = string()
  .trim()
  .required('validation.otp.required')
  .matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'validation.otp.invalid');

/** A path of this site (never `//host` or `/\host`), where a sign-in link leads afterwards. */
export const redirectPathField = string()
  .max(512, 'validation.redirect.invalid')
  .matches(/^\/(?![/\\])/, 'validation.redirect.invalid')
  .optional();

export const magicLinkSchema = object({
  email: emailField,
  referral: string().trim().max(64).nullable().optional(),
  redirect: redirectPathField,
  language: string().oneOf(['fr', 'en', 'es']).optional(),
});

export const emailOnlySchema = object({ email: emailField, language: string().oneOf(['fr', 'en', 'es']).optional() });

export const verifyOtpSchema = object({ email: emailField, otp: otpField });

export const checkExistQuerySchema = object({ email: emailField });

export const createProfileSchema = object({
  email: emailField.optional(),
  providerUid: string().trim().max(128).optional(),
  name: string().trim().max(100).nullable().optional(),
  profilePicture: string().trim().max(2048).nullable().optional(),
  referredBy: string().trim().max(64).nullable().optional(),
});

export const updateInfoSchema = object({
  profilePicture: string().trim().url('validation.url.invalid').max(2048).optional(),
  name: string().trim().min(2, 'validation.name.tooShort').max(100, 'validation.name.tooLong').optional(),
  phone: string()
    .trim()
    .matches(/^\+?[\d\s-]{7,15}$/, 'validation.phone.invalid')
    .optional(),
  hasAcceptedTerms: boolean().strict().oneOf([true], 'validation.terms.mustAccept').optional(),
}).test('one-change', 'validation.updateInfo.empty', (value) => Object.values(value).some((field) => field !== undefined));

export const updateEmailSchema = object({ email: emailField, otp: otpField });

export const contactSchema = object({
  name: string().trim().required('validation.contact.nameRequired').min(2, 'validation.name.tooShort').max(100, 'validation.name.tooLong'),
  email: emailField,
  subject: string().trim().required('validation.contact.subjectRequired').max(150, 'validation.contact.subjectTooLong'),
  message: string()
    .trim()
    .required('validation.contact.messageRequired')
    .min(10, 'validation.contact.messageTooShort')
    .max(5000, 'validation.contact.messageTooLong'),
});
