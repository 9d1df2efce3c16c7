import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { reviews, reviewVersions } from '../../db/schema';
import type { ReviewSource, SourceConnection, SourceKind, SourceReview } from '../../adapters/review-sources/review-source';
import { analyzeReview, detectLanguage, replyLanguageOf } from '../review-text';
import { REVIEW_KEY, recordVersions, searchTextOf } from '../reviews';

/** A source's review as stored beside Google's: its id prefixed by the source, as Google's are (`thefork:<uuid>`). */
export const storedIdOf = (source: SourceKind, externalId: string) => `${source}:${externalId}`;

/**
 * The rating on five points every list and filter reads (`reviewRate`): TheFork's /10 halved and rounded, a
 * recommendation 5 (recommends) or 1 (does not); Facebook's are kept out of every average by their source.
 */
export function rateOnFive(review: Pick<SourceReview, 'rating' | 'scale' | 'recommends'>): number {
  if (review.scale === 'recommendation') return review.recommends ? 5 : 1;
  if (review.rating === null || !Number.isFinite(review.rating)) return 3;
  const outOfFive = review.scale === 10 ? review.rating / 2 : review.rating;
  return Math.min(5, Math.max(1, Math.round(outOfFive)));
}

/** Tripadvisor's title and text as one content, so the inbox, the search and the AI drafts read both. */
const contentOf = (review: SourceReview) =>
  review.title && review.text ? `${review.title}\n\n${review.text}` : (review.title ?? review.text ?? null);

function rowOf(listingId: number, adapter: ReviewSource<unknown>, connection: SourceConnection, review: SourceReview) {
  const content = contentOf(review);
  const language = review.language ? replyLanguageOf(review.language) : detectLanguage(content);
  const reviewRate = rateOnFive(review);
  const { sentiment, themes } = analyzeReview(content, language, reviewRate);
  const target = adapter.replyTarget(connection, review);
  return {
    listingId,
    externalId: storedIdOf(review.source, review.externalId),
    source: review.source,
    authorName: review.authorName,
    reviewRate,
    date: review.date,
    reviewContent: content,
    language: review.language ?? language,
    responseContent: review.reply?.text ?? null,
    responseDate: review.reply ? (review.reply.date ?? review.date) : null,
    searchText: searchTextOf(review.authorName, content),
    sentiment,
    themes,
    sourceRating: review.scale === 'recommendation' ? null : review.rating,
    sourceScale: String(review.scale) as '5' | '10' | 'recommendation',
    recommends: review.scale === 'recommendation' ? (review.recommends ?? null) : null,
    replyUrl: target.way === 'copy-and-open' ? target.url : null,
    sourceReplyTo: review.replyTo ?? null,
  };
}

/** What a later read of a stored review changes: as Google's (`REFRESHED_ON_CONFLICT`), a reply on its way kept. */
const REFRESHED = {
  reviewRate: sql`excluded.review_rate`,
  reviewContent: sql`excluded.review_content`,
  responseContent: sql`case when ${reviews.sourceReplyState} = 'pending' then ${reviews.responseContent} else excluded.response_content end`,
  responseDate: sql`case when ${reviews.sourceReplyState} = 'pending' then ${reviews.responseDate} else excluded.response_date end`,
  repliedBy: sql`case when ${reviews.sourceReplyState} = 'pending' or excluded.response_content is not distinct from ${reviews.responseContent}
    then ${reviews.repliedBy} end`,
  searchText: sql`excluded.search_text`,
  sentiment: sql`excluded.sentiment`,
  themes: sql`excluded.themes`,
  sourceRating: sql`excluded.source_rating`,
  recommends: sql`excluded.recommends`,
  replyUrl: sql`excluded.reply_url`,
  sourceReplyTo: sql`excluded.source_reply_to`,
  lastSeenAt: sql`now()`,
  removedAt: sql`null`,
};

/**
 * Stores a batch of a source's reviews on the establishment, new or refreshed (the reply seen at the source too), and
 * the copies of what changed (review_versions, as Google's). Returns the ids of the reviews stored for the first time,
 * and of those a copy was recorded for (edited, or their reply seen at the source).
 */
export async function storeSourceReviews(
  db: Queryable,
  listingId: number,
  adapter: ReviewSource<unknown>,
  connection: SourceConnection,
  batch: SourceReview[],
): Promise<{ added: number[]; changed: number[] }> {
  if (!batch.length) return { added: [], changed: [] };
  // One copy of each review (a platform may list one twice across a page's edge).
  const unique = [...new Map(batch.map((review) => [review.externalId, review])).values()];
  const stored = await db
    .insert(reviews)
    .values(unique.map((review) => rowOf(listingId, adapter, connection, review)))
    .onConflictDoUpdate({ target: REVIEW_KEY, set: REFRESHED, setWhere: sql`${reviews.source} = excluded.source` })
    .returning({ id: reviews.id, inserted: sql<boolean>`(xmax = 0)` });
  const versionsBefore = await versionCounts(
    db,
    stored.map((review) => review.id),
  );
  await recordVersions(
    db,
    stored.map((review) => review.id),
  );
  const versionsAfter = await versionCounts(
    db,
    stored.map((review) => review.id),
  );
  const added = stored.filter((review) => review.inserted).map((review) => review.id);
  const changed = stored
    .filter((review) => !review.inserted && (versionsAfter.get(review.id) ?? 0) > (versionsBefore.get(review.id) ?? 0))
    .map((review) => review.id);
  return { added, changed };
}

/** How many copies each review has: more after a read means the read changed it. */
async function versionCounts(db: Queryable, ids: number[]) {
  const rows = await db
    .select({ id: reviewVersions.reviewId, copies: sql<number>`count(*)`.mapWith(Number) })
    .from(reviewVersions)
    .where(inArray(reviewVersions.reviewId, ids))
    .groupBy(reviewVersions.reviewId);
  return new Map(rows.map((row) => [row.id, row.copies]));
}

/** A review the source no longer shows (TheFork's invalid or gone review): marked removed, never deleted. */
export async function markSourceReviewRemoved(db: Queryable, listingId: number, source: SourceKind, externalId: string) {
  await db
    .update(reviews)
    .set({ removedAt: sql`coalesce(${reviews.removedAt}, now())` })
    .where(and(eq(reviews.listingId, listingId), eq(reviews.externalId, storedIdOf(source, externalId))));
}

/** The source's reviews of the establishment, deleted with their history (the owner's choice when disconnecting). */
export async function deleteSourceReviews(db: Queryable, listingIds: number[], source: SourceKind) {
  if (!listingIds.length) return;
  await db.delete(reviews).where(and(inArray(reviews.listingId, listingIds), eq(reviews.source, source)));
}
