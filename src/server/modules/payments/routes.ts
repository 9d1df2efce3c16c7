import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { object, string } from 'yup';
import { MANAGE_SUBSCRIPTION_ACTIONS, type ManageSubscriptionAction } from '../../../shared/subscriptions';
import { PaymentsDisabledError, WebhookSignatureError } from '../../adapters/payments/payments-provider';
import { registerPrivate } from '../../plugins/authenticate';
import { AppError } from '../../plugins/error-handler';
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
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post('/webhook', async (request: FastifyRequest<{ Body: Buffer }>, reply) => {
      let event: Stripe.Event;
      try {
        event = app.payments.verifyWebhook(request.body, request.headers['stripe-signature'] as string | undefined);
      } catch (error) {
        if (error instanceof PaymentsDisabledError) throw new AppError(503, 'PAYMENTS_DISABLED', 'Payments are not configured');
        if (error instanceof WebhookSignatureError) throw new AppError(400, 'BAD_SIGNATURE', error.message);
        throw error;
      }
      const [fresh] = await app.database.db
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning();
      if (!fresh) return { received: true, duplicate: true };
      try {
        const owner = await applyEvent(app, event);
        if (owner) app.realtime.toUser(owner, 'subscriptionUpdated', { eventType: event.type });
      } catch (error) {
        // Not applied: forget the event so Stripe's next delivery is applied.
        await app.database.db.delete(stripeEvents).where(eq(stripeEvents.id, event.id));
        throw error;
      }
      return reply.send({ received: true });
    });
  });

  await registerPrivate(app, '/private', async (owner) => {
    owner.get<{ Querystring: { action: ManageSubscriptionAction } }>(
      '/manage-subscription',
      { schema: { querystring: manageQuerySchema } },
      async (request) => {
        if (app.payments.kind === 'disabled') throw new AppError(503, 'PAYMENTS_DISABLED', 'Payments are not configured');
        const user = await app.users.requireByUid(request.identity.uid);
        if (!user.stripeCustomerId) throw new AppError(409, 'NO_STRIPE_CUSTOMER', 'No paid subscription yet: subscribe to a plan first');
        const current = await app.subscriptions.currentStripeSubscription(user.id);
        try {
          const link = await app.payments.portalLink({
            customerId: user.stripeCustomerId,
            subscriptionId: current?.stripeSubscriptionId ?? null,
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

/** Applies one event; returns the uid of the owner to notify, if any. */
async function applyEvent(app: FastifyInstance, event: Stripe.Event): Promise<string | null> {
  const created = new Date(event.created * 1000);
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    const customerId = stripeId(session.customer);
    if (!session.client_reference_id || !customerId) return null;
    const user = await app.subscriptions.linkCheckout({
      providerUid: session.client_reference_id,
      customerId,
      stripeSubscriptionId: stripeId(session.subscription),
      paid: session.payment_status === 'paid',
      eventCreated: created,
    });
    return user?.providerUid ?? null;
  }
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const result = await app.subscriptions.applyChange(changeFromSubscription(event.data.object as Stripe.Subscription, event.created));
    if (!result) throw new AppError(409, 'CUSTOMER_NOT_LINKED', 'This customer is not linked to an account yet; Stripe will retry');
    return result.applied ? result.uid : null;
  }
  if (event.type === 'invoice.payment_failed') {
    const subscriptionId = subscriptionOfInvoice(event.data.object);
    if (!subscriptionId) return null;
    return (await app.subscriptions.suspend(subscriptionId, created))?.uid ?? null;
  }
  return null;
}
