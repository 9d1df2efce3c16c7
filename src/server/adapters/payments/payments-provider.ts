import type Stripe from 'stripe';
import type { ManageSubscriptionAction } from '../../../shared/subscriptions';

/** Payments as the app uses them: signed webhooks in, billing-portal links out. */
export type PaymentsProvider = {
  kind: 'stripe' | 'disabled';
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
