import { isoDate, nullable, object, string, type Static } from './schema';

/**
 * The setup wizard's answers as the API stores and returns them, for the account settings:
 * `GET /users/private/infos` and `PUT /users/private/update-personal-information` answer the first,
 * `GET /users/private/company-information` and `PUT /users/private/update-company-information` the second.
 */
export const StoredPersonalInformationSchema = object({
  firstName: string(),
  lastName: string(),
  /** DD/MM/YYYY, as the form shows it. */
  birthDate: string(),
  countryCode: string(),
  phoneNumber: string(),
  /** The same number under the column's name. */
  phone: string(),
  gender: string(),
});
export type StoredPersonalInformation = Static<typeof StoredPersonalInformationSchema>;

export const StoredCompanyInformationSchema = object({
  legalStatus: string(),
  companyName: string(),
  siretNumber: string(),
  activitySector: string(),
  /** '' when none was given. */
  vatNumber: string(),
  address: string(),
  zipCode: string(),
  city: string(),
  country: string(),
  companyEmail: string(),
  /**
   * When a code mailed to `companyEmail` proved it; null until then, and again once another address is typed. Only a
   * proven address is the Reply-To of the review requests (else the owner's sign-in address).
   */
  companyEmailVerifiedAt: nullable(isoDate()),
  countryCode: string(),
  companyPhone: string(),
});
export type StoredCompanyInformation = Static<typeof StoredCompanyInformationSchema>;
