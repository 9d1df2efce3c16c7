import { errorCodeOf } from '../../api/api-error';
import { useListingQuery } from '../../api/onboarding-api';
import { useOrganizationsQuery } from '../../api/organizations-api';
import { useSubscriptionsQuery, useTrialEligibilityQuery } from '../../api/subscriptions-api';
import { useMeQuery } from '../../api/users-api';
import { useKeptInvitation } from '../../features/invitation/kept-invitation';
import { premiumAccess } from '../../features/subscription/premium-access';
import { useAppSelector } from '../../state/typed-hooks';
import type { User } from '../../../shared/api/users';
import type { ListingStatus } from '../../../shared/api/listings';

/** While a sync runs, the server is asked now and then too, in case a realtime event was missed. */
const SYNC_POLL_MS = 5000;

/** Where a signed-in owner stands, in the order the gate checks it. */
export type SetupStage =
  | { stage: 'loading' }
  | { stage: 'error'; error: unknown }
  | { stage: 'terms' }
  | { stage: 'wizard' }
  | { stage: 'invitation' }
  | { stage: 'listingMissing'; retry: () => void }
  | { stage: 'syncing'; location: ListingStatus }
  | { stage: 'premiumRequired'; user: User }
  | { stage: 'open' };

/**
 * The protected gate's decision once signed in: a new account first accepts the terms (nothing
 * works before, the server refuses too); an account whose setup is not done sees the wizard,
 * whatever page it asked for, or the invitation this tab was opened with; then the listing sync
 * screen until the reviews are in; then the plans unless a subscription (or the free trial still to
 * take) lets it in. A member of an organisation is set up by joining it: no wizard, and no plans or
 * trial of their own (the organisation's plan decides, on the server).
 */
export function useSetupStage(): SetupStage {
  const { data: me, isError: isMeError, error: meError } = useMeQuery();
  const sync = useAppSelector((state) => state.sync);
  const termsAccepted = me !== undefined && me.termsAcceptedAt !== null;
  const ownSetup = termsAccepted && me?.hasDoneProfileSetup === true;
  const organizations = useOrganizationsQuery(undefined, { skip: !termsAccepted });
  const isMember = (organizations.data?.length ?? 0) > 0;
  // The plans are those of whoever pays for the screens: the owner of the organisation shown. An owner who transferred
  // it is a member there like any other (the server reads the new owner's plan); a member made owner now pays.
  const chosenId = useAppSelector((state) => state.settings.establishmentId);
  const shown = organizations.data?.find(({ establishments }) => establishments.some(({ id }) => id === chosenId));
  const single = organizations.data?.length === 1 ? organizations.data[0] : undefined;
  const payingFor = shown ?? single;
  const pays = payingFor ? payingFor.role === 'owner' : ownSetup;
  const setupDone = ownSetup || isMember;
  const invitation = useKeptInvitation();
  const {
    data: location,
    isLoading: isLocationLoading,
    isError: isLocationError,
    error: locationError,
    refetch: refetchLocation,
  } = useListingQuery(undefined, { skip: !setupDone });
  const locationCode = isLocationError ? errorCodeOf(locationError) : undefined;
  // A sync this tab followed ends on its completion screen until the owner leaves it.
  const followedSync = sync.jobId !== null && !sync.acknowledged;
  // The setup's sync screen is the first establishment's: one added later synchronises inside the app
  // (EstablishmentSyncBanner), the others staying at hand.
  const establishmentsSeen = organizations.data?.reduce((count, organization) => count + organization.establishments.length, 0) ?? 0;
  const syncing =
    location !== undefined && establishmentsSeen <= 1 && ((!location.hasBeenSynchronized && !sync.acknowledged) || followedSync);
  useListingQuery(undefined, { skip: !syncing, pollingInterval: SYNC_POLL_MS });

  // Several establishments and none chosen yet: no one listing to wait for (the app's establishment gate chooses).
  const severalEstablishments = locationCode === 'LOCATION_REQUIRED';
  // A refused subscription on the listing is the subscription's to explain, as on any product call.
  const setUp = pays && (locationCode === 'PREMIUM_REQUIRED' || severalEstablishments || (!syncing && location !== undefined));
  const subscriptionsQuery = useSubscriptionsQuery(undefined, { skip: !setUp, refetchOnFocus: true });
  const eligibilityQuery = useTrialEligibilityQuery(undefined, { skip: !setUp, refetchOnFocus: true });

  // Without the profile nobody knows whether setup is done: the gate stays closed.
  if (isMeError) return { stage: 'error', error: meError };
  if (!me || isLocationLoading || organizations.isLoading) return { stage: 'loading' };
  if (!termsAccepted) return { stage: 'terms' };
  if (!ownSetup) {
    if (organizations.isError) return { stage: 'error', error: organizations.error };
    // Still empty while it is read again (an invitation just accepted): neither the wizard nor the invitation yet.
    if (!isMember && (organizations.isFetching || !organizations.data)) return { stage: 'loading' };
    if (!isMember) return { stage: invitation ? 'invitation' : 'wizard' };
  }
  if (locationCode === 'LOCATION_NOT_FOUND') return { stage: 'listingMissing', retry: () => void refetchLocation() };
  const passes = locationCode === 'PREMIUM_REQUIRED' || severalEstablishments;
  if (isLocationError && !passes) return { stage: 'error', error: locationError };
  if (location && syncing) return { stage: 'syncing', location };
  if (!pays) return { stage: 'open' };
  // A subscription with access, or the trial still to take, or the plans.
  const access = premiumAccess(subscriptionsQuery.data, eligibilityQuery.data?.isEligible);
  const accessError = [subscriptionsQuery, eligibilityQuery].find((query) => query.isError)?.error;
  if (access === 'loading') return accessError ? { stage: 'error', error: accessError } : { stage: 'loading' };
  if (access === 'premium-required') return { stage: 'premiumRequired', user: me };
  return { stage: 'open' };
}
