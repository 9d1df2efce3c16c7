import type { User } from '../../shared/api/users';
import { baseApi } from './base-api';

/** A new account's acceptance of the terms of sale and the privacy policy (`update-info` with `hasAcceptedTerms`; no code needed). */
export const termsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    acceptTerms: build.mutation<User, void>({
      query: () => ({ url: '/users/private/update-info', method: 'PUT', body: { hasAcceptedTerms: true } }),
      invalidatesTags: ['Me'],
    }),
  }),
});

export const { useAcceptTermsMutation } = termsApi;
