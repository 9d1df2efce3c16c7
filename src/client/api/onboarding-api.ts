import type { InferType } from 'yup';
import { API_ROUTES, pathOf, type AnswerOf } from '../../shared/api/routes';
import type { onboardingBodySchema } from '../../shared/validation/onboarding-schemas';
import type { SkipToken } from '@reduxjs/toolkit/query/react';
import { baseApi } from './base-api';
import {
  PER_ESTABLISHMENT,
  atEstablishment,
  chosenIn,
  establishmentTag,
  staleAfter,
  useAtEstablishment,
  useChosenOnly,
  type AtEstablishment,
  type EstablishmentQueryOptions,
} from './establishment-scope';

/** `POST /users/private/onboarding`, as the shared schema validates it on both sides. */
export type OnboardingBody = InferType<typeof onboardingBodySchema>;
/** The setup wizard's first and second steps' answers. */
export type PersonalInformation = OnboardingBody['userInformation'];
export type CompanyInformation = OnboardingBody['companyInformation'];

/**
 * The setup wizard's calls, the listing of the establishment shown, and the company of its organisation (cached per
 * establishment too: another organisation's establishment has another company).
 */
export const onboardingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    resolveListing: build.mutation<AnswerOf<'resolveListing'>, string>({
      query: (url) => ({ url: pathOf('resolveListing'), method: API_ROUTES.resolveListing.method, body: { url } }),
    }),
    completeOnboarding: build.mutation<AnswerOf<'completeOnboarding'>, OnboardingBody>({
      query: (body) => ({ url: pathOf('completeOnboarding'), method: API_ROUTES.completeOnboarding.method, body }),
    }),
    initSynchronization: build.mutation<AnswerOf<'initSynchronization'>, void>({
      query: () => ({ url: pathOf('initSynchronization'), method: API_ROUTES.initSynchronization.method }),
      invalidatesTags: (_job, _error, _arg, meta) => staleAfter(meta, 'Listing'),
    }),
    listing: build.query<AnswerOf<'listing'>, AtEstablishment>({
      ...PER_ESTABLISHMENT,
      query: ({ location }) => atEstablishment(location, pathOf('listing')),
      providesTags: (_listing, _error, { location }) => [establishmentTag('Listing', location)],
    }),
    // The switch moves at once; a refused save puts it back.
    saveListingNameArticle: build.mutation<AnswerOf<'saveListingNameArticle'>, { nameKeepsArticle: boolean }>({
      query: (body) => ({ url: pathOf('saveListingNameArticle'), method: API_ROUTES.saveListingNameArticle.method, body }),
      onQueryStarted: async ({ nameKeepsArticle }, { dispatch, getState, queryFulfilled }) => {
        const patch = dispatch(
          onboardingApi.util.updateQueryData('listing', chosenIn(getState), (listing) => {
            listing.nameKeepsArticle = nameKeepsArticle;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    personalInformation: build.query<AnswerOf<'personalInformation'>, void>({
      query: () => pathOf('personalInformation'),
    }),
    companyInformation: build.query<AnswerOf<'companyInformation'>, AtEstablishment>({
      ...PER_ESTABLISHMENT,
      query: ({ location }) => atEstablishment(location, pathOf('companyInformation')),
    }),
    // Each update answers what is now stored: it becomes the cached answer, with no second request.
    // After setup, a change of name or phone carries the two-factor token, as update-info does.
    updatePersonalInformation: build.mutation<AnswerOf<'updatePersonalInformation'>, PersonalInformation & { twoFactorToken?: string }>({
      query: ({ twoFactorToken, ...body }) => ({
        url: pathOf('updatePersonalInformation'),
        method: API_ROUTES.updatePersonalInformation.method,
        body,
        ...(twoFactorToken && { headers: { '2faToken': twoFactorToken } }),
      }),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(onboardingApi.util.upsertQueryData('personalInformation', undefined, data));
      },
    }),
    updateCompanyInformation: build.mutation<AnswerOf<'updateCompanyInformation'>, CompanyInformation>({
      query: (body) => ({ url: pathOf('updateCompanyInformation'), method: API_ROUTES.updateCompanyInformation.method, body }),
      onQueryStarted: async (_arg, { dispatch, getState, queryFulfilled }) => {
        const chosen = chosenIn(getState);
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(onboardingApi.util.upsertQueryData('companyInformation', chosen, data));
      },
    }),
    // The company address proves itself with a code mailed to it; the answer is the stored company, proof included.
    sendCompanyEmailCode: build.mutation<AnswerOf<'sendCompanyEmailCode'>, { language: string }>({
      query: (body) => ({ url: pathOf('sendCompanyEmailCode'), method: API_ROUTES.sendCompanyEmailCode.method, body }),
    }),
    verifyCompanyEmail: build.mutation<AnswerOf<'verifyCompanyEmail'>, { otp: string }>({
      query: (body) => ({ url: pathOf('verifyCompanyEmail'), method: API_ROUTES.verifyCompanyEmail.method, body }),
      onQueryStarted: async (_arg, { dispatch, getState, queryFulfilled }) => {
        const chosen = chosenIn(getState);
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(onboardingApi.util.upsertQueryData('companyInformation', chosen, data));
      },
    }),
  }),
});

export const {
  useResolveListingMutation,
  useCompleteOnboardingMutation,
  useInitSynchronizationMutation,
  useSaveListingNameArticleMutation,
  usePersonalInformationQuery,
  useUpdatePersonalInformationMutation,
  useUpdateCompanyInformationMutation,
  useSendCompanyEmailCodeMutation,
  useVerifyCompanyEmailMutation,
} = onboardingApi;

/** The listing of the establishment shown. */
export const useListingQuery = (arg: void | SkipToken = undefined, options?: EstablishmentQueryOptions) =>
  onboardingApi.useListingQuery(useChosenOnly(arg), options);
/** The listing of an establishment, perhaps not the one shown (a review's). */
export const useListingOfQuery = (location: number) => onboardingApi.useListingQuery(useAtEstablishment(location));
/** The company of the organisation of the establishment shown. */
export const useCompanyInformationQuery = (arg: void | SkipToken = undefined, options?: EstablishmentQueryOptions) =>
  onboardingApi.useCompanyInformationQuery(useChosenOnly(arg), options);
