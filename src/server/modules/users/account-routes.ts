import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import { RESEND_INTERVAL_MS } from '../auth';

/**
 * The owner's rights over the account (`/users/private`): referrals, the personal data export, and
 * the deletion confirmed by a code. None is behind the subscription gate: data rights do not lapse
 * with a subscription.
 */
export async function accountRoutes(app: FastifyInstance) {
  route(app, 'referrals', async (request) => app.users.referrals(request.owner));

  route(app, 'exportData', async (request, reply) => {
    await app.limits.hit('export-account', request.owner.providerUid);
    const now = new Date();
    const file = await app.accountExport.stream(request.owner, now);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="bonavis-export-${now.toISOString().slice(0, 10)}.json"`)
      .header('cache-control', 'no-store')
      .send(file);
  });

  route(app, 'sendDeletionCode', async (request) => {
    const { email, providerUid } = request.owner;
    await app.limits.hit('deletion-account', providerUid);
    // Said before a code is mailed: the owner has something to do first, and the code would be spent for nothing.
    await app.organizations.refuseLastOwnerLeaving(request.owner.id);
    await app.codes.send(email, 'delete-account', `account:${providerUid}`, request.body.language);
    return { sent: true, resendAfterSeconds: RESEND_INTERVAL_MS / 1000 };
  });

  // The code proves the owner holds the mailbox now, not just a session left open somewhere.
  route(app, 'deleteAccount', { config: { freshToken: true } }, async (request, reply) => {
    const { email, providerUid } = request.owner;
    await app.limits.hit('deletion-account', providerUid);
    await app.organizations.refuseLastOwnerLeaving(request.owner.id);
    await app.codes.verify(email, 'delete-account', request.body.otp);
    await app.accountDeletion.deleteAccount(request.owner, request.log);
    await app.verifiedTokens.forget(providerUid);
    return reply.status(204).send();
  });
}
