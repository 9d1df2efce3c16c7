import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../../adapters/mail/branded-layout';
import { acceptOneClickForm, oneClickForm, plainPage } from '../../plugins/one-click';
import { route } from '../../plugins/route';

const page = (title: string, text: string, form = '') =>
  plainPage('fr', title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${form}`);
const UNKNOWN_LINK = page('Lien non valable', "Ce lien de désabonnement n'est pas ou plus valable.");

const answer = (reply: FastifyReply, found: boolean, html: string) =>
  reply
    .status(found ? 200 : 404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(found ? html : UNKNOWN_LINK);

/**
 * The weekly digest's unsubscribe link (`/users/digest/unsubscribe/<account>/<token>`): the mail's link shows a page
 * whose button unsubscribes, and the mail client's one-click POST (RFC 8058) does the same; idempotent. A GET changes
 * nothing, so a mail scanner that fetches the link leaves the digest on.
 */
export async function digestPublicRoutes(app: FastifyInstance) {
  const limit = app.limits.perIp('review-link-ip');
  route(app, 'digestUnsubscribe', limit, async (request, reply) => {
    const found = await app.weeklyDigest.isUnsubscribeLink(request.params.userId, request.params.token);
    return answer(
      reply,
      found,
      page(
        'Résumé hebdomadaire',
        'Ne plus recevoir le résumé hebdomadaire de vos avis ? Vous pourrez le réactiver dans Paramètres → Notifications.',
        oneClickForm('Me désabonner'),
      ),
    );
  });
  route(app, 'digestUnsubscribeOneClick', { ...limit, ownScope: acceptOneClickForm }, async (request, reply) => {
    const done = await app.weeklyDigest.unsubscribe(request.params.userId, request.params.token);
    return answer(
      reply,
      done,
      page(
        'Résumé hebdomadaire désactivé',
        'Vous ne recevrez plus le résumé hebdomadaire. Vous pouvez le réactiver dans Paramètres → Notifications.',
      ),
    );
  });
}
