import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { establishmentsOf, listingOf } from '../../plugins/authenticate';
import { BODY_LIMITS } from '../../plugins/limits';
import { route } from '../../plugins/route';
import { reviewUuidOf, theForkWebhookAddress, verifyTheForkWebhook } from '../../adapters/review-sources/thefork-webhook';
import { API_ROUTES } from '../../../shared/api/routes';
import { premiumGate } from '../subscriptions';
import { sourceDashboard } from './figures';

/**
 * The establishment of `/locations/private/:id/sources…`: the one the access hook resolved (`?location=`, as every
 * establishment route) and the role grid allowed. Another id answers as an establishment that does not exist.
 */
function establishmentOf(request: FastifyRequest<{ Params: { id: number } }>) {
  const listing = listingOf(request);
  if (listing.id !== request.params.id) throw new AppError(404, 'LOCATION_NOT_FOUND', 'No such establishment');
  return listing;
}

/** Who connects, on which establishment, and whose budget of calls it spends (the establishment's paying account). */
const scopeOf = (request: FastifyRequest<{ Params: { id: number } }>) => {
  const listing = establishmentOf(request);
  return { userId: request.owner.id, listingId: listing.id, payer: listing.userId, name: listing.name };
};

/**
 * An establishment's review sources (docs/review-sources.md): every member reads the four cards; owners, admins and
 * managers connect and disconnect (the `configure` permission), behind the premium gate as the inbox.
 */
export async function reviewSourcesRoutes(app: FastifyInstance) {
  const gated = { preValidation: premiumGate };

  route(app, 'reviewSources', gated, async (request) => ({
    items: await app.reviewSources.connections.items(establishmentOf(request).id),
  }));

  route(app, 'connectReviewSource', gated, async (request) =>
    app.reviewSources.connections.connect(scopeOf(request), request.params.source, request.body ?? {}),
  );

  route(app, 'completeFacebookLogin', gated, async (request) => {
    const scope = scopeOf(request);
    return app.reviewSources.connections.completeFacebookLogin(scope, scope.name, request.body.code, request.body.state);
  });

  route(app, 'theForkWebhookAddress', gated, async (request) => {
    const connection = await app.reviewSources.connections.rowOf(establishmentOf(request).id, 'thefork');
    const secret = connection && app.reviewSources.connections.webhookSecretOf(connection);
    if (!connection || !secret) throw new AppError(409, 'SOURCE_NOT_CONNECTED', 'TheFork is not connected to this establishment');
    const endpoint = `${app.config.publicUrl}/api${API_ROUTES.theForkWebhook.path.replace(':id', String(connection.id))}`;
    return { url: theForkWebhookAddress(endpoint, secret) };
  });

  route(app, 'disconnectReviewSource', gated, async (request, reply) => {
    await app.reviewSources.connections.disconnect(establishmentOf(request).id, request.params.source, request.body.keepReviews);
    return reply.status(204).send();
  });
}

/** Per source and combined on the dashboard (`/dashboards/private/sources`), for one establishment or the network. */
export async function reviewSourcesDashboardRoutes(app: FastifyInstance) {
  route(app, 'sourceDashboard', { preValidation: premiumGate }, async (request) =>
    sourceDashboard(
      app.database.db,
      establishmentsOf(request).map((listing) => listing.id),
      request.query.period,
    ),
  );
}

/**
 * TheFork's webhook (`/sources/thefork/webhook/:id`, public): the connection's secret proves the call (`?token=` or an
 * HMAC of the raw body), checked on the bytes as they came; a valid event is acknowledged at once and its review read
 * by a job, since TheFork retries on a slow answer. An unknown connection answers as a wrong signature. Calls are
 * counted per IP address (`source-webhook-ip`), wrong proofs included.
 */
export async function theForkWebhookRoutes(app: FastifyInstance) {
  const keepRawBody = (webhook: FastifyInstance) =>
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMITS.webhook }, (_request, body, done) =>
      done(null, body),
    );
  const limit = app.limits.perIp('source-webhook-ip');
  route(app, 'theForkWebhook', { ...limit, bodyLimit: BODY_LIMITS.webhook, ownScope: keepRawBody }, async (request) => {
    const row = await app.reviewSources.connections.byId(request.params.id);
    const secret = row?.source === 'thefork' ? app.reviewSources.connections.webhookSecretOf(row) : null;
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const check = secret
      ? verifyTheForkWebhook(body, request.headers, secret, request.query as Record<string, unknown>)
      : ({ ok: false, code: 'WEBHOOK_SIGNATURE_INVALID' } as const);
    if (!check.ok) {
      throw new AppError(check.code === 'WEBHOOK_BODY_INVALID' ? 400 : 401, check.code, 'TheFork webhook refused');
    }
    const reviewUuid = reviewUuidOf(check.event);
    if (reviewUuid && row) await app.reviewSources.reader.readReviewSoon(row.id, reviewUuid);
    return { data: {} };
  });
}
