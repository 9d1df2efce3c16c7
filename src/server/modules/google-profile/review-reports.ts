import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { reviewGoogleReports, reviews } from '../../db/schema';
import { AppError } from '../../errors';
import { listingOf } from '../../plugins/authenticate';
import { route } from '../../plugins/route';
import type { GoogleReportLink } from '../../../shared/api/google';
import { premiumGate } from '../subscriptions';

/**
 * Logs that a member reports one of the establishment's Google reviews with Google's review management tool, for the
 * review's evidence file (« Signalé à Google », when and by whom), and answers the tool's address. Only Google removes a
 * review: Bonavis points to its tool and keeps the record, nothing more. Google documents no parameter naming a review
 * or a location in the tool's address: the owner picks them there.
 */
export async function reportToGoogle(
  db: Database,
  { listingId, reviewId, member, toolUrl }: { listingId: number; reviewId: number; member: { id: number; name: string }; toolUrl: string },
): Promise<GoogleReportLink> {
  const [review] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.listingId, listingId), eq(reviews.source, 'google')));
  if (!review) throw new AppError(404, 'REVIEW_NOT_FOUND', 'Review not found');
  await db.insert(reviewGoogleReports).values({ reviewId, userId: member.id, memberName: member.name });
  return { url: toolUrl };
}

/** `POST /reviews/private/:id/report-to-google`: those who reply may report, behind the premium gate. */
export async function googleReportRoutes(app: FastifyInstance) {
  route(app, 'reportReviewToGoogle', { preValidation: premiumGate }, async (request) =>
    reportToGoogle(app.database.db, {
      listingId: listingOf(request).id,
      reviewId: request.params.id,
      member: { id: request.owner.id, name: request.owner.name },
      toolUrl: app.config.reviewReportUrl,
    }),
  );
}
