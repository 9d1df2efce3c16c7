import { pathOf, type AnswerOf } from '../../shared/api/routes';
import { baseApi } from './base-api';

/** The owner's referral code and how many accounts its link brought (`/users/private/referrals`). */
export const referralsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    referrals: build.query<AnswerOf<'referrals'>, void>({ query: () => pathOf('referrals') }),
  }),
});

export const { useReferralsQuery } = referralsApi;
