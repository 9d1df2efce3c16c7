import type { FastifyInstance, FastifyRequest } from 'fastify';
import { object } from 'yup';
import { MANAGE_SUBSCRIPTION_ACTIONS, type ManageSubscriptionAction, type PlanPeriod } from '../../../shared/subscriptions';
import { stringField } from '../../../shared/validation/string-field';
import { standInCheckoutSchema } from '../../../shared/validation/checkout-schemas';
import { toApiSubscription } from '../subscriptions';
import { BODY_LIMITS } from '../../plugins/limits';

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
    webhook.post('/webhook', { bodyLimit: BODY_LIMITS.webhook }, async (request: FastifyRequest<{ Body: Buffer }>) =>
      app.billing.receive(request.body, request.headers['stripe-signature'] as string | undefined),
    );
  });
}

/**
 * The owner's billing (`/payments/private`): a billing-portal session for the action asked, and without Stripe keys the
 * stand-in's checkout (404 when Stripe is configured).
 */
export async function paymentsPrivateRoutes(app: FastifyInstance) {
  app.post<{ Body: { plan: PlanPeriod; quantity: number } }>(
    '/stand-in/checkout',
    { schema: { body: standInCheckoutSchema } },
    async (request, reply) => reply.status(201).send(toApiSubscription(await app.billing.standInCheckout(request.owner, request.body))),
  );

  app.get<{ Querystring: { action: ManageSubscriptionAction } }>(
    '/manage-subscription',
    { schema: { querystring: manageQuerySchema } },
    async (request) => app.billing.portalLink(request.owner.id, request.query.action),
  );
}
