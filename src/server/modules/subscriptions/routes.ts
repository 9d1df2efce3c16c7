import type { FastifyInstance } from 'fastify';
import { toApiSubscription } from './service';

/** `/subscriptions/private` (spec §7): the owner's subscriptions and the free trial. */
export async function subscriptionsRoutes(app: FastifyInstance) {
  const userOf = (uid: string) => app.users.requireByUid(uid);

  app.get('/', async (request) => {
    const user = await userOf(request.identity.uid);
    return (await app.subscriptions.list(user.id)).map((row) => toApiSubscription(row));
  });

  app.get('/trial/eligible', async (request) => ({
    isEligible: await app.subscriptions.isEligible((await userOf(request.identity.uid)).id),
  }));

  app.post('/trial/activate', async (request, reply) => {
    const user = await userOf(request.identity.uid);
    const trial = await app.subscriptions.activateTrial(user.id);
    app.realtime.toUser(user.providerUid, 'subscriptionUpdated', { status: 'TRIALING' });
    return reply.status(201).send(toApiSubscription(trial));
  });
}
