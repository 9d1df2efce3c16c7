import { API_ROUTES, pathOf, type AnswerOf } from '../../shared/api/routes';
import { baseApi } from './base-api';

/** The Google Business Profile connection (the replies it publishes are in reviews-api). */
export const googleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    googleConnection: build.query<AnswerOf<'googleConnection'>, void>({
      query: () => pathOf('googleConnection'),
      providesTags: ['Google'],
    }),
    startGoogleConsent: build.mutation<AnswerOf<'startGoogleConsent'>, void>({
      query: () => ({ url: pathOf('startGoogleConsent'), method: API_ROUTES.startGoogleConsent.method }),
    }),
    completeGoogleConsent: build.mutation<AnswerOf<'completeGoogleConsent'>, { code: string; state: string }>({
      query: (body) => ({ url: pathOf('completeGoogleConsent'), method: API_ROUTES.completeGoogleConsent.method, body }),
      invalidatesTags: ['Google', 'Listing', 'Reviews', 'Dashboard'],
    }),
    chooseGoogleLocation: build.mutation<AnswerOf<'chooseGoogleLocation'>, string>({
      query: (name) => ({ url: pathOf('chooseGoogleLocation'), method: API_ROUTES.chooseGoogleLocation.method, body: { name } }),
      invalidatesTags: ['Google', 'Listing', 'Reviews', 'Dashboard'],
    }),
    disconnectGoogle: build.mutation<AnswerOf<'disconnectGoogle'>, void>({
      query: () => ({ url: pathOf('disconnectGoogle'), method: API_ROUTES.disconnectGoogle.method }),
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
