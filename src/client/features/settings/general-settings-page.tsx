import Stack from '@mui/material/Stack';
import {
  CompanyInformationSection,
  DeleteAccountSection,
  EmailSection,
  EstablishmentsSection,
  ExportDataSection,
  ListingNameSection,
  PersonalInformationSection,
  ProfileSection,
  ReferralCard,
} from '../account/account-sections';
import { LanguageSection } from './language-section';
import { GoogleConnectionCard } from '../google/google-connection-card';

/** Settings → General: the owner's account, the business's name, the establishments, the Google Business Profile connection and referral link, this device's language, then the data rights. Each section stands on its own. */
export function GeneralSettingsPage() {
  return (
    <Stack sx={{ gap: 2 }}>
      <ProfileSection />
      <EmailSection />
      <PersonalInformationSection />
      <CompanyInformationSection />
      <ListingNameSection />
      <EstablishmentsSection />
      <GoogleConnectionCard placement="settings" />
      <ReferralCard />
      <LanguageSection />
      <ExportDataSection />
      <DeleteAccountSection />
    </Stack>
  );
}
