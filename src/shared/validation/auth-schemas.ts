import { boolean, object } from 'yup';
import { isValidPhone } from './phone';
import { INVALID_VALUE_KEY, stringField } from './string-field';
import { EMAIL_MAX_LENGTH, isEmailAddress, matchesWithin } from './text-rules';

/**
 * Sign-in and account request bodies. Messages are translation keys (`validation.*`):
 * the client shows them translated, the server returns them per field.
 */
export { EMAIL_MAX_LENGTH };
export const OTP_LENGTH = 6;
const REDIRECT_MAX_LENGTH = 512;
const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export const emailField = stringField('validation.email.invalid', { trim: true, lowercase: true })
  .required('validation.email.required')
  .test('email', 'validation.email.invalid', (value) => !value || isEmailAddress(value));

export const otpField = stringField('validation.otp.invalid', { trim: true })
  .required('validation.otp.required')
  .test('otp', 'validation.otp.invalid', (value) => matchesWithin(value, OTP_LENGTH, OTP_PATTERN));

/** A path of this site (never `//host` or `/\host`), where a sign-in link leads afterwards. */
export const redirectPathField = stringField('validation.redirect.invalid')
  .max(REDIRECT_MAX_LENGTH, 'validation.redirect.invalid')
  .test('redirect', 'validation.redirect.invalid', (value) => matchesWithin(value, REDIRECT_MAX_LENGTH, /^\/(?![/\\])/))
  .optional();

/** The interface language a mail is written in. */
export const languageField = stringField(INVALID_VALUE_KEY).oneOf(['fr', 'en', 'es'], INVALID_VALUE_KEY).optional();

export const magicLinkSchema = object({
  email: emailField,
  referral: stringField(INVALID_VALUE_KEY, { trim: true }).max(64, INVALID_VALUE_KEY).nullable().optional(),
  redirect: redirectPathField,
  language: languageField,
});

export const emailOnlySchema = object({ email: emailField, language: languageField });

export const verifyOtpSchema = object({ email: emailField, otp: otpField });

/** A code alone, for the signed-in owner (the company address's code: the server knows which address it was sent to). */
export const otpOnlySchema = object({ otp: otpField });

/** What asks for a mail and says nothing else: the language to write it in. */
export const languageOnlySchema = object({ language: languageField });

export const checkExistQuerySchema = object({ email: emailField });

export const createProfileSchema = object({
  email: emailField.optional(),
  providerUid: stringField(INVALID_VALUE_KEY, { trim: true }).max(128, INVALID_VALUE_KEY).optional(),
  name: stringField(INVALID_VALUE_KEY, { trim: true }).max(100, 'validation.name.tooLong').nullable().optional(),
  profilePicture: stringField(INVALID_VALUE_KEY, { trim: true }).max(2048, 'validation.url.invalid').nullable().optional(),
  referredBy: stringField(INVALID_VALUE_KEY, { trim: true }).max(64, INVALID_VALUE_KEY).nullable().optional(),
});

export const updateInfoSchema = object({
  profilePicture: stringField('validation.url.invalid', { trim: true }).url('validation.url.invalid').max(2048).optional(),
  name: stringField(INVALID_VALUE_KEY, { trim: true }).min(2, 'validation.name.tooShort').max(100, 'validation.name.tooLong').optional(),
  phone: stringField('validation.phone.invalid', { trim: true })
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
  name: stringField(INVALID_VALUE_KEY, { trim: true })
    .required('validation.contact.nameRequired')
    .min(2, 'validation.name.tooShort')
    .max(100, 'validation.name.tooLong'),
  email: emailField,
  subject: stringField(INVALID_VALUE_KEY, { trim: true })
    .required('validation.contact.subjectRequired')
    .max(150, 'validation.contact.subjectTooLong'),
  message: stringField(INVALID_VALUE_KEY, { trim: true })
    .required('validation.contact.messageRequired')
    .min(10, 'validation.contact.messageTooShort')
    .max(5000, 'validation.contact.messageTooLong'),
  /** The sender's interface language: the copy mailed back to them is written in it. */
  language: languageField,
});
