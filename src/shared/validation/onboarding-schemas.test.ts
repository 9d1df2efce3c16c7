import { ValidationError, type AnyObjectSchema } from 'yup';
import { formatBirthDate, parseBirthDate } from './birth-date';
import { validOnboarding } from './onboarding-examples';
import { companyInfoSchema, listingUrlSchema, personalInfoSchema } from './onboarding-schemas';

const validPersonal = validOnboarding.userInformation;
const validCompany = validOnboarding.companyInformation;

/** The message key yup gives for one field, or null when the field is valid. */
function errorFor(schema: AnyObjectSchema, valid: object, field: string, value: unknown): string | null {
  try {
    schema.validateSyncAt(field, { ...valid, [field]: value });
    return null;
  } catch (error) {
    return (error as ValidationError).message;
  }
}

describe('personal information', () => {
  it('accepts a complete, valid form', () => {
    expect(personalInfoSchema.isValidSync(validPersonal)).toBe(true);
  });

  it.each([
    ['firstName', 'Élodie', null],
    ['firstName', 'Jean-François', null],
    ['firstName', 'Anne Marie', null],
    ['firstName', 'jean_luc', null],
    ['firstName', '  Zoë  ', null],
    ['firstName', 'A', 'validation.firstName.tooShort'],
    ['firstName', 'A'.repeat(51), 'validation.firstName.tooLong'],
    ['firstName', 'Marie2', 'validation.firstName.invalid'],
    ['firstName', "O'Neil", 'validation.firstName.invalid'],
    ['firstName', '   ', 'validation.firstName.required'],
    ['lastName', 'Lefèvre', null],
    ['lastName', 'X', 'validation.lastName.tooShort'],
    ['lastName', '', 'validation.lastName.required'],
    ['phoneNumber', '+33 6 12 34 56 78', null],
    ['phoneNumber', '06-12-34-56-78', null],
    ['phoneNumber', '0612345', null],
    ['phoneNumber', '061234', 'validation.phone.invalid'],
    ['phoneNumber', '+33 6 12 34 56 78 90 12 34', 'validation.phone.invalid'],
    ['phoneNumber', '06.12.34.56.78', 'validation.phone.invalid'],
    ['phoneNumber', '33+612345678', 'validation.phone.invalid'],
    ['phoneNumber', '', 'validation.phone.required'],
    ['birthDate', '29/02/2024', null],
    ['birthDate', '29/02/2023', 'validation.birthDate.invalid'],
    ['birthDate', '31/04/1990', 'validation.birthDate.invalid'],
    ['birthDate', '1990-04-12', 'validation.birthDate.format'],
    ['birthDate', '1/4/1990', 'validation.birthDate.format'],
    ['birthDate', '01/01/2999', 'validation.birthDate.future'],
    ['birthDate', '', 'validation.birthDate.required'],
    ['countryCode', 'BE', 'validation.countryCode.invalid'],
  ])('%s = %j → %s', (field, value, expected) => {
    expect(errorFor(personalInfoSchema, validPersonal, field, value)).toBe(expected);
  });
});

describe('company information', () => {
  it('accepts a complete, valid form, VAT number optional', () => {
    expect(companyInfoSchema.isValidSync(validCompany)).toBe(true);
    expect(companyInfoSchema.isValidSync({ ...validCompany, vatNumber: undefined })).toBe(true);
  });

  it.each([
    ['legalStatus', 'Auto-entrepreneur', null],
    ['legalStatus', 'GmbH', 'validation.legalStatus.invalid'],
    ['legalStatus', '', 'validation.legalStatus.required'],
    ['companyName', 'B', 'validation.companyName.tooShort'],
    ['companyName', 'B'.repeat(101), 'validation.companyName.tooLong'],
    ['companyName', '', 'validation.companyName.required'],
    ['siretNumber', '1234567890123', 'validation.siret.invalid'],
    ['siretNumber', '123456789012345', 'validation.siret.invalid'],
    ['siretNumber', '1234567890123A', 'validation.siret.invalid'],
    ['siretNumber', '', 'validation.siret.required'],
    ['activitySector', 'x', 'validation.activitySector.tooShort'],
    ['address', '12 r', 'validation.address.tooShort'],
    ['zipCode', '75001', null],
    ['zipCode', '75 001', 'validation.zipCode.invalid'],
    ['zipCode', '7500', 'validation.zipCode.invalid'],
    ['city', 'Y', 'validation.city.tooShort'],
    ['country', 'Belgique', 'validation.country.franceOnly'],
    ['companyEmail', 'contact@', 'validation.email.invalid'],
    ['companyEmail', '', 'validation.companyEmail.required'],
    ['companyPhone', '12', 'validation.phone.invalid'],
    ['companyPhone', '', 'validation.companyPhone.required'],
  ])('%s = %j → %s', (field, value, expected) => {
    expect(errorFor(companyInfoSchema, validCompany, field, value)).toBe(expected);
  });
});

describe('listing URL', () => {
  it.each([
    ['https://maps.app.goo.gl/AbC123_x-Y', null],
    ['https://goo.gl/maps/xYz987', null],
    ['https://www.google.com/maps/place/Boulangerie', 'validation.listingUrl.invalid'],
    ['https://maps.app.goo.gl/', 'validation.listingUrl.invalid'],
    ['maps.app.goo.gl/abc', 'validation.listingUrl.invalid'],
    ['', 'validation.listingUrl.required'],
  ])('%j → %s', (value, expected) => {
    expect(errorFor(listingUrlSchema, { url: '' }, 'url', value)).toBe(expected);
  });
});

describe('birth dates', () => {
  it('shows a stored date as DD/MM/YYYY', () => {
    expect(formatBirthDate('1985-07-14T00:00:00.000Z')).toBe('14/07/1985');
    expect(formatBirthDate(new Date(Date.UTC(2001, 0, 2)))).toBe('02/01/2001');
  });

  it('parses only days that exist', () => {
    expect(parseBirthDate('29/02/2000')?.toISOString()).toBe('2000-02-29T00:00:00.000Z');
    expect(parseBirthDate('29/02/1900')).toBeNull();
  });
});
