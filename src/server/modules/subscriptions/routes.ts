import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import { toApiSubscription } from './service';

/** `/subscriptions/private`: the owner's subscriptions and the free trial. */
export async function subscriptionsRoutes(app: FastifyInstance) {
  route(app, 'subscriptions', async (request) => (await app.subscriptions.list(request.owner.id)).map((row) => toApiSubscription(row)));

  route(app, 'trialEligibility', async (request) => ({ isEligible: await app.subscriptions.isEligible(request.owner) }));

  route(app, 'activateTrial', async (request, reply) => {
    const trial = await app.subscriptions.activateTrial(request.owner);
    return reply.status(201).send(toApiSubscription(trial));
  });
}
