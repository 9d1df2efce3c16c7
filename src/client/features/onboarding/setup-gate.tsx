import { lazy, Suspense, type ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useLocationQuery } from '../../api/onboarding-api';
import { useSubscriptionsQuery, useTrialEligibilityQuery } from '../../api/subscriptions-api';
import { useMeQuery } from '../../api/users-api';
import { PublicFrame } from '../../app/layouts/public-layout';
import { UserMenu } from '../../app/layouts/user-menu';
import { useAppSelector } from '../../app/store';
import { LoadingScreen } from '../../components/loading-screen';
import { ErrorScreen } from '../errors/error-screen';
import { premiumAccess } from '../subscription/premium-access';

// Only new or locked-out owners need these screens: each is its own chunk (the wizard brings the phone metadata).
const SetupWizard = lazy(() =>
  import(/* webpackChunkName: "setup-wizard" */ './setup-wizard').then((module) => ({ default: module.SetupWizard })),
);
const SyncScreen = lazy(() =>
  import(/* webpackChunkName: "sync-screen" */ '../sync/sync-screen').then((module) => ({ default: module.SyncScreen })),
);
const PremiumRequiredPage = lazy(() =>
  import(/* webpackChunkName: "premium-required" */ '../subscription/premium-required-page').then((module) => ({
    default: module.PremiumRequiredPage,
  })),
);

/** While a sync runs, the server is asked now and then too, in case a realtime event was missed. */
const SYNC_POLL_MS = 5000;

/**
 * Protected gate steps 3–5 (spec §2): an account whose setup is not done sees the wizard,
 * whatever page it asked for; then the listing sync screen until the reviews are in; then
 * the plans unless a subscription (or the free trial still to take) lets it in.
 */
export function SetupGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data: me, isError } = useMeQuery();
  const sync = useAppSelector((state) => state.sync);
  const setupDone = me?.hasDoneProfileSetup === true;
  const { data: location, isLoading: isLocationLoading } = useLocationQuery(undefined, { skip: !setupDone });
  // A sync this tab followed ends on its completion screen until the owner leaves it.
  const followedSync = sync.jobId !== null && !sync.acknowledged;
  const syncing = location !== undefined && ((!location.hasBeenSynchronized && !sync.acknowledged) || followedSync);
  useLocationQuery(undefined, { skip: !syncing, pollingInterval: SYNC_POLL_MS });

  const setUp = setupDone && !syncing && location !== undefined;
  const { data: subscriptions } = useSubscriptionsQuery(undefined, { skip: !setUp, refetchOnFocus: true });
  const { data: eligibility } = useTrialEligibilityQuery(undefined, { skip: !setUp, refetchOnFocus: true });

  // Without the profile nobody knows whether setup is done: the gate stays closed.
  if (isError) return <ErrorScreen status={500} />;
  if (!me || isLocationLoading) return <LoadingScreen label={t('loading.app')} />;
  if (!setupDone) {
    return (
      <PublicFrame actions={<UserMenu />}>
        <Suspense fallback={<CircularProgress aria-label={t('loading.page')} />}>
          <SetupWizard />
        </Suspense>
      </PublicFrame>
    );
  }
  if (location && syncing) {
    return (
      <PublicFrame actions={<UserMenu />}>
        <Suspense fallback={<CircularProgress aria-label={t('loading.page')} />}>
          <SyncScreen location={location} />
        </Suspense>
      </PublicFrame>
    );
  }
  // Steps 4–5: a subscription with access, or the trial still to take, or the plans.
  const access = premiumAccess(subscriptions, eligibility?.isEligible);
  if (access === 'loading') return <LoadingScreen label={t('loading.app')} />;
  if (access === 'premium-required') {
    return (
      <PublicFrame actions={<UserMenu />}>
        <Suspense fallback={<CircularProgress aria-label={t('loading.page')} />}>
          <PremiumRequiredPage user={me} />
        </Suspense>
      </PublicFrame>
    );
  }
  return children;
}
