import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { ManageSubscriptionAction, PlanPeriod } from '../../../shared/subscriptions';
import { PaymentsDisabledError, WebhookSignatureError, type PaymentsProvider } from '../../adapters/payments/payments-provider';
import type { Database, Queryable } from '../../db/client';
import { stripeEvents } from '../../db/schema';
import { AppError } from '../../errors';
import type { Realtime } from '../../plugins/realtime';
import { hasSubscriptionAccess, stripeChanges, type SubscriptionRow, type SubscriptionsService } from '../subscriptions';
import { changeFromSubscription, stripeId, subscriptionOfInvoice } from './stripe-events';
import { PATHS } from '../../../shared/app-paths';

const SUBSCRIPTION_EVENTS = new Set(['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted']);

export type BillingDependencies = {
  db: Database;
  provider: PaymentsProvider;
  subscriptions: Pick<SubscriptionsService, 'billingTarget' | 'list'>;
  /** Tells an owner's open screens that their subscription changed. */
  realtime: Realtime;
  publicUrl: string;
  log: FastifyBaseLogger;
};

/** Stripe's side of the subscriptions: its signed events, and the billing portal. */
export function createBillingService({ db, provider, subscriptions, realtime, publicUrl, log }: BillingDependencies) {
  /**
   * Verifies a delivery, then records the event and applies it in one transaction: a failure keeps neither, so
   * Stripe's next delivery applies it; an event already recorded changes nothing. The owner it changed is told.
   */
  async function receive(body: Buffer, signature: string | undefined): Promise<{ received: true; duplicate?: true }> {
    let event: Stripe.Event;
    try {
      event = provider.verifyWebhook(body, signature);
    } catch (error) {
      if (error instanceof PaymentsDisabledError) throw new AppError(503, 'PAYMENTS_DISABLED', 'Payments are not configured');
      if (error instanceof WebhookSignatureError) throw new AppError(400, 'BAD_SIGNATURE', error.message);
      throw error;
    }
    const owner = await db.transaction(async (tx) => {
      const [fresh] = await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
      if (!fresh) return 'duplicate' as const;
      return applyEvent(tx, provider, event);
    });
    if (owner === 'duplicate') return { received: true, duplicate: true };
    if (owner) realtime.toUser(owner, 'subscriptionUpdated', { eventType: event.type });
    return { received: true };
  }

  /** A billing-portal session for the owner's newest paid subscription (or newest customer), doing `action`. */
  async function portalLink(userId: number, action: ManageSubscriptionAction): Promise<{ link: string }> {
    if (provider.kind !== 'stripe') throw new AppError(503, 'PAYMENTS_DISABLED', 'Payments are not configured');
    const target = await subscriptions.billingTarget(userId);
    if (!target) throw new AppError(409, 'NO_STRIPE_CUSTOMER', 'No paid subscription yet: subscribe to a plan first');
    try {
      return { link: await provider.portalLink({ ...target, action, returnUrl: `${publicUrl}${PATHS.subscription}` }) };
    } catch (error) {
      log.error({ err: error }, 'billing portal session failed');
      throw new AppError(503, 'PAYMENTS_UNAVAILABLE', 'The payment provider cannot be reached; please retry');
    }
  }

  /**
   * The stand-in's checkout (no Stripe keys, outside production): its signed deliveries go through `receive`, the
   * webhook's own path, so what is stored is what Stripe's events would store. Answers the subscription it made.
   */
  async function standInCheckout(
    owner: { id: number; providerUid: string },
    { plan, quantity }: { plan: PlanPeriod; quantity: number },
  ): Promise<SubscriptionRow> {
    if (!provider.standIn) throw new AppError(404, 'NOT_FOUND', 'No payments stand-in: payments go through Stripe');
    const { subscriptionId, deliveries } = provider.standIn.checkout({ clientReferenceId: owner.providerUid, plan, quantity });
    for (const { body, signature } of deliveries) await receive(Buffer.from(body), signature);
    const row = (await subscriptions.list(owner.id)).find((each) => each.stripeSubscriptionId === subscriptionId);
    if (!row) throw new Error(`the stand-in's checkout stored no subscription ${subscriptionId}`);
    return row;
  }

  /**
   * The account's paid subscription pays for `count` establishments: Stripe is told (and its webhook stores the new
   * quantity); the stand-in's delivery goes through `receive` at once. Nothing to do without a paid subscription.
   */
  async function followEstablishments(userId: number, count: number) {
    const paid = (await subscriptions.list(userId)).find(
      (row) => !row.isTrial && row.stripeSubscriptionId !== null && hasSubscriptionAccess([row]),
    );
    if (!paid || paid.quantity === count) return;
    const deliveries = await provider.setQuantity(paid.stripeSubscriptionId!, count);
    for (const { body, signature } of deliveries) await receive(Buffer.from(body), signature);
  }

  return { receive, portalLink, standInCheckout, followEstablishments };
}

export type BillingService = ReturnType<typeof createBillingService>;

/** The subscription as Stripe holds it now; if Stripe cannot say, the delivery fails and Stripe retries it later. */
async function heldByStripe(payments: PaymentsProvider, subscriptionId: string) {
  try {
    return await payments.retrieveSubscription(subscriptionId);
  } catch {
    throw new AppError(503, 'PAYMENTS_UNAVAILABLE', 'Stripe could not be asked for the subscription; deliver the event again later');
  }
}

/** The subscription's state from the event, or from Stripe itself when an event of the same second was applied already. */
async function changeToApply(tx: Queryable, payments: PaymentsProvider, subscription: Stripe.Subscription, created: number) {
  const order = await stripeChanges.orderOf(tx, subscription.id, new Date(created * 1000));
  if (order === 'older') return null;
  return changeFromSubscription(order === 'same-second' ? await heldByStripe(payments, subscription.id) : subscription, created);
}

/** Applies one event inside the webhook's transaction; returns the uid of the owner to notify, if any. */
async function applyEvent(tx: Queryable, payments: PaymentsProvider, event: Stripe.Event): Promise<string | null> {
  const created = new Date(event.created * 1000);
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    const customerId = stripeId(session.customer);
    if (!session.client_reference_id || !customerId) return null;
    const user = await stripeChanges.linkCustomer(tx, session.client_reference_id, customerId);
    const subscriptionId = stripeId(session.subscription);
    if (user && subscriptionId && session.payment_status === 'paid') {
      await stripeChanges.recordPaidCheckout(tx, user.id, customerId, subscriptionId, created);
    }
    return user?.providerUid ?? null;
  }
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const subscription = event.data.object as Stripe.Subscription;
    const change = await changeToApply(tx, payments, subscription, event.created);
    if (!change) return null;
    const result = await stripeChanges.applyChange(tx, change);
    if (!result) throw new AppError(409, 'CUSTOMER_NOT_LINKED', 'This customer is not linked to an account yet; Stripe will retry');
    return result.applied ? result.uid : null;
  }
  if (event.type === 'invoice.payment_failed') {
    const subscriptionId = subscriptionOfInvoice(event.data.object);
    if (!subscriptionId) return null;
    if ((await stripeChanges.orderOf(tx, subscriptionId, created)) === 'same-second') {
      const result = await stripeChanges.applyChange(
        tx,
        changeFromSubscription(await heldByStripe(payments, subscriptionId), event.created),
      );
      return result?.applied ? result.uid : null;
    }
    return (await stripeChanges.suspend(tx, subscriptionId, created))?.uid ?? null;
  }
  return null;
}
