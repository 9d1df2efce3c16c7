import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { object } from 'yup';
import { MANAGE_SUBSCRIPTION_ACTIONS, type ManageSubscriptionAction } from '../../../shared/subscriptions';
import { stringField } from '../../../shared/validation/string-field';
import { PaymentsDisabledError, WebhookSignatureError } from '../../adapters/payments/payments-provider';
import { AppError } from '../../errors';
import { BODY_LIMITS } from '../../plugins/limits';
import { recordAndApply } from './service';

const manageQuerySchema = object({
  action: stringField('validation.action.invalid')
    .required('validation.action.invalid')
    .oneOf([...MANAGE_SUBSCRIPTION_ACTIONS], 'validation.action.invalid'),
});

/** Public payment routes (`/payments`): the plans' payment links, and Stripe's signed webhook. */
export async function paymentsPublicRoutes(app: FastifyInstance) {
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
      const owner = await recordAndApply(app.database.db, app.payments, event);
      if (owner === 'duplicate') return { received: true, duplicate: true };
      if (owner) app.realtime.toUser(owner, 'subscriptionUpdated', { eventType: event.type });
      return { received: true };
    });
  });
}

/** The owner's billing (`/payments/private`): a billing-portal session for the action asked. */
export async function paymentsPrivateRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { action: ManageSubscriptionAction } }>(
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
}
