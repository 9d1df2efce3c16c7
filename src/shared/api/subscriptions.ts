import type { PlanPeriod, SubscriptionStatus } from '../subscriptions';

/** A subscription as `/subscriptions/private` returns it: the free trial or a Stripe subscription. */
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
