import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Listing } from '../../../shared/api/listings';
import type { Review, ReviewCounts, ReviewPage } from '../../../shared/api/reviews';
import type { Database } from '../../db/client';
import { listings, reviews } from '../../db/schema';
import { orderOf, scopeOf, whereOf, type ReviewFilters } from './review-filters';

type ReviewRow = typeof reviews.$inferSelect;
type ListingRow = typeof listings.$inferSelect;

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

  /** How many reviews each filter would show within the period and search: one pass of aggregates. */
  async function countsOf(listingId: number, filters: ReviewFilters): Promise<ReviewCounts> {
    const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
    const withStars = (stars: number) => counted(sql`${reviews.reviewRate} = ${stars}`);
    const [row] = await db
      .select({
        all: count(),
        unread: counted(sql`not ${reviews.hasBeenRead}`),
        answered: counted(sql`${reviews.responseContent} is not null`),
        one: withStars(1),
        two: withStars(2),
        three: withStars(3),
        four: withStars(4),
        five: withStars(5),
      })
      .from(reviews)
      .where(and(...scopeOf(listingId, filters)));
    return {
      all: row.all,
      unread: row.unread,
      answered: row.answered,
      unanswered: row.all - row.answered,
      byRating: { 1: row.one, 2: row.two, 3: row.three, 4: row.four, 5: row.five },
    };
  }

  /**
   * One page of the listing's reviews, filtered and sorted, with the count of each filter. A page
   * past the last one gives the last page (the client clamps the same way).
   */
  async function list(listingId: number, filters: ReviewFilters): Promise<ReviewPage> {
    const where = whereOf(listingId, filters);
    const [[{ total }], counts] = await Promise.all([
      db.select({ total: count() }).from(reviews).where(where),
      countsOf(listingId, filters),
    ]);
    const lastPage = Math.max(1, Math.ceil(total / filters.pageSize));
    const page = Math.min(filters.page, lastPage);
    const rows = await db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(...orderOf(filters.sort))
      .limit(filters.pageSize)
      .offset((page - 1) * filters.pageSize);
    return { items: rows.map(toApiReview), total, page, pageSize: filters.pageSize, counts };
  }

  /** One review of the listing; another listing's review is "not found". */
  async function byId(listingId: number, reviewId: number) {
    const [row] = await db
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.listingId, listingId)));
    return row ?? null;
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

  return { listingOf, list, byId, markRead };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
