import Stack from '@mui/material/Stack';
import {
  CompanyInformationSection,
  DeleteAccountSection,
  EmailSection,
  ExportDataSection,
  PersonalInformationSection,
  ProfileSection,
  ReferralCard,
} from '../account/account-sections';
import { LanguageSection } from './language-section';

/** Settings → General: the owner's account and referral link, this device's language, then the data rights. Each section stands on its own. */
export function GeneralSettingsPage() {
  return (
    <Stack sx={{ gap: 2 }}>
      <ProfileSection />
      <EmailSection />
      <PersonalInformationSection />
      <CompanyInformationSection />
      <ReferralCard />
      <LanguageSection />
      <ExportDataSection />
      <DeleteAccountSection />
    </Stack>
  );
}
