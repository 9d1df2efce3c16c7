import { lazy, Suspense, type ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { statusOf } from '../../api/api-error';
import { useLocationQuery } from '../../api/onboarding-api';
import { useSubscriptionsQuery, useTrialEligibilityQuery } from '../../api/subscriptions-api';
import { useMeQuery } from '../../api/users-api';
import { PublicFrame } from '../../app/layouts/public-layout';
import { UserMenu } from '../../app/layouts/user-menu';
import { useAppSelector } from '../../app/store';
import { LoadingScreen } from '../../components/loading-screen';
import { ErrorScreen, errorScreenStatusOf } from '../errors/error-screen';
import { premiumAccess } from '../subscription/premium-access';
import { ListingMissing } from './listing-missing';

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
  const { data: me, isError: isMeError, error: meError } = useMeQuery();
  const sync = useAppSelector((state) => state.sync);
  const setupDone = me?.hasDoneProfileSetup === true;
  const {
    data: location,
    isLoading: isLocationLoading,
    isError: isLocationError,
    error: locationError,
    refetch: refetchLocation,
  } = useLocationQuery(undefined, { skip: !setupDone });
  const locationStatus = isLocationError ? statusOf(locationError) : undefined;
  // A sync this tab followed ends on its completion screen until the owner leaves it.
  const followedSync = sync.jobId !== null && !sync.acknowledged;
  const syncing = location !== undefined && ((!location.hasBeenSynchronized && !sync.acknowledged) || followedSync);
  useLocationQuery(undefined, { skip: !syncing, pollingInterval: SYNC_POLL_MS });

  // A 402 on the listing is the subscription's to explain, as on any product call.
  const setUp = setupDone && (locationStatus === 402 || (!syncing && location !== undefined));
  const subscriptionsQuery = useSubscriptionsQuery(undefined, { skip: !setUp, refetchOnFocus: true });
  const eligibilityQuery = useTrialEligibilityQuery(undefined, { skip: !setUp, refetchOnFocus: true });

  // Without the profile nobody knows whether setup is done: the gate stays closed.
  if (isMeError) return <ErrorScreen status={errorScreenStatusOf(meError)} />;
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
  if (locationStatus === 404) {
    return (
      <PublicFrame actions={<UserMenu />}>
        <ListingMissing onRetry={() => void refetchLocation()} />
      </PublicFrame>
    );
  }
  if (isLocationError && locationStatus !== 402) return <ErrorScreen status={errorScreenStatusOf(locationError)} />;
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
  const access = premiumAccess(subscriptionsQuery.data, eligibilityQuery.data?.isEligible);
  const accessError = [subscriptionsQuery, eligibilityQuery].find((query) => query.isError)?.error;
  if (access === 'loading' && accessError) return <ErrorScreen status={errorScreenStatusOf(accessError)} />;
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
