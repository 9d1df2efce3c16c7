import type { ListingPreview } from '../../shared/api/listings';
import { baseApi } from './base-api';
import type { CompanyInfoForm, PersonalInfoForm } from '../features/onboarding/wizard-slice';

/** The lookup result the wizard previews (spec §3 Location), and whether it is demonstration data. */
export type ListingLookup = ListingPreview & { demo: boolean };

export type SyncJob = { id: number; status: 'running' | 'done' | 'failed'; percent: number; fetched: number; total: number | null };

/** The Stored location of spec §3, with its latest synchronisation. */
export type StoredLocation = {
  providerId: string;
  cover: string | null;
  name: string;
  category: string | null;
  address: string | null;
  averageRating: number | null;
  url: string | null;
  shortUrl: string;
  hasBeenSynchronized: boolean;
  demo: boolean;
  synchronization: SyncJob | null;
};

export type OnboardingBody = { userInformation: PersonalInfoForm; companyInformation: CompanyInfoForm; url: string };

/** Setup wizard and listing calls of spec §7. */
export const onboardingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    resolveListing: build.mutation<ListingLookup, string>({
      query: (url) => ({ url: '/reviews/resolve-original-url', method: 'POST', body: { url } }),
    }),
    completeOnboarding: build.mutation<{ hasDoneProfileSetup: boolean }, OnboardingBody>({
      query: (body) => ({ url: '/users/private/onboarding', method: 'POST', body }),
    }),
    initSynchronization: build.mutation<SyncJob, void>({
      query: () => ({ url: '/reviews/private/init-synchronization', method: 'PATCH' }),
      invalidatesTags: ['Location'],
    }),
    location: build.query<StoredLocation, void>({
      query: () => '/reviews/private/location',
      providesTags: ['Location'],
    }),
  }),
});

export const { useResolveListingMutation, useCompleteOnboardingMutation, useInitSynchronizationMutation, useLocationQuery } = onboardingApi;
