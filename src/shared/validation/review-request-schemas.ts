import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { array, boolean, number, object } from 'yup';
import { LANGUAGES, type Language } from '../constants';
import {
  CONTACT_BASES,
  CUSTOM_SENTENCE_MAX,
  MAX_CONTACTS_PER_SEND,
  REMINDER_DAYS,
  REQUEST_CHANNELS,
  REQUEST_HISTORY_FILTERS,
  type RequestContact,
} from '../api/review-requests';
import { INVALID_VALUE_KEY, stringField } from './string-field';
import { EMAIL_MAX_LENGTH, isEmailAddress } from './text-rules';
import { PHONE_MAX_LENGTH } from './phone';
import { pageField } from './route-params';

/**
 * Review requests' input, shared by the screen's forms and the API. Messages are translation keys
 * (`validation.requests.*`). Lengths are checked before any pattern.
 */
export const CONTACT_NAME_MAX = 80;
/** A CSV import: its text, before any parsing. */
export const IMPORT_MAX_BYTES = 512 * 1024;

/** A mobile number in E.164 (`+33612345678`), French when written without a country code; null if it is not one. */
export function mobileNumberOf(value: string): string | null {
  if (value.length > PHONE_MAX_LENGTH) return null;
  const parsed = parsePhoneNumberFromString(value, 'FR');
  return parsed?.isValid() ? parsed.number : null;
}

/** A contact as it will be stored: trimmed, the e-mail in lower case, the number in E.164; null when unusable. */
export type CleanContact = { name: string; email: string | null; phone: string | null; language: Language };

export function cleanContact(contact: RequestContact, fallbackLanguage: Language): CleanContact | null {
  const name = contact.name.trim();
  const email = contact.email?.trim().toLowerCase() || null;
  const phoneText = contact.phone?.trim() || null;
  if (!name || name.length > CONTACT_NAME_MAX) return null;
  if (email && (email.length > EMAIL_MAX_LENGTH || !isEmailAddress(email))) return null;
  const phone = phoneText ? mobileNumberOf(phoneText) : null;
  if (phoneText && !phone) return null;
  if (!email && !phone) return null;
  const language = (LANGUAGES as readonly string[]).includes(contact.language ?? '') ? (contact.language as Language) : fallbackLanguage;
  return { name, email, phone, language };
}

/** One contact of a send: bounded strings; whether it can be asked is the server's answer (INVALID_CONTACT), per contact. */
const contactShape = object({
  name: stringField('validation.requests.name')
    .max(CONTACT_NAME_MAX * 2, 'validation.requests.name')
    .required('validation.requests.name'),
  email: stringField('validation.email.invalid').max(EMAIL_MAX_LENGTH, 'validation.email.invalid').optional(),
  phone: stringField('validation.phone.invalid').max(PHONE_MAX_LENGTH, 'validation.phone.invalid').optional(),
  language: stringField(INVALID_VALUE_KEY).max(5, INVALID_VALUE_KEY).optional(),
});

const channelField = () =>
  stringField(INVALID_VALUE_KEY)
    .oneOf([...REQUEST_CHANNELS], INVALID_VALUE_KEY)
    .required(INVALID_VALUE_KEY);
const basisField = () =>
  stringField('validation.requests.basis')
    .oneOf([...CONTACT_BASES], 'validation.requests.basis')
    .required('validation.requests.basis');

export const sendRequestsSchema = object({
  contacts: array(contactShape.required())
    .min(1, 'validation.requests.contacts')
    .max(MAX_CONTACTS_PER_SEND, 'validation.requests.tooMany')
    .required('validation.requests.contacts'),
  channel: channelField(),
  basis: basisField(),
});

/** The till's hook posts one customer at a time, or a few. */
export const requestHookSchema = object({
  contacts: array(contactShape.required()).min(1, 'validation.requests.contacts').max(20, 'validation.requests.tooMany').required(),
  channel: channelField(),
  basis: basisField(),
});

export const requestSettingsSchema = object({
  channel: channelField(),
  reminder: boolean().strict().required(INVALID_VALUE_KEY),
  reminderAfterDays: number()
    .typeError('validation.requests.reminderDays')
    .integer('validation.requests.reminderDays')
    .min(REMINDER_DAYS.min, 'validation.requests.reminderDays')
    .max(REMINDER_DAYS.max, 'validation.requests.reminderDays')
    .required('validation.requests.reminderDays'),
  customSentence: stringField('validation.requests.sentence', { trim: true })
    .max(CUSTOM_SENTENCE_MAX, 'validation.requests.sentence')
    .default(''),
});

/** Which CSV column holds each field (by header name); `email` or `phone` at least. */
const columnField = () => stringField(INVALID_VALUE_KEY).max(100, INVALID_VALUE_KEY).optional();
export const importSchema = object({
  csv: stringField('validation.requests.csv').max(IMPORT_MAX_BYTES, 'validation.requests.csvTooLarge').required('validation.requests.csv'),
  mapping: object({
    name: columnField(),
    email: columnField(),
    phone: columnField(),
    language: columnField(),
  }).default({}),
  channel: channelField(),
  basis: basisField(),
});

export const historyQuerySchema = object({
  status: stringField(INVALID_VALUE_KEY)
    .oneOf([...REQUEST_HISTORY_FILTERS], INVALID_VALUE_KEY)
    .default('all'),
  page: pageField(),
});
