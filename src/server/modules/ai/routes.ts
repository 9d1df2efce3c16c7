import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AiSettings, AiSettingsState } from '../../../shared/api/ai';
import { AppError } from '../../errors';
import { premiumGate } from '../subscriptions';
import { listingOf, scopeOf } from '../../plugins/authenticate';
import { route } from '../../plugins/route';
import { toApiReview } from '../reviews';
import { BODY_LIMITS } from '../../plugins/limits';
import { journalOnEstablishment } from '../../plugins/activity-journal';
import { firstNameOf } from '../../../shared/text';

/** Writing, publishing and automating replies (`/reviews/private/…`): owner-only, behind the premium gate. */
export async function aiReplyRoutes(app: FastifyInstance) {
  // Before validation, so a refused owner learns of the subscription first, whatever the body.
  app.addHook('preValidation', premiumGate);

  const reviewOf = async (request: FastifyRequest<{ Params: { id: number } }>) => {
    const scope = scopeOf(request);
    const review = await app.reviews.byId(scope.listing.id, request.params.id);
    if (!review) throw new AppError(404, 'REVIEW_NOT_FOUND', 'Review not found');
    return { scope, review };
  };
  const found = <T>(review: T | null) => {
    if (!review) throw new AppError(404, 'REVIEW_NOT_FOUND', 'Review not found');
    return review;
  };
  /** The member publishing is the reply's author (« Répondu par »). */
  const authorOf = (request: FastifyRequest) => ({ name: firstNameOf(request.owner.name), former: false });
  const state = async (listing: { userId: number }, settings: AiSettings): Promise<AiSettingsState> => ({
    settings,
    model: app.ai.model,
    aiCredits: await app.ai.creditsOf(listing.userId),
  });

  route(app, 'aiSettings', async (request) => state(listingOf(request), await app.ai.settingsOf(listingOf(request).id)));

  route(app, 'saveAiSettings', async (request) => {
    const saved = await app.ai.saveSettings(listingOf(request).id, request.body);
    await journalOnEstablishment(app, request, 'settings.changed', { area: 'ai' });
    return state(listingOf(request), saved);
  });

  route(app, 'previewReply', async (request) => {
    await app.limits.hit('ai-preview-account', String(request.owner.id));
    return app.ai.preview(listingOf(request), request.body.settings, request.body.review);
  });

  route(app, 'generateReply', async (request) => {
    const { scope, review } = await reviewOf(request);
    return app.ai.generate(scope, review, request.body ?? {});
  });

  route(app, 'publishReply', async (request) => {
    const { scope, review: before } = await reviewOf(request);
    const review = found(await app.ai.publish(scope, before.id, request.body.responseContent));
    await journalOnEstablishment(app, request, before.responseContent === null ? 'reply.published' : 'reply.changed', {
      reviewId: review.id,
    });
    return { ...review, repliedBy: authorOf(request) };
  });

  route(app, 'deleteReply', async (request) => {
    const review = found(await app.ai.unpublish(scopeOf(request), request.params.id));
    await journalOnEstablishment(app, request, 'reply.deleted', { reviewId: review.id });
    return review;
  });

  /** A reply Google refused or could not take is sent again as it stands. */
  route(app, 'retryGoogleReply', { bodyLimit: BODY_LIMITS.signIn }, async (request) => {
    const { scope, review } = await reviewOf(request);
    if (!app.google || !(await app.google.replies.retry(scope.listing.id, review.id))) {
      throw new AppError(409, 'GOOGLE_NOT_CONNECTED', 'This reply has nothing to send to Google');
    }
    return app.reviews.withReplyAuthor(scope.listing.id, toApiReview((await app.reviews.byId(scope.listing.id, review.id))!));
  });

  route(app, 'replyQueue', async (request) => app.ai.queueOf(listingOf(request).id));

  route(app, 'approveQueuedReply', async (request) => {
    const review = await app.ai.approve(scopeOf(request), request.params.id, request.body?.draft);
    if (!review) throw new AppError(404, 'QUEUED_REPLY_NOT_FOUND', 'This reply is no longer waiting');
    await journalOnEstablishment(app, request, 'reply.approved', { reviewId: review.id });
    return { ...review, repliedBy: authorOf(request) };
  });

  route(app, 'dismissQueuedReply', async (request, reply) => {
    if (!(await app.ai.dismiss(scopeOf(request), request.params.id))) {
      throw new AppError(404, 'QUEUED_REPLY_NOT_FOUND', 'This reply is no longer waiting');
    }
    return reply.code(204).send();
  });
}
