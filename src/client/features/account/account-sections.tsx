/**
 * The account's sections, for a page to compose (Settings → General shows them all). Each loads its own
 * data and saves on its own; name, phone and e-mail changes ask for a two-factor code first.
 */
export { ProfileSection } from './profile-section';
export { EmailSection } from './email-section';
export { PersonalInformationSection } from './personal-information-section';
export { CompanyInformationSection } from './company-information-section';
export { ListingNameSection } from './listing-name-section';
export { EstablishmentsSection } from './establishments-section';
export { ReferralCard } from './referral-card';
export { ExportDataSection } from './export-data-section';
export { DeleteAccountSection } from './delete-account-section';
