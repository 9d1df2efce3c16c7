import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { object, string } from 'yup';
import { MANAGE_SUBSCRIPTION_ACTIONS, type ManageSubscriptionAction } from '../../../shared/subscriptions';
import { PaymentsDisabledError, WebhookSignatureError, type PaymentsProvider } from '../../adapters/payments/payments-provider';
import { BODY_LIMITS } from '../../plugins/limits';
import { createSubscriptionsService, type SubscriptionsService } from '../subscriptions/service';
import { registerPrivate } from '../../plugins/authenticate';
import { AppError } from '../../errors';
import { stripeEvents } from '../../db/schema';
import { changeFromSubscription, stripeId, subscriptionOfInvoice } from './stripe-events';

const manageQuerySchema = object({
  action: string()
    .required('validation.action.invalid')
    .oneOf([...MANAGE_SUBSCRIPTION_ACTIONS], 'validation.action.invalid'),
});

const SUBSCRIPTION_EVENTS = new Set(['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted']);

/** Payments (spec §7): Stripe's signed webhook, the billing portal, and the plans' payment links. */
export async function paymentsRoutes(app: FastifyInstance) {
  app.get('/plans', async () => ({ paymentLinks: app.config.paymentLinks, payments: app.payments.kind }));

  // The webhook's signature covers the exact bytes Stripe sent: this route keeps the raw body.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMITS.webhook }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post('/webhook', { bodyLimit: BODY_LIMITS.webhook }, async (request: FastifyRequest<{ Body: Buffer }>) => {
      let event: Stripe.Event;
      try {
        event = app.payments.verifyWebhook(request.body, request.headers['stripe-signature'] as string | undefined);
      } catch (error) {
        if (error instanceof PaymentsDisabledError) throw new AppError(503, 'PAYMENTS_DISABLED', 'Payments are not configured');
        if (error instanceof WebhookSignatureError) throw new AppError(400, 'BAD_SIGNATURE', error.message);
        throw error;
      }
      // Recording the event and applying it share one transaction: a failure leaves neither, and Stripe's retry applies it.
      const owner = await app.database.db.transaction(async (tx) => {
        const [fresh] = await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
        if (!fresh) return 'duplicate' as const;
        return applyEvent(createSubscriptionsService(tx), app.payments, event);
      });
      if (owner === 'duplicate') return { received: true, duplicate: true };
      if (owner) app.realtime.toUser(owner, 'subscriptionUpdated', { eventType: event.type });
      return { received: true };
    });
  });

  await registerPrivate(app, '/private', async (owner) => {
    owner.get<{ Querystring: { action: ManageSubscriptionAction } }>(
      '/manage-subscription',
      { schema: { querystring: manageQuerySchema } },
      async (request) => {
        if (app.payments.kind === 'disabled') throw new AppError(503, 'PAYMENTS_DISABLED', 'Payments are not configured');
        const target = await app.subscriptions.billingTarget(request.owner.id);
        if (!target) throw new AppError(409, 'NO_STRIPE_CUSTOMER', 'No paid subscription yet: subscribe to a plan first');
        try {
          const link = await app.payments.portalLink({
            ...target,
            action: request.query.action,
            returnUrl: `${app.config.publicUrl}/subscription/home`,
          });
          return { link };
        } catch (error) {
          request.log.error({ err: error }, 'billing portal session failed');
          throw new AppError(503, 'PAYMENTS_UNAVAILABLE', 'The payment provider cannot be reached; please retry');
        }
      },
    );
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
