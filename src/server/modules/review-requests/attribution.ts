import { and, eq, isNull, sql } from 'drizzle-orm';
import { ATTRIBUTION_DAYS } from '../../../shared/api/review-requests';
import { DAY_MS } from '../../../shared/constants';
import { foldedWordsOf } from '../../../shared/text';
import type { Database } from '../../db/client';
import { reviewRequests, reviews } from '../../db/schema';

/**
 * A review's author matches a contact when their first names are equal once folded and, when both give more, the
 * next word starts with the same letter (« Marie Dupont » matches « Marie D. »). An estimate: namesakes match, and
 * a customer who reviews under a nickname does not.
 */
export function namesMatch(contactName: string, authorName: string): boolean {
  const contact = foldedWordsOf(contactName);
  const author = foldedWordsOf(authorName);
  if (!contact.length || !author.length || contact[0] !== author[0]) return false;
  return contact.length < 2 || author.length < 2 || contact[1][0] === author[1][0];
}

/** Sent requests of the last ATTRIBUTION_DAYS without a review yet, matched with the reviews that arrived since. */
export async function attributeReviews(db: Database, at: Date) {
  const since = new Date(at.getTime() - ATTRIBUTION_DAYS * DAY_MS);
  const open = await db
    .select({ id: reviewRequests.id, listingId: reviewRequests.listingId, name: reviewRequests.name, sentAt: reviewRequests.sentAt })
    .from(reviewRequests)
    .where(
      and(
        eq(reviewRequests.status, 'sent'),
        isNull(reviewRequests.reviewId),
        sql`${reviewRequests.sentAt} >= ${since.toISOString()}::timestamptz`,
      ),
    );
  for (const request of open) {
    const candidates = await db
      .select({ id: reviews.id, authorName: reviews.authorName, date: reviews.date })
      .from(reviews)
      .where(
        and(
          eq(reviews.listingId, request.listingId),
          sql`${reviews.date} >= ${request.sentAt!.toISOString()}::timestamptz`,
          sql`${reviews.date} <= ${request.sentAt!.toISOString()}::timestamptz + make_interval(days => ${ATTRIBUTION_DAYS})`,
          sql`not exists (select 1 from ${reviewRequests} r where r.review_id = ${reviews.id})`,
        ),
      );
    const match = candidates.find((review) => namesMatch(request.name, review.authorName));
    if (match) {
      await db.update(reviewRequests).set({ reviewId: match.id, reviewReceivedAt: match.date }).where(eq(reviewRequests.id, request.id));
    }
  }
}
