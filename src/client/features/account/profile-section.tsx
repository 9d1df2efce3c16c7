import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../api/api-error';
import { useMeQuery } from '../../api/users-api';
import { LoadError } from '../../components/load-error';
import { AccountSection, FormSkeleton } from './account-section';
import { ProfileForm } from './profile-form';
import { ProfilePicture } from './profile-picture';

/** « Profil »: the picture, the name and the phone shown in the header. */
export function ProfileSection() {
  const { t } = useTranslation();
  const { data: user, error, isFetching, refetch } = useMeQuery();
  return (
    <AccountSection id="account-profile" title={t('account.profile.title')} description={t('account.profile.description')}>
      {user ? (
        <>
          <ProfilePicture user={user} />
          <Divider />
          <ProfileForm user={user} />
        </>
      ) : isFetching || !error ? (
        <FormSkeleton fields={2} />
      ) : (
        <LoadError message={t(errorKeyOf(error, 'account.loadError'))} onRetry={() => void refetch()} />
      )}
    </AccountSection>
  );
}
