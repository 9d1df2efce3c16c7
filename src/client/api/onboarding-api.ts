import type { InferType } from 'yup';
import type { ListingLookup, ListingStatus, SyncJob } from '../../shared/api/listings';
import type { StoredCompanyInformation, StoredPersonalInformation } from '../../shared/api/onboarding';
import type { onboardingBodySchema } from '../../shared/validation/onboarding-schemas';
import { baseApi } from './base-api';

/** `POST /users/private/onboarding`, as the shared schema validates it on both sides. */
export type OnboardingBody = InferType<typeof onboardingBodySchema>;
/** The setup wizard's first and second steps' answers. */
export type PersonalInformation = OnboardingBody['userInformation'];
export type CompanyInformation = OnboardingBody['companyInformation'];

/** The setup wizard's calls and the owner's listing. */
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
      invalidatesTags: ['Listing'],
    }),
    listing: build.query<ListingStatus, void>({
      query: () => '/reviews/private/location',
      providesTags: ['Listing'],
    }),
    personalInformation: build.query<StoredPersonalInformation, void>({
      query: () => '/users/private/infos',
    }),
    companyInformation: build.query<StoredCompanyInformation, void>({
      query: () => '/users/private/company-information',
    }),
    // Each update answers what is now stored: it becomes the cached answer, with no second request.
    // After setup, a change of name or phone carries the two-factor token, as update-info does.
    updatePersonalInformation: build.mutation<StoredPersonalInformation, PersonalInformation & { twoFactorToken?: string }>({
      query: ({ twoFactorToken, ...body }) => ({
        url: '/users/private/update-personal-information',
        method: 'PUT',
        body,
        ...(twoFactorToken && { headers: { '2faToken': twoFactorToken } }),
      }),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(onboardingApi.util.upsertQueryData('personalInformation', undefined, data));
      },
    }),
    updateCompanyInformation: build.mutation<StoredCompanyInformation, CompanyInformation>({
      query: (body) => ({ url: '/users/private/update-company-information', method: 'PUT', body }),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(onboardingApi.util.upsertQueryData('companyInformation', undefined, data));
      },
    }),
  }),
});

export const {
  useResolveListingMutation,
  useCompleteOnboardingMutation,
  useInitSynchronizationMutation,
  useListingQuery,
  usePersonalInformationQuery,
  useCompanyInformationQuery,
  useUpdatePersonalInformationMutation,
  useUpdateCompanyInformationMutation,
} = onboardingApi;
