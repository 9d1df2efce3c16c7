import { object, string } from 'yup';
import { ACCEPTED_COUNTRY, DEFAULT_COUNTRY_CODE, LEGAL_STATUSES } from '../onboarding/company-options';
import { isFutureDate, parseBirthDate } from './birth-date';

/**
 * The setup wizard's rules (spec §5), shared by the client forms and the API. Messages are
 * translation keys (`validation.*`); the French texts are the spec's, word for word.
 */
const NAME_PATTERN = /^[\p{L}\s_-]+$/u;

const personName = (field: 'firstName' | 'lastName') =>
  string()
    .trim()
    .required(`validation.${field}.required`)
    .min(2, `validation.${field}.tooShort`)
    .max(50, `validation.${field}.tooLong`)
    .matches(NAME_PATTERN, `validation.${field}.invalid`);

/** Optional "+", then digits, spaces or hyphens, with 7 to 15 digits in all (so `+33 6 12 34 56 78` passes). */
export function isValidPhone(value: string): boolean {
  if (!/^\+?[\d\s-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

const phone = (requiredKey: string) =>
  string()
    .trim()
    .required(requiredKey)
    .test('phone', 'validation.phone.invalid', (value) => !value || isValidPhone(value));

export const birthDateField = string()
  .trim()
  .required('validation.birthDate.required')
  .matches(/^\d{2}\/\d{2}\/\d{4}$/, 'validation.birthDate.format')
  .test('real-date', 'validation.birthDate.invalid', (value) => !value || parseBirthDate(value) !== null)
  .test('not-future', 'validation.birthDate.future', (value) => {
    const date = value ? parseBirthDate(value) : null;
    return !date || !isFutureDate(date);
  });

export const personalInfoSchema = object({
  firstName: personName('firstName'),
  lastName: personName('lastName'),
  birthDate: birthDateField,
  countryCode: string().trim().oneOf([DEFAULT_COUNTRY_CODE], 'validation.countryCode.invalid').default(DEFAULT_COUNTRY_CODE),
  phoneNumber: phone('validation.phone.required'),
});

export const companyInfoSchema = object({
  legalStatus: string()
    .required('validation.legalStatus.required')
    .test('legal-status', 'validation.legalStatus.invalid', (value) => !value || (LEGAL_STATUSES as readonly string[]).includes(value)),
  companyName: string()
    .trim()
    .required('validation.companyName.required')
    .min(2, 'validation.companyName.tooShort')
    .max(100, 'validation.companyName.tooLong'),
  siretNumber: string()
    .trim()
    .required('validation.siret.required')
    .matches(/^\d{14}$/, 'validation.siret.invalid'),
  activitySector: string()
    .trim()
    .required('validation.activitySector.required')
    .min(2, 'validation.activitySector.tooShort')
    .max(100, 'validation.activitySector.tooLong'),
  vatNumber: string().trim().optional(),
  address: string().trim().required('validation.address.required').min(5, 'validation.address.tooShort'),
  zipCode: string()
    .trim()
    .required('validation.zipCode.required')
    .matches(/^\d{5}$/, 'validation.zipCode.invalid'),
  city: string().trim().required('validation.city.required').min(2, 'validation.city.tooShort'),
  country: string().trim().required('validation.country.required').oneOf([ACCEPTED_COUNTRY], 'validation.country.franceOnly'),
  companyEmail: string()
    .trim()
    .lowercase()
    .required('validation.companyEmail.required')
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'validation.email.invalid'),
  countryCode: string().trim().oneOf([DEFAULT_COUNTRY_CODE], 'validation.countryCode.invalid').default(DEFAULT_COUNTRY_CODE),
  companyPhone: phone('validation.companyPhone.required'),
});

/** A shared maps short link: https://maps.app.goo.gl/<id> (or the older goo.gl/maps/<id>). */
export const LISTING_URL_PATTERN = /^https?:\/\/(maps\.app\.goo\.gl|goo\.gl\/maps)\/[A-Za-z0-9_-]+\/?$/;

export const listingUrlSchema = object({
  url: string().trim().required('validation.listingUrl.required').matches(LISTING_URL_PATTERN, 'validation.listingUrl.invalid'),
});
