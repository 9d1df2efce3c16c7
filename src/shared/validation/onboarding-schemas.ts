import { boolean, object } from 'yup';
import { ACCEPTED_COUNTRY, DEFAULT_COUNTRY_CODE, LEGAL_STATUSES } from '../onboarding/company-options';
import { isFutureDate, parseBirthDate } from './birth-date';
import { isValidPhone } from './phone';
import { INVALID_VALUE_KEY, stringField } from './string-field';
import { isEmailAddress, matchesWithin } from './text-rules';

/**
 * The setup wizard's rules, shared by the client forms and the API. Messages are
 * translation keys (`validation.*`); the French texts are the spec's, word for word.
 */
const NAME_PATTERN = /^[\p{L}\s_-]+$/u;
const NAME_MAX_LENGTH = 50;
/** Longest free-text answer kept (an address, a city, a VAT number): beyond it the input is refused, not stored. */
const TEXT_MAX_LENGTH = 200;

const personName = (field: 'firstName' | 'lastName') =>
  stringField(`validation.${field}.invalid`, { trim: true })
    .required(`validation.${field}.required`)
    .min(2, `validation.${field}.tooShort`)
    .max(NAME_MAX_LENGTH, `validation.${field}.tooLong`)
    .test('name', `validation.${field}.invalid`, (value) => matchesWithin(value, NAME_MAX_LENGTH, NAME_PATTERN));

const phone = (requiredKey: string) =>
  stringField('validation.phone.invalid', { trim: true })
    .required(requiredKey)
    .test('phone', 'validation.phone.invalid', (value) => !value || isValidPhone(value));

export const birthDateField = stringField('validation.birthDate.invalid', { trim: true })
  .required('validation.birthDate.required')
  .test('format', 'validation.birthDate.format', (value) => matchesWithin(value, 10, /^\d{2}\/\d{2}\/\d{4}$/))
  .test('real-date', 'validation.birthDate.invalid', (value) => !value || parseBirthDate(value) !== null)
  .test('not-future', 'validation.birthDate.future', (value) => {
    const date = value ? parseBirthDate(value) : null;
    return !date || !isFutureDate(date);
  });

const countryCodeField = stringField('validation.countryCode.invalid', { trim: true })
  .oneOf([DEFAULT_COUNTRY_CODE], 'validation.countryCode.invalid')
  .default(DEFAULT_COUNTRY_CODE);

export const personalInfoSchema = object({
  firstName: personName('firstName'),
  lastName: personName('lastName'),
  birthDate: birthDateField,
  countryCode: countryCodeField,
  phoneNumber: phone('validation.phone.required'),
  /** Not asked by the wizard; kept for the account's records. */
  gender: stringField('validation.gender.invalid', { trim: true }).max(20, 'validation.gender.invalid').default('Unknown'),
});

export const companyInfoSchema = object({
  legalStatus: stringField('validation.legalStatus.invalid')
    .required('validation.legalStatus.required')
    .test('legal-status', 'validation.legalStatus.invalid', (value) => !value || (LEGAL_STATUSES as readonly string[]).includes(value)),
  companyName: stringField(INVALID_VALUE_KEY, { trim: true })
    .required('validation.companyName.required')
    .min(2, 'validation.companyName.tooShort')
    .max(100, 'validation.companyName.tooLong'),
  siretNumber: stringField('validation.siret.invalid', { trim: true })
    .required('validation.siret.required')
    .test('siret', 'validation.siret.invalid', (value) => matchesWithin(value, 14, /^\d{14}$/)),
  activitySector: stringField(INVALID_VALUE_KEY, { trim: true })
    .required('validation.activitySector.required')
    .min(2, 'validation.activitySector.tooShort')
    .max(100, 'validation.activitySector.tooLong'),
  vatNumber: stringField(INVALID_VALUE_KEY, { trim: true }).max(TEXT_MAX_LENGTH, 'validation.vatNumber.tooLong').optional(),
  address: stringField(INVALID_VALUE_KEY, { trim: true })
    .required('validation.address.required')
    .min(5, 'validation.address.tooShort')
    .max(TEXT_MAX_LENGTH, 'validation.address.tooLong'),
  zipCode: stringField('validation.zipCode.invalid', { trim: true })
    .required('validation.zipCode.required')
    .test('zip', 'validation.zipCode.invalid', (value) => matchesWithin(value, 5, /^\d{5}$/)),
  city: stringField(INVALID_VALUE_KEY, { trim: true })
    .required('validation.city.required')
    .min(2, 'validation.city.tooShort')
    .max(TEXT_MAX_LENGTH, 'validation.city.tooLong'),
  country: stringField('validation.country.franceOnly', { trim: true })
    .required('validation.country.required')
    .oneOf([ACCEPTED_COUNTRY], 'validation.country.franceOnly'),
  companyEmail: stringField('validation.email.invalid', { trim: true, lowercase: true })
    .required('validation.companyEmail.required')
    .test('email', 'validation.email.invalid', (value) => !value || isEmailAddress(value)),
  countryCode: countryCodeField,
  companyPhone: phone('validation.companyPhone.required'),
});

/** A shared maps short link: https://maps.app.goo.gl/<id> (or the older goo.gl/maps/<id>). */
export const LISTING_URL_PATTERN = /^https?:\/\/(maps\.app\.goo\.gl|goo\.gl\/maps)\/[A-Za-z0-9_-]+\/?$/;

const LISTING_URL_MAX_LENGTH = 200;

const listingUrlField = stringField('validation.listingUrl.invalid', { trim: true })
  .required('validation.listingUrl.required')
  .test('listing-url', 'validation.listingUrl.invalid', (value) => matchesWithin(value, LISTING_URL_MAX_LENGTH, LISTING_URL_PATTERN));

export const listingUrlSchema = object({ url: listingUrlField });

/** `PUT /users/private/listing/name-article`: a true boolean, not a string yup would turn into one. */
export const listingNameArticleSchema = object({ nameKeepsArticle: boolean().strict().required(INVALID_VALUE_KEY) });

/** `POST /users/private/onboarding`: both wizard steps' answers, and the listing's short link to synchronise. */
export const onboardingBodySchema = object({
  userInformation: personalInfoSchema,
  companyInformation: companyInfoSchema,
  url: listingUrlField,
});
