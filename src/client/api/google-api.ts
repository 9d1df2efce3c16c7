import { API_ROUTES, pathOf, type AnswerOf } from '../../shared/api/routes';
import type { SkipToken } from '@reduxjs/toolkit/query/react';
import { baseApi } from './base-api';
import {
  PER_ESTABLISHMENT,
  atEstablishment,
  establishmentTag,
  staleAfter,
  useAtEstablishment,
  useChosenOnly,
  type AtEstablishment,
  type EstablishmentQueryOptions,
} from './establishment-scope';

/**
 * The Google Business Profile connection of the establishment shown (the replies it publishes are in reviews-api). A
 * change makes that establishment's listing, reviews and figures stale.
 */
export const googleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    googleConnection: build.query<AnswerOf<'googleConnection'>, AtEstablishment>({
      ...PER_ESTABLISHMENT,
      query: ({ location }) => atEstablishment(location, pathOf('googleConnection')),
      providesTags: (_connection, _error, { location }) => [establishmentTag('Google', location)],
    }),
    startGoogleConsent: build.mutation<AnswerOf<'startGoogleConsent'>, void>({
      query: () => ({ url: pathOf('startGoogleConsent'), method: API_ROUTES.startGoogleConsent.method }),
    }),
    completeGoogleConsent: build.mutation<AnswerOf<'completeGoogleConsent'>, { code: string; state: string }>({
      query: (body) => ({ url: pathOf('completeGoogleConsent'), method: API_ROUTES.completeGoogleConsent.method, body }),
      invalidatesTags: (_answer, _error, _arg, meta) => staleAfter(meta, 'Google', 'Listing', 'Reviews', 'Dashboard'),
    }),
    chooseGoogleLocation: build.mutation<AnswerOf<'chooseGoogleLocation'>, string>({
      query: (name) => ({ url: pathOf('chooseGoogleLocation'), method: API_ROUTES.chooseGoogleLocation.method, body: { name } }),
      invalidatesTags: (_answer, _error, _arg, meta) => staleAfter(meta, 'Google', 'Listing', 'Reviews', 'Dashboard'),
    }),
    disconnectGoogle: build.mutation<AnswerOf<'disconnectGoogle'>, void>({
      query: () => ({ url: pathOf('disconnectGoogle'), method: API_ROUTES.disconnectGoogle.method }),
      invalidatesTags: (_answer, _error, _arg, meta) => staleAfter(meta, 'Google', 'Listing', 'Reviews', 'Dashboard'),
    }),
  }),
});

export const {
  useStartGoogleConsentMutation,
  useCompleteGoogleConsentMutation,
  useChooseGoogleLocationMutation,
  useDisconnectGoogleMutation,
} = googleApi;

/** The connection of the establishment shown. */
/** The Google connection of an establishment, perhaps not the one shown (a review's). */
export const useGoogleConnectionOfQuery = (location: number) => googleApi.useGoogleConnectionQuery(useAtEstablishment(location));
export const useGoogleConnectionQuery = (arg: void | SkipToken = undefined, options?: EstablishmentQueryOptions) =>
  googleApi.useGoogleConnectionQuery(useChosenOnly(arg), options);
