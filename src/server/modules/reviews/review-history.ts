import { and, asc, eq, sql } from 'drizzle-orm';
import type { MapsReview } from '../../adapters/maps/maps-provider';
import type { Queryable } from '../../db/client';
import { reviews, reviewVersions } from '../../db/schema';
import type { ReviewVersion } from '../../../shared/api/reviews';
import { REFRESHED_ON_CONFLICT, REVIEW_KEY, toReviewRow } from './ingestion';

/**
 * A review's history: every copy the source showed, dated when Bonavis saw it, never overwritten. After each fetch
 * stores reviews, `recordVersions` adds a copy for each of them whose rating, text or owner's response differs from
 * its latest copy (or that has none yet), and dates the reviewer's edits (rating or text) on the review itself, with
 * the rating before, so lists can say « Modifié le … : 2 → 5 étoiles » without reading the history.
 */
export async function recordVersions(db: Queryable, reviewIds: number[]): Promise<void> {
  if (!reviewIds.length) return;
  const ids = sql.join(
    reviewIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    with latest as (
      select distinct on (review_id) review_id, review_rate, review_content, response_content
      from review_versions where review_id in (${ids})
      order by review_id, id desc
    ),
    changed as (
      select r.id, r.review_rate, r.review_content, r.response_content, l.review_rate as earlier_rate,
        l.review_id is not null
          and (l.review_rate <> r.review_rate or l.review_content is distinct from r.review_content) as edited
      from reviews r left join latest l on l.review_id = r.id
      where r.id in (${ids})
        and (l.review_id is null
          or l.review_rate <> r.review_rate
          or l.review_content is distinct from r.review_content
          or l.response_content is distinct from r.response_content)
    ),
    recorded as (
      insert into review_versions (review_id, review_rate, review_content, response_content)
      select id, review_rate, review_content, response_content from changed order by id
    )
    update reviews set edited_at = now(), previous_rate = changed.earlier_rate
    from changed where reviews.id = changed.id and changed.edited
  `);
}

/** Stores a fetched page of reviews on the listing, new or refreshed, and the copies of what changed. */
export async function storeFetchedReviews(db: Queryable, listingId: number, fetched: MapsReview[]): Promise<void> {
  if (!fetched.length) return;
  const stored = await db
    .insert(reviews)
    .values(fetched.map((review) => toReviewRow(listingId, review)))
    .onConflictDoUpdate({ target: REVIEW_KEY, set: REFRESHED_ON_CONFLICT })
    .returning({ id: reviews.id });
  await recordVersions(
    db,
    stored.map((review) => review.id),
  );
}

/** The copies of one of the listing's reviews, oldest first; null when the listing has no such review. */
export async function historyOf(db: Queryable, listingId: number, reviewId: number): Promise<ReviewVersion[] | null> {
  const [review] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.listingId, listingId)));
  if (!review) return null;
  const rows = await db.select().from(reviewVersions).where(eq(reviewVersions.reviewId, reviewId)).orderBy(asc(reviewVersions.id));
  return rows.map((row) => ({
    seenAt: row.seenAt.toISOString(),
    reviewRate: row.reviewRate,
    reviewContent: row.reviewContent,
    responseContent: row.responseContent,
  }));
}
