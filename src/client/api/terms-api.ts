import { API_ROUTES, pathOf, type AnswerOf } from '../../shared/api/routes';
import { baseApi } from './base-api';

/** A new account's acceptance of the terms of sale and the privacy policy (`update-info` with `hasAcceptedTerms`; no code needed). */
export const termsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    acceptTerms: build.mutation<AnswerOf<'updateInfo'>, void>({
      query: () => ({ url: pathOf('updateInfo'), method: API_ROUTES.updateInfo.method, body: { hasAcceptedTerms: true } }),
      invalidatesTags: ['Me'],
    }),
  }),
});

export const { useAcceptTermsMutation } = termsApi;
