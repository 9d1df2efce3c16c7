import type Stripe from 'stripe';
import type { PlanPeriod, SubscriptionStatus } from '../../../shared/subscriptions';
import type { SubscriptionChange } from '../subscriptions';

/** Stripe status → ours (ARCHITECTURE "Contracts we chose"). */
export function statusFromStripe(status: Stripe.Subscription.Status): SubscriptionStatus {
  switch (status) {
    case 'active':
      return 'ACTIVE';
    case 'trialing':
      return 'TRIALING';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'SUSPENDED';
    default:
      // canceled, incomplete, incomplete_expired: no access.
      return 'CANCELLED';
  }
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));
const dateOf = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

/** The change a customer.subscription.* event carries; periods live on the items in recent API versions. */
export function changeFromSubscription(subscription: Stripe.Subscription, eventCreated: number): SubscriptionChange {
  const item = subscription.items?.data?.[0] as
    (Stripe.SubscriptionItem & { current_period_start?: number; current_period_end?: number }) | undefined;
  const legacy = subscription as Stripe.Subscription & { current_period_start?: number; current_period_end?: number };
  const interval = item?.price?.recurring?.interval;
  const planPeriod: PlanPeriod | null = interval === 'year' ? 'YEARLY' : interval === 'month' ? 'MONTHLY' : null;
  return {
    stripeSubscriptionId: subscription.id,
    customerId: idOf(subscription.customer)!,
    status: statusFromStripe(subscription.status),
    planPeriod,
    // Stripe leaves it out only for metered prices, which Bonavis does not sell: one establishment then.
    quantity: item?.quantity ?? 1,
    currentPeriodStart: dateOf(item?.current_period_start ?? legacy.current_period_start),
    currentPeriodEnd: dateOf(item?.current_period_end ?? legacy.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
    eventCreated: new Date(eventCreated * 1000),
  };
}

/** The subscription an invoice bills: `parent.subscription_details` now, `subscription` in older API versions. */
export function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const details = (invoice as Stripe.Invoice & { parent?: { subscription_details?: { subscription?: string | { id: string } } } }).parent
    ?.subscription_details?.subscription;
  const legacy = (invoice as Stripe.Invoice & { subscription?: string | { id: string } | null }).subscription;
  return idOf(details ?? legacy);
}

export { idOf as stripeId };
