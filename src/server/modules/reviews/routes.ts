import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { demoCoverSvg } from '../../adapters/maps/demo-maps';
import { establishmentsOf, isNetworkRequest, listingOf, optionalIdentity } from '../../plugins/authenticate';
import { route } from '../../plugins/route';
import { premiumGate } from '../subscriptions';
import { AppError } from '../../errors';
import { BODY_LIMITS } from '../../plugins/limits';
import { clientNetwork } from '../../plugins/client-network';
import { evidenceFileName, evidenceIdsOf } from '../../../shared/validation/evidence-schemas';
import { writeEvidenceCsv } from './evidence-csv';
import { writeEvidencePdf } from './evidence-pdf';
import { lookUpListing } from './listing-lookup';
import { reviewsCsvFileName, writeReviewsCsv } from './reviews-csv';
import { createReviewsExport } from './reviews-export';

/** Compares in constant time (over digests, so the lengths match); no configured secret refuses every call. */
export function cronSecretMatches(expected: string | null, given: string | string[] | undefined): boolean {
  if (!expected || typeof given !== 'string' || given.length > 1024) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(expected), digest(given));
}

/** Public listing routes (`/reviews`): the wizard's lookup, and the demo covers. */
export async function reviewsPublicRoutes(app: FastifyInstance) {
  // Each lookup is a paid provider call: counted per account when signed in (the wizard), else per IP.
  const lookupKey = async (request: FastifyRequest) => {
    const identity = await optionalIdentity(app, request);
    return identity ? identity.uid : `ip:${clientNetwork(request.ip)}`;
  };
  route(app, 'resolveListing', async (request) => {
    await app.limits.hit('lookup-account', await lookupKey(request));
    return { ...(await lookUpListing(app.maps, request.body.url)), demo: app.maps.kind === 'demo' };
  });

  // For an outside scheduler: the same check the in-process schedule runs, behind a shared secret.
  route(app, 'checkNewReviews', { bodyLimit: BODY_LIMITS.signIn }, async (request) => {
    if (!cronSecretMatches(app.config.cronSecret, request.headers['x-cron-secret'])) {
      throw new AppError(401, 'CRON_SECRET_INVALID', 'A valid X-Cron-Secret header is required');
    }
    return app.newReviews.checkAll();
  });

  // Covers of the demonstration listings, drawn on the fly; only the demo provider has any.
  if (app.maps.kind === 'demo') {
    route(app, 'demoCover', async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(demoCoverSvg(request.params.name.replace(/\.svg$/, ''), app.config.publicUrl)),
    );
  }
}

/** The inbox's query as the filters take it: the ratings as numbers, each once, and `removed` as yes or no. */
function inboxFilters<Query extends { ratings?: string; removed?: string }>({ ratings, removed, ...filters }: Query) {
  const stars = ratings ? [...new Set(ratings.split(',').map(Number))] : undefined;
  const onlyRemoved = removed === undefined ? undefined : removed === 'yes';
  return { ...filters, ratings: stars, removed: onlyRemoved };
}

/**
 * The inbox's view as a CSV file, `/reviews/private.csv` (a group of its own: its path is the inbox's, not under it).
 * Every review its filters give over one establishment or the network's, up to 50,000 (`reviews-export.ts`).
 */
export async function reviewsExportRoutes(app: FastifyInstance) {
  const reviewsExport = createReviewsExport(app.database.db);
  route(app, 'reviewsCsv', { preValidation: premiumGate }, async (request, reply) => {
    await app.limits.hit('reviews-export-account', request.owner.providerUid);
    const { language, separator, ...query } = request.query;
    const rows = await reviewsExport.reviewsOf(establishmentsOf(request), inboxFilters(query));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${reviewsCsvFileName(new Date())}"`)
      .header('cache-control', 'private, no-store')
      .send(writeReviewsCsv(rows, language, separator));
  });
}

/** The owner's listing and reviews (`/reviews/private`); the inbox of one establishment or of the network. */
export async function reviewsPrivateRoutes(app: FastifyInstance) {
  route(app, 'reviews', { preValidation: premiumGate }, async (request) => {
    const wanted = inboxFilters(request.query);
    // The network inbox (`?location=all`, `?locations=`): every establishment of the request's scope at once.
    if (isNetworkRequest(request)) return app.reviews.listAcross(establishmentsOf(request), wanted);
    return app.reviews.list(listingOf(request), wanted);
  });

  // What the owner should look at in their reviews: suspicious waves of low ratings, reviews removed lately, and where
  // to report them; on a network request, those of every establishment of the scope together.
  route(app, 'reviewAlerts', { preValidation: premiumGate }, async (request) => {
    const { waves, removals } = isNetworkRequest(request)
      ? await app.reviewIntegrity.alertsAcross(establishmentsOf(request))
      : await app.reviewIntegrity.alertsOf(listingOf(request));
    return { waves, removals, reportUrl: app.config.reviewReportUrl };
  });

  // Every copy of a review Bonavis saw, oldest first.
  route(app, 'reviewHistory', { preValidation: premiumGate }, async (request) => {
    const history = await app.reviewIntegrity.historyOf(listingOf(request).id, request.params.id);
    if (!history) throw new AppError(404, 'REVIEW_NOT_FOUND', 'Review not found');
    return history;
  });

  // The evidence file of some reviews: every copy Bonavis saw of each, dated, and whether the source still shows it.
  route(app, 'reviewEvidence', { preValidation: premiumGate }, async (request, reply) => {
    await app.limits.hit('evidence-account', request.owner.providerUid);
    const { ids, format, language } = request.query;
    const evidence = await app.reviewIntegrity.evidenceOf(listingOf(request), evidenceIdsOf(ids));
    const file = format === 'pdf' ? await writeEvidencePdf(evidence, language) : writeEvidenceCsv(evidence, language);
    return reply
      .type(format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${evidenceFileName(format, evidence.madeAt)}"`)
      .header('cache-control', 'private, no-store')
      .send(file);
  });

  route(app, 'markReviewRead', { preValidation: premiumGate }, async (request) => {
    const review = await app.reviews.markRead(listingOf(request).id, request.params.id);
    if (!review) throw new AppError(404, 'REVIEW_NOT_FOUND', 'Review not found');
    return review;
  });
}
