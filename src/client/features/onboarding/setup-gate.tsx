import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocationQuery } from '../../api/onboarding-api';
import { useMeQuery } from '../../api/users-api';
import { PublicFrame } from '../../app/layouts/public-layout';
import { UserMenu } from '../../app/layouts/user-menu';
import { LoadingScreen } from '../../components/loading-screen';
import { SyncScreen } from '../sync/sync-screen';
import { SetupWizard } from './setup-wizard';

/** While a sync runs, the server is asked now and then too, in case a realtime event was missed. */
const SYNC_POLL_MS = 5000;

/**
 * Protected gate step 3 (spec §2): an account whose setup is not done sees the wizard,
 * whatever page it asked for; then the listing sync screen until the reviews are in.
 */
export function SetupGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data: me, isLoading } = useMeQuery();
  const setupDone = me?.hasDoneProfileSetup === true;
  const { data: location, isLoading: isLocationLoading } = useLocationQuery(undefined, { skip: !setupDone });
  const syncing = location !== undefined && !location.hasBeenSynchronized;
  useLocationQuery(undefined, { skip: !syncing, pollingInterval: SYNC_POLL_MS });

  if (isLoading || isLocationLoading) return <LoadingScreen label={t('loading.app')} />;
  if (me && !setupDone) {
    return (
      <PublicFrame actions={<UserMenu />}>
        <SetupWizard />
      </PublicFrame>
    );
  }
  if (location && syncing) {
    return (
      <PublicFrame actions={<UserMenu />}>
        <SyncScreen location={location} />
      </PublicFrame>
    );
  }
  return children;
}
