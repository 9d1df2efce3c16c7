import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Listing } from '../../../shared/api/listings';
import type { Review, ReviewPage } from '../../../shared/api/reviews';
import type { Database } from '../../db/client';
import { listings, reviews } from '../../db/schema';

type ReviewRow = typeof reviews.$inferSelect;
type ListingRow = typeof listings.$inferSelect;

export type ReviewFilters = { page: number; pageSize: number; rating?: number; answered?: boolean; unread?: boolean };

/** A review as the API returns it (the contract's field names, `hasBeenReadd` included). */
export function toApiReview(row: ReviewRow): Review {
  return {
    id: row.id,
    authorName: row.authorName,
    authorPictUrl: row.authorPictUrl,
    reviewRate: row.reviewRate,
    date: row.date.toISOString(),
    isLocalGuide: row.isLocalGuide,
    reviewContent: row.reviewContent,
    language: row.language,
    hasResponse: row.responseContent !== null,
    pictures: row.pictures,
    response: row.responseContent === null ? null : { date: row.responseDate?.toISOString() ?? null, responseContent: row.responseContent },
    hasBeenReadd: row.hasBeenRead,
  };
}

/** The owner's listing as the API returns it. */
export function toApiListing(row: ListingRow): Listing {
  return {
    providerId: row.providerId,
    cover: row.cover,
    name: row.name,
    category: row.category,
    address: row.address,
    averageRating: row.averageRating,
    url: row.url,
    shortUrl: row.shortUrl,
    hasBeenSynchronized: row.hasBeenSynchronized,
  };
}

export function createReviewsService(db: Database) {
  async function listingOf(userId: number) {
    const [row] = await db.select().from(listings).where(eq(listings.userId, userId));
    return row ?? null;
  }

  async function list(listingId: number, { page, pageSize, rating, answered, unread }: ReviewFilters): Promise<ReviewPage> {
    const conditions: SQL[] = [eq(reviews.listingId, listingId)];
    if (rating !== undefined) conditions.push(eq(reviews.reviewRate, rating));
    if (answered !== undefined) conditions.push(answered ? isNotNull(reviews.responseContent) : isNull(reviews.responseContent));
    if (unread !== undefined) conditions.push(eq(reviews.hasBeenRead, !unread));
    const where = and(...conditions);
    const [{ total }] = await db.select({ total: count() }).from(reviews).where(where);
    const rows = await db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.date), desc(reviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return { items: rows.map(toApiReview), total, page, pageSize };
  }

  /** Marks one of the owner's reviews read; another owner's review is "not found". */
  async function markRead(listingId: number, reviewId: number) {
    const [row] = await db
      .update(reviews)
      .set({ hasBeenRead: true })
      .where(and(eq(reviews.id, reviewId), eq(reviews.listingId, listingId)))
      .returning();
    return row ? toApiReview(row) : null;
  }

  return { listingOf, list, markRead };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
