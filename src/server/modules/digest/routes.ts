import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { object } from 'yup';
import { stringField } from '../../../shared/validation/string-field';
import { rowIdField } from '../../../shared/validation/route-params';
import { escapeHtml } from '../../adapters/mail/branded-layout';

const paramsSchema = object({
  userId: rowIdField(),
  token: stringField('validation.invalid').required('validation.invalid').max(64, 'validation.invalid'),
});

const page = (title: string, text: string) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`;

/**
 * The weekly digest's unsubscribe link (`/users/digest/unsubscribe/<account>/<token>`): one click by GET from the
 * mail, or the mail client's POST (RFC 8058); idempotent.
 */
export async function digestPublicRoutes(app: FastifyInstance) {
  const unsubscribe = async (request: FastifyRequest<{ Params: { userId: number; token: string } }>, reply: FastifyReply) => {
    const done = await app.weeklyDigest.unsubscribe(request.params.userId, request.params.token);
    const html = done
      ? page(
          'Résumé hebdomadaire désactivé',
          'Vous ne recevrez plus le résumé hebdomadaire. Vous pouvez le réactiver dans Paramètres → Notifications.',
        )
      : page('Lien non valable', "Ce lien de désabonnement n'est pas ou plus valable.");
    return reply
      .status(done ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);
  };
  const options = { schema: { params: paramsSchema }, ...app.limits.perIp('review-link-ip') };
  app.get('/unsubscribe/:userId/:token', options, unsubscribe);
  await app.register(async (oneClick) => {
    // Mail clients post `List-Unsubscribe=One-Click` as a form; the body says nothing more.
    oneClick.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, {}),
    );
    oneClick.post('/unsubscribe/:userId/:token', options, unsubscribe);
  });
}
