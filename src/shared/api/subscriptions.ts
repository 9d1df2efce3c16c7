import { PLAN_PERIODS, SUBSCRIPTION_STATUSES } from '../subscriptions';
import { boolean, integer, isoDate, nullable, object, oneOf, string, type Static } from './schema';

/** A subscription as `/subscriptions/private` returns it: the free trial or a Stripe subscription. */
export const SubscriptionSchema = object({
  id: integer(),
  status: oneOf(SUBSCRIPTION_STATUSES),
  planPeriod: nullable(oneOf(PLAN_PERIODS)),
  /** Establishments paid for (the price is per establishment); 1 for the free trial. */
  quantity: integer(),
  isTrial: boolean(),
  startDate: isoDate(),
  endDate: nullable(isoDate()),
  cancelAtPeriodEnd: boolean(),
  trialDaysLeft: nullable(integer()),
});
export type Subscription = Static<typeof SubscriptionSchema>;

/**
 * `GET /payments/plans`: where to subscribe, and who takes payments: Stripe, the local stand-in (no Stripe keys, outside
 * production: « S'abonner » opens the demonstration checkout), or nobody.
 */
export const PaymentPlansSchema = object({
  paymentLinks: object({ monthly: nullable(string()), yearly: nullable(string()) }),
  payments: oneOf(['stripe', 'stand-in', 'disabled'] as const),
});
export type PaymentPlans = Static<typeof PaymentPlansSchema>;
