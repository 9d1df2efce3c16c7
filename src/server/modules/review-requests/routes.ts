import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { object } from 'yup';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '../../../shared/constants';
import { stringField } from '../../../shared/validation/string-field';
import { AppError } from '../../errors';
import { BODY_LIMITS } from '../../plugins/limits';
import { establishmentsOf, scopeOf } from '../../plugins/authenticate';
import { journalOnEstablishment } from '../../plugins/activity-journal';
import { route } from '../../plugins/route';
import { effectiveStatus, premiumGate, requireSubscriptionAccess, subscriptionGate, type SubscriptionRow } from '../subscriptions';
import { readImport } from './csv-import';
import { oneClickPost } from '../../plugins/one-click';
import { isPersonOpening } from './link-visits';
import { unsubscribeConfirmPage, unsubscribePage } from './messages';
import type { RequestPlan } from './service';

/** A paid plan's quota while a paid subscription gives access; the trial's otherwise. */
function planOf(subscriptions: readonly SubscriptionRow[]): RequestPlan {
  return subscriptions.some((row) => !row.isTrial && ['ACTIVE', 'TRIALING'].includes(effectiveStatus(row))) ? 'paid' : 'trial';
}

/** The owner's review requests (`/reviews/private/requests`): owner-only, behind the premium gate. */
export async function reviewRequestsPrivateRoutes(app: FastifyInstance) {
  // Before validation, so a refused owner learns of the subscription first, whatever the body.
  app.addHook('preValidation', premiumGate);
  const plan = (request: FastifyRequest) => planOf(request.ownerSubscriptions);

  /** How many requests left, never to whom. */
  const journalSent = async (request: FastifyRequest, count: number) => {
    if (count > 0) await journalOnEstablishment(app, request, 'requests.sent', { count });
  };

  route(app, 'reviewRequestState', async (request) => app.reviewRequests.stateOf(scopeOf(request), plan(request)));

  route(app, 'saveReviewRequestSettings', async (request) => {
    const state = await app.reviewRequests.saveSettings(scopeOf(request), request.body, plan(request));
    await journalOnEstablishment(app, request, 'settings.changed', { area: 'requests' });
    return state;
  });

  route(app, 'rotateRequestHookSecret', async (request) => {
    const state = await app.reviewRequests.rotateHookSecret(scopeOf(request), plan(request));
    await journalOnEstablishment(app, request, 'settings.changed', { area: 'requests' });
    return state;
  });

  // Sending needs a started trial or a subscription, not just the trial still to take (see subscriptionGate).
  const sending = { preValidation: subscriptionGate };

  route(app, 'sendReviewRequests', { bodyLimit: BODY_LIMITS.message, ...sending }, async (request) => {
    const { listing } = scopeOf(request);
    await app.limits.hit('review-requests-listing', String(listing.id));
    const answer = await app.reviewRequests.send(listing.id, request.body, plan(request));
    await journalSent(request, answer.queued);
    return answer;
  });

  // The history of one establishment, or of every establishment of a network request's scope (`?location=all`).
  route(app, 'reviewRequests', async (request) => app.reviewRequests.history(establishmentsOf(request), request.query));

  const importLimits = { bodyLimit: BODY_LIMITS.import };

  route(app, 'previewRequestImport', importLimits, async (request) => {
    await app.limits.hit('review-requests-preview', String(scopeOf(request).listing.id));
    const { contacts: _contacts, ...preview } = await readImport(request.body.csv, request.body.mapping);
    return preview;
  });

  // The rows sent are the preview's usable ones; a refusal names the CSV's row.
  route(app, 'importReviewRequests', { ...importLimits, ...sending }, async (request) => {
    const { listing } = scopeOf(request);
    await app.limits.hit('review-requests-listing', String(listing.id));
    const { contacts } = await readImport(request.body.csv, request.body.mapping);
    const { channel, basis } = request.body;
    const answer = await app.reviewRequests.send(
      listing.id,
      { contacts: contacts.map((row) => row.contact), channel, basis },
      plan(request),
    );
    await journalSent(request, answer.queued);
    return { ...answer, refused: answer.refused.map(({ index, code }) => ({ index: contacts[index].row, code })) };
  });
}

