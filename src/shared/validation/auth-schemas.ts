import { boolean, object, string } from 'yup';
import { isValidPhone } from './phone';
import { EMAIL_MAX_LENGTH, isEmailAddress, matchesWithin } from './text-rules';

/**
 * Sign-in and account request bodies. Messages are translation keys (`validation.*`):
 * the client shows them translated, the server returns them per field.
 */
export { EMAIL_MAX_LENGTH };
export const OTP_LENGTH = 6;
const REDIRECT_MAX_LENGTH = 512;
const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export const emailField = string()
  .trim()
  .lowercase()
  .required('validation.email.required')
  .test('email', 'validation.email.invalid', (value) => !value || isEmailAddress(value));

export const otpField = string()
  .trim()
  .required('validation.otp.required')
  .test('otp', 'validation.otp.invalid', (value) => matchesWithin(value, OTP_LENGTH, OTP_PATTERN));

/** A path of this site (never `//host` or `/\host`), where a sign-in link leads afterwards. */
export const redirectPathField = string()
  .max(REDIRECT_MAX_LENGTH, 'validation.redirect.invalid')
  .test('redirect', 'validation.redirect.invalid', (value) => matchesWithin(value, REDIRECT_MAX_LENGTH, /^\/(?![/\\])/))
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
    .test('phone', 'validation.phone.invalid', (value) => !value || isValidPhone(value))
    .optional(),
  hasAcceptedTerms: boolean().strict().oneOf([true], 'validation.terms.mustAccept').optional(),
}).test('one-change', 'validation.updateInfo.empty', (value) => Object.values(value).some((field) => field !== undefined));

/** The first screen's form: the terms are accepted by ticking the box, never for the owner. */
export const termsAcceptanceSchema = object({
  hasAcceptedTerms: boolean().oneOf([true], 'validation.terms.mustAccept').required('validation.terms.mustAccept'),
});

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
  /** The sender's interface language: the copy mailed back to them is written in it. */
  language: string().oneOf(['fr', 'en', 'es']).optional(),
});
