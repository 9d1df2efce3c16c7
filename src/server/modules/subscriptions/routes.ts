import type { FastifyInstance } from 'fastify';
import { toApiSubscription } from './service';

/** `/subscriptions/private`: the owner's subscriptions and the free trial. */
export async function subscriptionsRoutes(app: FastifyInstance) {
  app.get('/', async (request) => (await app.subscriptions.list(request.owner.id)).map((row) => toApiSubscription(row)));

  app.get('/trial/eligible', async (request) => ({ isEligible: await app.subscriptions.isEligible(request.owner) }));

  app.post('/trial/activate', async (request, reply) => {
    const trial = await app.subscriptions.activateTrial(request.owner);
    return reply.status(201).send(toApiSubscription(trial));
  });
}