/** `/reviews/requests/hook/<secret>`: a till or booking tool posts a customer after a visit. */
export async function reviewRequestHookRoutes(app: FastifyInstance) {
  route(app, 'reviewRequestHook', app.limits.perIp('review-request-hook-ip'), async (request) => {
    const target = await app.reviewRequests.hookTarget(request.params.secret);
    if (!target) throw new AppError(404, 'NOT_FOUND', 'No listing has this hook');
    const subscriptions = await app.subscriptions.list(target.owner.id);
    requireSubscriptionAccess(subscriptions);
    await app.limits.hit('review-requests-listing', String(target.listing.id));
    return app.reviewRequests.send(target.listing.id, request.body, planOf(subscriptions));
  });
}

const slugParams = object({ slug: stringField('validation.invalid').required('validation.invalid').max(32, 'validation.invalid') });
const openParams = slugParams.shape({
  token: stringField('validation.invalid').required('validation.invalid').max(64, 'validation.invalid'),
});
const tokenParams = object({ token: stringField('validation.invalid').required('validation.invalid').max(64, 'validation.invalid') });
const languageQuery = object({ lang: stringField('validation.invalid').max(5, 'validation.invalid').optional() });

/**
 * The public links (`/r/…`, outside the API, short enough for a QR code and an SMS): the listing's link and each
 * request's lead everyone to Google's review form, and a request's first open by a person is counted (no tracking
 * pixel, no cookie). The unsubscribe link shows a page whose button unsubscribes; the mail client's one-click POST
 * (RFC 8058) does the same. A GET changes nothing: mail scanners and SMS previews fetch every link they see.
 */
export async function reviewLinkRoutes(app: FastifyInstance) {
  const toForm = (reply: FastifyReply, form: string | null) => {
    if (!form) throw new AppError(404, 'NOT_FOUND', 'This link does not exist');
    return reply.header('cache-control', 'no-store').redirect(form, 302);
  };

  app.get<{ Params: { slug: string } }>(
    '/:slug',
    { schema: { params: slugParams }, ...app.limits.perIp('review-link-ip') },
    async (request, reply) => toForm(reply, await app.reviewRequests.reviewFormOf(request.params.slug)),
  );

  app.get<{ Params: { slug: string; token: string } }>(
    '/:slug/:token',
    { schema: { params: openParams }, ...app.limits.perIp('review-link-ip') },
    async (request, reply) => {
      const { slug, token } = request.params;
      const form = isPersonOpening(request) ? await app.reviewRequests.open(slug, token) : await app.reviewRequests.reviewFormOf(slug);
      return toForm(reply, form);
    },
  );

  type UnsubscribeRequest = FastifyRequest<{ Params: { token: string }; Querystring: { lang?: string } }>;
  const answerPage = (
    request: UnsubscribeRequest,
    reply: FastifyReply,
    found: { language: Language } | null,
    html: (language: Language) => string,
  ) => {
    const language = found?.language ?? (isLanguage(request.query.lang) ? request.query.lang : DEFAULT_LANGUAGE);
    return reply
      .status(found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html(language));
  };
  const unsubscribeOptions = { schema: { params: tokenParams, querystring: languageQuery }, ...app.limits.perIp('review-link-ip') };
  app.get('/unsubscribe/:token', unsubscribeOptions, async (request: UnsubscribeRequest, reply) => {
    const target = await app.reviewRequests.unsubscribeTarget(request.params.token);
    return answerPage(request, reply, target, (language) => unsubscribeConfirmPage(language, target?.business ?? null));
  });
  await oneClickPost(app, '/unsubscribe/:token', unsubscribeOptions, async (request: UnsubscribeRequest, reply) => {
    const done = await app.reviewRequests.unsubscribe(request.params.token);
    return answerPage(request, reply, done, (language) => unsubscribePage(language, done?.business ?? null));
  });
}
