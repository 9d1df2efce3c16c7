import type Stripe from 'stripe';
import type { ManageSubscriptionAction, PlanPeriod } from '../../../shared/subscriptions';

/** A webhook delivery as Stripe posts it: the exact JSON bytes and their `Stripe-Signature` header. */
export type SignedDelivery = { body: string; signature: string };

/**
 * Stripe played locally when no keys are set (never in production): it answers a checkout with the events Stripe
 * would send, signed with its own secret, which its `verifyWebhook` accepts (adapters/payments/stand-in.ts).
 */
export type StandInCheckout = {
  /** A paid checkout of `quantity` establishments on `plan`, as the deliveries Stripe would make, in order. */
  checkout(input: { clientReferenceId: string; plan: PlanPeriod; quantity: number; now?: Date }): {
    subscriptionId: string;
    deliveries: SignedDelivery[];
  };
};

/** Payments as the app uses them: signed webhooks in, billing-portal links out. */
export type PaymentsProvider = {
  /** Stripe itself; its local stand-in (no keys, outside production); or nothing (no keys in production). */
  kind: 'stripe' | 'stand-in' | 'disabled';
  /** The stand-in's checkout; null for Stripe itself and for disabled payments. */
  standIn: StandInCheckout | null;
  /** The event a webhook carries, after checking its signature; throws WebhookSignatureError otherwise. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event;
  /** The subscription as Stripe holds it now (to settle two events stamped with the same second). */
  retrieveSubscription(id: string): Promise<Stripe.Subscription>;
  /** A billing portal session for the customer, opened on the flow that matches the action. */
  portalLink(input: {
    customerId: string;
    subscriptionId: string | null;
    action: ManageSubscriptionAction;
    returnUrl: string;
  }): Promise<string>;
  /** Ends the subscription now, so nothing more is charged; one already ended or unknown to Stripe counts as ended. */
  cancelSubscription(id: string): Promise<void>;
  /**
   * Sets how many establishments the subscription pays for: more are billed at once for the rest of the period
   * (prorated), fewer from the next period on (no credit back). Stripe then sends `customer.subscription.updated`
   * itself; the stand-in answers that delivery, for the webhook's code to apply.
   */
  setQuantity(subscriptionId: string, quantity: number): Promise<SignedDelivery[]>;
};

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export class PaymentsDisabledError extends Error {
  constructor() {
    super('Payments are not configured');
    this.name = 'PaymentsDisabledError';
  }
}
