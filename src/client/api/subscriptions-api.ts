import type { PaymentPlans, Subscription } from '../../shared/api/subscriptions';
import type { ManageSubscriptionAction } from '../../shared/subscriptions';
import { baseApi } from './base-api';

/** Subscription and payment calls: the owner's subscriptions, the free trial, the plans and the billing portal. */
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
