import type { FastifyInstance } from 'fastify';
import { toApiSubscription } from '../subscriptions';
import { BODY_LIMITS } from '../../plugins/limits';
import { route } from '../../plugins/route';

/** Public payment routes (`/payments`): the plans' payment links, and Stripe's signed webhook. */
export async function paymentsPublicRoutes(app: FastifyInstance) {
  route(app, 'paymentPlans', async () => ({ paymentLinks: app.config.paymentLinks, payments: app.payments.kind }));

  // The webhook's signature covers the exact bytes Stripe sent: this route keeps the raw body.
  const keepRawBody = (webhook: FastifyInstance) =>
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMITS.webhook }, (_request, body, done) =>
      done(null, body),
    );
  route(app, 'paymentsWebhook', { bodyLimit: BODY_LIMITS.webhook, ownScope: keepRawBody }, async (request) =>
    app.billing.receive(request.body as Buffer, request.headers['stripe-signature'] as string | undefined),
  );
}

/**
 * The owner's billing (`/payments/private`): a billing-portal session for the action asked, and without Stripe keys the
 * stand-in's checkout (404 when Stripe is configured).
 */
export async function paymentsPrivateRoutes(app: FastifyInstance) {
  route(app, 'standInCheckout', async (request, reply) =>
    reply.status(201).send(toApiSubscription(await app.billing.standInCheckout(request.owner, request.body))),
  );

  route(app, 'manageSubscriptionLink', async (request) => app.billing.portalLink(request.owner.id, request.query.action));
}
