import type { Referrals } from '../../shared/api/users';
import { baseApi } from './base-api';

/** The owner's referral code and how many accounts its link brought (`/users/private/referrals`). */
export const referralsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    referrals: build.query<Referrals, void>({ query: () => '/users/private/referrals' }),
  }),
});

export const { useReferralsQuery } = referralsApi;
