/** Plans, prices and allowances, shared by the pricing page and the API. */
export const TRIAL_DAYS = 7;
export const PLAN_PRICES_EUR_HT = { trial: 0, monthly: 80, yearly: 70 } as const;
export const YEARLY_SAVING_PERCENT = 5;
/** The paid plans are priced per establishment: a subscription pays for this many (its quantity). */
export const SUBSCRIPTION_QUANTITY = { min: 1, max: 100 } as const;

/** AI reply credits: a paid plan is topped up to this each billing period; the trial gets fewer. */
export const AI_CREDITS = { trial: 30, paidMonthly: 500 } as const;

export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'TRIALING', 'CANCELLED', 'SUSPENDED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PLAN_PERIODS = ['MONTHLY', 'YEARLY'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

/** Only these let an owner past the premium gate (besides the free trial still to take). */
export const ACCESS_STATUSES: readonly SubscriptionStatus[] = ['ACTIVE', 'TRIALING'];

export const MANAGE_SUBSCRIPTION_ACTIONS = [
  'update_payment_method',
  'cancel_subscription',
  'upgrade_subscription',
  'manage_subscription',
] as const;
export type ManageSubscriptionAction = (typeof MANAGE_SUBSCRIPTION_ACTIONS)[number];

/** A Stripe payment link prefilled with the owner's e-mail, and their uid as client reference (so Stripe links the payment to the account). */
export function paymentLinkUrl(link: string, email: string, providerUid: string): string {
  const url = new URL(link);
  url.searchParams.set('prefilled_email', email);
  url.searchParams.set('client_reference_id', providerUid);
  return url.toString();
}
