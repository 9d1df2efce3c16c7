import type { GoogleConnection, GoogleConsentStart } from '../../shared/api/google';
import { baseApi } from './base-api';

/** The Google Business Profile connection (the replies it publishes are in reviews-api). */
export const googleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    googleConnection: build.query<GoogleConnection, void>({ query: () => '/users/private/google', providesTags: ['Google'] }),
    startGoogleConsent: build.mutation<GoogleConsentStart, void>({
      query: () => ({ url: '/users/private/oauth/redirect/url', method: 'POST' }),
    }),
    completeGoogleConsent: build.mutation<GoogleConnection, { code: string; state: string }>({
      query: (body) => ({ url: '/users/private/oauth/redirect/handler', method: 'POST', body }),
      invalidatesTags: ['Google', 'Listing', 'Reviews', 'Dashboard'],
    }),
    chooseGoogleLocation: build.mutation<GoogleConnection, string>({
      query: (name) => ({ url: '/users/private/google/location', method: 'PUT', body: { name } }),
      invalidatesTags: ['Google', 'Listing', 'Reviews', 'Dashboard'],
    }),
    disconnectGoogle: build.mutation<GoogleConnection, void>({
      query: () => ({ url: '/users/private/google', method: 'DELETE' }),
      invalidatesTags: ['Google', 'Listing', 'Reviews', 'Dashboard'],
    }),
  }),
});

export const {
  useGoogleConnectionQuery,
  useStartGoogleConsentMutation,
  useCompleteGoogleConsentMutation,
  useChooseGoogleLocationMutation,
  useDisconnectGoogleMutation,
} = googleApi;
