import { API_ROUTES, pathOf, type AnswerOf } from '../../shared/api/routes';
import type { ManageSubscriptionAction, PlanPeriod } from '../../shared/subscriptions';
import { baseApi } from './base-api';

/** Subscription and payment calls: the owner's subscriptions, the free trial, the plans and the billing portal. */
export const subscriptionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscriptions: build.query<AnswerOf<'subscriptions'>, void>({ query: () => pathOf('subscriptions'), providesTags: ['Subscriptions'] }),
    trialEligibility: build.query<AnswerOf<'trialEligibility'>, void>({
      query: () => pathOf('trialEligibility'),
      providesTags: ['Subscriptions'],
    }),
    activateTrial: build.mutation<AnswerOf<'activateTrial'>, void>({
      query: () => ({ url: pathOf('activateTrial'), method: API_ROUTES.activateTrial.method }),
      invalidatesTags: ['Subscriptions', 'Me'],
    }),
    manageSubscriptionLink: build.mutation<AnswerOf<'manageSubscriptionLink'>, ManageSubscriptionAction>({
      query: (action) => ({ url: pathOf('manageSubscriptionLink'), params: { action } }),
    }),
    paymentPlans: build.query<AnswerOf<'paymentPlans'>, void>({ query: () => pathOf('paymentPlans') }),
    /** The stand-in's paid checkout (server without Stripe keys): the subscription, and the AI credits it gives. */
    standInCheckout: build.mutation<AnswerOf<'standInCheckout'>, { plan: PlanPeriod; quantity: number }>({
      query: (body) => ({ url: pathOf('standInCheckout'), method: API_ROUTES.standInCheckout.method, body }),
      invalidatesTags: ['Subscriptions', 'Me'],
    }),
  }),
});

export const {
  useSubscriptionsQuery,
  useTrialEligibilityQuery,
  useActivateTrialMutation,
  useManageSubscriptionLinkMutation,
  usePaymentPlansQuery,
  useStandInCheckoutMutation,
} = subscriptionsApi;
