import type Stripe from 'stripe';
import type { PaymentsProvider } from '../../adapters/payments/payments-provider';
import type { Database } from '../../db/client';
import { stripeEvents } from '../../db/schema';
import { AppError } from '../../errors';
import { createSubscriptionsService, type SubscriptionsService } from '../subscriptions/service';
import { changeFromSubscription, stripeId, subscriptionOfInvoice } from './stripe-events';

const SUBSCRIPTION_EVENTS = new Set(['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted']);

/**
 * Records a verified Stripe event and applies it, in one transaction: a failure keeps neither, so
 * Stripe's next delivery applies it; an event already recorded changes nothing. Returns the uid of
 * the owner to notify, null when nobody is, or 'duplicate'.
 */
export async function recordAndApply(db: Database, payments: PaymentsProvider, event: Stripe.Event): Promise<string | null | 'duplicate'> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
    if (!fresh) return 'duplicate' as const;
    return applyEvent(createSubscriptionsService(tx), payments, event);
  });
}

/** The subscription as Stripe holds it now; if Stripe cannot say, the delivery fails and Stripe retries it later. */
async function heldByStripe(payments: PaymentsProvider, subscriptionId: string) {
  try {
    return await payments.retrieveSubscription(subscriptionId);
  } catch {
    throw new AppError(503, 'PAYMENTS_UNAVAILABLE', 'Stripe could not be asked for the subscription; deliver the event again later');
  }
}

/** The subscription's state from the event, or from Stripe itself when an event of the same second was applied already. */
async function changeToApply(
  subscriptions: SubscriptionsService,
  payments: PaymentsProvider,
  subscription: Stripe.Subscription,
  created: number,
) {
  const order = await subscriptions.orderOf(subscription.id, new Date(created * 1000));
  if (order === 'older') return null;
  return changeFromSubscription(order === 'same-second' ? await heldByStripe(payments, subscription.id) : subscription, created);
}

/** Applies one event inside the webhook's transaction; returns the uid of the owner to notify, if any. */
async function applyEvent(subscriptions: SubscriptionsService, payments: PaymentsProvider, event: Stripe.Event): Promise<string | null> {
  const created = new Date(event.created * 1000);
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    const customerId = stripeId(session.customer);
    if (!session.client_reference_id || !customerId) return null;
    const user = await subscriptions.linkCustomer(session.client_reference_id, customerId);
    const subscriptionId = stripeId(session.subscription);
    if (user && subscriptionId && session.payment_status === 'paid') {
      await subscriptions.recordPaidCheckout(user.id, customerId, subscriptionId, created);
    }
    return user?.providerUid ?? null;
  }
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const subscription = event.data.object as Stripe.Subscription;
    const change = await changeToApply(subscriptions, payments, subscription, event.created);
    if (!change) return null;
    const result = await subscriptions.applyChange(change);
    if (!result) throw new AppError(409, 'CUSTOMER_NOT_LINKED', 'This customer is not linked to an account yet; Stripe will retry');
    return result.applied ? result.uid : null;
  }
  if (event.type === 'invoice.payment_failed') {
    const subscriptionId = subscriptionOfInvoice(event.data.object);
    if (!subscriptionId) return null;
    if ((await subscriptions.orderOf(subscriptionId, created)) === 'same-second') {
      const result = await subscriptions.applyChange(changeFromSubscription(await heldByStripe(payments, subscriptionId), event.created));
      return result?.applied ? result.uid : null;
    }
    return (await subscriptions.suspend(subscriptionId, created))?.uid ?? null;
  }
  return null;
}
