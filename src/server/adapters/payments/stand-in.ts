import { createHmac, randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { PLAN_PRICES_EUR_HT, type PlanPeriod } from '../../../shared/subscriptions';
import { PaymentsDisabledError, type PaymentsProvider, type SignedDelivery, type StandInCheckout } from './payments-provider';
import { verifyStripeEvent } from './stripe-payments';

/** The stand-in keeps this many subscriptions (to answer `retrieveSubscription`), oldest dropped: it runs inside the server. */
export const STAND_IN_MAX_SUBSCRIPTIONS = 1000;

const idOf = (prefix: string) => `${prefix}_standin_${randomBytes(12).toString('base64url')}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The end of a period that starts at `start`, as Stripe bills it: one calendar month or year later. */
function periodEnd(start: Date, plan: PlanPeriod): Date {
  const end = new Date(start);
  if (plan === 'YEARLY') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** Stripe's signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" keyed by the endpoint secret>`. */
export function stripeSignature(body: string, secret: string, at: Date): string {
  const timestamp = seconds(at);
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The subscription Stripe creates for a paid checkout: one item of `quantity` establishments at the plan's price. */
function subscriptionOf(id: string, customer: string, plan: PlanPeriod, quantity: number, start: Date) {
  const interval = plan === 'YEARLY' ? 'year' : 'month';
  // Cents, per establishment and billing period: the yearly plan bills twelve months at its monthly price.
  const unitAmount = plan === 'YEARLY' ? PLAN_PRICES_EUR_HT.yearly * 12 * 100 : PLAN_PRICES_EUR_HT.monthly * 100;
  const [periodStart, end] = [seconds(start), seconds(periodEnd(start, plan))];
  return {
    id,
    object: 'subscription',
    customer,
    status: 'active',
    cancel_at_period_end: false,
    collection_method: 'charge_automatically',
    created: periodStart,
    currency: 'eur',
    livemode: false,
    metadata: {},
    start_date: periodStart,
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
      data: [
        {
          id: idOf('si'),
          object: 'subscription_item',
          created: periodStart,
          current_period_start: periodStart,
          current_period_end: end,
          quantity,
          subscription: id,
          price: {
            id: `price_standin_${plan.toLowerCase()}`,
            object: 'price',
            active: true,
            currency: 'eur',
            type: 'recurring',
            billing_scheme: 'per_unit',
            tax_behavior: 'exclusive',
            unit_amount: unitAmount,
            recurring: { interval, interval_count: 1, usage_type: 'licensed' },
          },
        },
      ],
    },
  } as unknown as Stripe.Subscription;
}

/**
 * Stripe played locally, for a server without Stripe keys outside production: a checkout is answered with the events
 * Stripe sends after a paid Checkout (`checkout.session.completed`, then `customer.subscription.created`), shaped as
 * Stripe's and signed as Stripe signs them, with a secret made at start that never leaves the process. So the webhook's
 * own code (signature, idempotency, ordering, status mapping) applies them, and nothing outside can sign one.
 */
export function createPaymentsStandIn({ secret = `whsec_${randomBytes(24).toString('base64url')}` } = {}): PaymentsProvider {
  // Only its webhook helpers are used: no call ever leaves for api.stripe.com.
  const stripe = new Stripe('sk_test_stand_in_offline');
  const held = new Map<string, Stripe.Subscription>();
  let sequence = 0;

  function hold(subscription: Stripe.Subscription) {
    held.delete(subscription.id);
    held.set(subscription.id, subscription);
    while (held.size > STAND_IN_MAX_SUBSCRIPTIONS) held.delete(held.keys().next().value as string);
  }

  function delivery(type: string, object: object, at: Date): SignedDelivery {
    const event = {
      id: `evt_standin_${randomBytes(12).toString('base64url')}${++sequence}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: seconds(at),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
    const body = JSON.stringify(event);
    return { body, signature: stripeSignature(body, secret, at) };
  }

  const checkout: StandInCheckout['checkout'] = ({ clientReferenceId, plan, quantity, now = new Date() }) => {
    const customer = idOf('cus');
    const subscription = subscriptionOf(idOf('sub'), customer, plan, quantity, now);
    hold(subscription);
    const session = {
      id: idOf('cs'),
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: clientReferenceId,
      customer,
      subscription: subscription.id,
      currency: 'eur',
      livemode: false,
      metadata: {},
    };
    return {
      subscriptionId: subscription.id,
      deliveries: [delivery('checkout.session.completed', session, now), delivery('customer.subscription.created', subscription, now)],
    };
  };

  return {
    kind: 'stand-in',
    standIn: { checkout },
    verifyWebhook: (rawBody, signature) => verifyStripeEvent(stripe, rawBody, signature, secret),
    async retrieveSubscription(id) {
      const subscription = held.get(id);
      if (!subscription) throw new Error(`No such subscription: '${id}'`);
      return subscription;
    },
    // No billing portal offline: the owner is told payments are not configured.
    portalLink: async () => {
      throw new PaymentsDisabledError();
    },
    async cancelSubscription(id) {
      // One it no longer holds counts as ended, as a subscription Stripe deleted does.
      const subscription = held.get(id);
      if (subscription) hold({ ...subscription, status: 'canceled' });
    },
    async setQuantity(id, quantity) {
      const subscription = held.get(id);
      if (!subscription) throw new Error(`No such subscription: '${id}'`);
      const [item, ...others] = subscription.items.data;
      if (item.quantity === quantity) return [];
      const updated = { ...subscription, items: { ...subscription.items, data: [{ ...item, quantity }, ...others] } };
      hold(updated);
      return [delivery('customer.subscription.updated', updated, new Date())];
    },
  };
}
