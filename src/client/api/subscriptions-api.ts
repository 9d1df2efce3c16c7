import type { ManageSubscriptionAction, PlanPeriod, SubscriptionStatus } from '../../shared/subscriptions';
import { baseApi } from './base-api';

/** The Subscription of spec §3, as `/subscriptions/private` returns it. */
export type Subscription = {
  id: number;
  status: SubscriptionStatus;
  planPeriod: PlanPeriod | null;
  isTrial: boolean;
  startDate: string;
  endDate: string | null;
  cancelAtPeriodEnd: boolean;
  trialDaysLeft: number | null;
};

export type PaymentPlans = { paymentLinks: { monthly: string | null; yearly: string | null }; payments: 'stripe' | 'disabled' };

/** Subscription and payment calls of spec §7. */
export const subscriptionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscriptions: build.query<Subscription[], void>({ query: () => '/subscriptions/private', providesTags: ['Subscriptions'] }),
    trialEligibility: build.query<{ isEligible: boolean }, void>({
      query: () => '/subscriptions/private/trial/eligible',
      providesTags: ['Subscriptions'],
    }),
    activateTrial: build.mutation<Subscription, void>({
      query: () => ({ url: '/subscriptions/private/trial/activate', method: 'POST' }),
      invalidatesTags: ['Subscriptions', 'Me'],
    }),
    manageSubscriptionLink: build.mutation<{ link: string }, ManageSubscriptionAction>({
      query: (action) => ({ url: '/payments/private/manage-subscription', params: { action } }),
    }),
    paymentPlans: build.query<PaymentPlans, void>({ query: () => '/payments/plans' }),
  }),
});

export const {
  useSubscriptionsQuery,
  useTrialEligibilityQuery,
  useActivateTrialMutation,
  useManageSubscriptionLinkMutation,
  usePaymentPlansQuery,
} = subscriptionsApi;
