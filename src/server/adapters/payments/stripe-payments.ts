import Stripe from 'stripe';
import type { ManageSubscriptionAction } from '../../../shared/subscriptions';
import { PaymentsDisabledError, WebhookSignatureError, type PaymentsProvider } from './payments-provider';

type StripeOptions = { secretKey: string; webhookSecret: string; apiBaseUrl: string | null };

/** The portal flow that lands the owner on the page the action names (update payment method, cancel, upgrade, manage). */
function flowFor(
  action: ManageSubscriptionAction,
  subscriptionId: string | null,
): Stripe.BillingPortal.SessionCreateParams.FlowData | undefined {
  if (action === 'update_payment_method') return { type: 'payment_method_update' };
  if (!subscriptionId || action === 'manage_subscription') return undefined;
  if (action === 'cancel_subscription') return { type: 'subscription_cancel', subscription_cancel: { subscription: subscriptionId } };
  return { type: 'subscription_update', subscription_update: { subscription: subscriptionId } };
}

/** A webhook's event once its `Stripe-Signature` (`t=…,v1=HMAC-SHA256`) is checked on the exact bytes, by Stripe's SDK. */
export function verifyStripeEvent(stripe: Stripe, rawBody: Buffer, signature: string | undefined, secret: string): Stripe.Event {
  if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
  }
}

/** Stripe through its official SDK; `apiBaseUrl` points it elsewhere (stripe-mock, or recorded answers in tests). */
export function createStripePayments({ secretKey, webhookSecret, apiBaseUrl }: StripeOptions): PaymentsProvider {
  const base = apiBaseUrl ? new URL(apiBaseUrl) : null;
  const stripe = new Stripe(secretKey, {
    ...(base && { host: base.hostname, port: Number(base.port) || undefined, protocol: base.protocol === 'http:' ? 'http' : 'https' }),
    maxNetworkRetries: 1,
    timeout: 20_000,
  });
  return {
    kind: 'stripe',
    standIn: null,
    verifyWebhook: (rawBody, signature) => verifyStripeEvent(stripe, rawBody, signature, webhookSecret),
    retrieveSubscription: (id) => stripe.subscriptions.retrieve(id),
    async portalLink({ customerId, subscriptionId, action, returnUrl }) {
      const flow = flowFor(action, subscriptionId);
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        ...(flow && { flow_data: { ...flow, after_completion: { type: 'redirect', redirect: { return_url: returnUrl } } } }),
      });
      return session.url;
    },
    async cancelSubscription(id) {
      try {
        await stripe.subscriptions.cancel(id);
      } catch (error) {
        // Deleted on Stripe's side, or ended already (a second try after a failure): nothing left to stop.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return;
        const held = await stripe.subscriptions.retrieve(id);
        if (!ENDED_STATUSES.has(held.status)) throw error;
      }
    },
    async setQuantity(id, quantity) {
      const [item] = (await stripe.subscriptions.retrieve(id)).items.data;
      if (!item || item.quantity === quantity) return [];
      const more = quantity > (item.quantity ?? 1);
      await stripe.subscriptions.update(id, {
        items: [{ id: item.id, quantity }],
        proration_behavior: more ? 'create_prorations' : 'none',
      });
      // Stripe posts the change to the webhook.
      return [];
    },
  };
}

const ENDED_STATUSES = new Set<Stripe.Subscription.Status>(['canceled', 'incomplete_expired']);

/** No Stripe keys: webhooks are refused and portal links cannot be made; the free trial still works. */
export function createDisabledPayments(): PaymentsProvider {
  return {
    kind: 'disabled',
    standIn: null,
    verifyWebhook: () => {
      throw new PaymentsDisabledError();
    },
    retrieveSubscription: async () => {
      throw new PaymentsDisabledError();
    },
    portalLink: async () => {
      throw new PaymentsDisabledError();
    },
    cancelSubscription: async () => {
      throw new PaymentsDisabledError();
    },
    setQuantity: async () => {
      throw new PaymentsDisabledError();
    },
  };
}
