import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { reviews } from '../../db/schema';
import { DAY_MS } from '../../../shared/constants';
import { REVIEW_ALERT_DAYS, type RemovedReview } from '../../../shared/api/review-integrity';
import { GOOGLE_ID_PREFIX } from '../../adapters/google/review-ids';
import type { AlertPlaces } from './integrity-alerts';
import type { ReviewSourceName } from './review-source';

/**
 * Removed reviews. A full read of the source (every page, from the first) that no longer returns a review we stored
 * from that source marks it removed, dated, never deleted; a later read that returns it again restores it (the
 * ingestion's upsert clears the date). A review we never saw cannot be shown removed.
 */

/**
 * A full read that would remove more than this share of the listing's shown reviews (and more than
 * UNSURE_REMOVALS_MIN of them) is not believed: sources have lost whole lists for a while (Google's display bug of
 * February 2025), and telling an owner that half their reviews vanished must not rest on one answer.
 */
export const UNSURE_REMOVALS_SHARE = 0.5;
export const UNSURE_REMOVALS_MIN = 5;

/** A source beyond Google (docs/review-sources.md): its reviews are the rows of that `source`. */
type OtherSource = 'thefork' | 'tripadvisor' | 'facebook';

/** Google's reads (Business Profile or the maps provider) never touch another source's reviews, nor they Google's. */
const fromSource = (source: ReviewSourceName | OtherSource) =>
  source === 'google'
    ? sql`${reviews.source} = 'google' and ${reviews.externalId} like ${`${GOOGLE_ID_PREFIX}%`}`
    : source === 'maps'
      ? sql`${reviews.source} = 'google' and ${reviews.externalId} not like ${`${GOOGLE_ID_PREFIX}%`}`
      : sql`${reviews.source} = ${source}`;

export type RemovalOutcome = {
  /** The reviews just marked removed (none when the read was not believed). */
  removed: { id: number; reviewRate: number; authorName: string; reviewContent: string | null }[];
  /** The read would have removed too many to be believed: nothing was marked. */
  doubted: boolean;
};

/**
 * After a full read of `source` that started at `readStartedAt`: the listing's shown reviews from that source that the
 * read did not return (not seen since it started) are marked removed now.
 */
export async function markUnseenRemoved(
  db: Queryable,
  listingId: number,
  source: ReviewSourceName | OtherSource,
  readStartedAt: Date,
): Promise<RemovalOutcome> {
  const shown = and(eq(reviews.listingId, listingId), isNull(reviews.removedAt), fromSource(source));
  const [{ total, unseen }] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      unseen: sql<number>`count(*) filter (where ${reviews.lastSeenAt} < ${readStartedAt})`.mapWith(Number),
    })
    .from(reviews)
    .where(shown);
  if (unseen === 0) return { removed: [], doubted: false };
  if (unseen > UNSURE_REMOVALS_MIN && unseen > total * UNSURE_REMOVALS_SHARE) return { removed: [], doubted: true };
  const removed = await db
    .update(reviews)
    .set({ removedAt: sql`now()` })
    .where(and(shown, lt(reviews.lastSeenAt, readStartedAt)))
    .returning({ id: reviews.id, reviewRate: reviews.reviewRate, authorName: reviews.authorName, reviewContent: reviews.reviewContent });
  return { removed, doubted: false };
}

/**
 * The reviews of the establishments found removed in the last REVIEW_ALERT_DAYS days, newest removal first, each naming
 * its establishment: one query over them, through the removals' index.
 */
export async function recentRemovalsOf(db: Queryable, places: AlertPlaces, now = Date.now()): Promise<RemovedReview[]> {
  if (places.length === 0) return [];
  const rows = await db
    .select({
      id: reviews.id,
      listingId: reviews.listingId,
      authorName: reviews.authorName,
      reviewRate: reviews.reviewRate,
      date: reviews.date,
      removedAt: reviews.removedAt,
    })
    .from(reviews)
    .where(
      and(
        inArray(
          reviews.listingId,
          places.map((place) => place.id),
        ),
        isNotNull(reviews.removedAt),
        gte(reviews.removedAt, new Date(now - REVIEW_ALERT_DAYS * DAY_MS)),
      ),
    )
    .orderBy(desc(reviews.removedAt), desc(reviews.id));
  const names = new Map(places.map((place) => [place.id, place.name]));
  return rows.map(({ listingId, ...row }) => ({
    ...row,
    date: row.date.toISOString(),
    removedAt: row.removedAt!.toISOString(),
    location: { id: listingId, name: names.get(listingId) ?? '' },
  }));
}
