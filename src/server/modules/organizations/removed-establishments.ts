import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { listings, removedEstablishments, reviews, reviewVersions } from '../../db/schema';
import { AppError } from '../../errors';
import { DAY_MS } from '../../../shared/constants';
import { REMOVED_HISTORY_KEPT_DAYS, type RemovedEstablishment } from '../../../shared/api/removed-establishments';
import type { Evidence } from '../../../shared/evidence';

/** One copy of a review as Bonavis read it at the source (`review_versions`). */
export type KeptCopy = { seenAt: string; rating: number; text: string | null; reply: string | null };

/**
 * A review of a removed establishment as it stood when the establishment was removed: what an evidence file needs
 * (who, when, what, the reply and when it was written, whether the source withdrew it or its author edited it, and
 * every copy Bonavis saw). Dates are ISO 8601 in UTC.
 */
export type KeptReview = {
  id: number;
  authorName: string;
  rating: number;
  text: string | null;
  language: string | null;
  date: string;
  reply: string | null;
  replyDate: string | null;
  firstSeenAt: string;
  lastSeenAt: string;
  /** When a full read of the source first missed it: withdrawn there. */
  removedAt: string | null;
  /** When its author last changed the rating or text, and the rating before. */
  editedAt: string | null;
  previousRating: number | null;
  /** Oldest first. */
  copies: KeptCopy[];
};

/** A timestamp as JSON text, ISO 8601 in UTC whatever the session's time zone. */
const iso = (column: SQL | unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const date = (text: string | null) => (text === null ? null : new Date(text));

/** The review's copies; one stored before copies were kept is its own only copy, as last seen (the file lists copies). */
const copiesOf = (review: KeptReview): KeptCopy[] =>
  review.copies.length > 0 ? review.copies : [{ seenAt: review.lastSeenAt, rating: review.rating, text: review.text, reply: review.reply }];

/**
 * Copies the establishment's reviews into a kept row, in the removal's transaction (`tx`), before its rows are
 * deleted: the history is either kept with the removal or the removal does not happen. Built by the database in one
 * statement, so the reviews never travel to the server and back.
 */
export async function keepRemovedHistory(tx: Queryable, listingId: number, at: Date): Promise<void> {
  const copies = sql`coalesce((select jsonb_agg(jsonb_build_object(
      'seenAt', ${iso(reviewVersions.seenAt)}, 'rating', ${reviewVersions.reviewRate},
      'text', ${reviewVersions.reviewContent}, 'reply', ${reviewVersions.responseContent}) order by ${reviewVersions.id})
    from ${reviewVersions} where ${reviewVersions.reviewId} = ${reviews.id}), '[]'::jsonb)`;
  const firstSeen = sql`coalesce((select min(${reviewVersions.seenAt}) from ${reviewVersions}
    where ${reviewVersions.reviewId} = ${reviews.id}), ${reviews.createdAt})`;
  const kept = sql`coalesce((select jsonb_agg(jsonb_build_object(
      'id', ${reviews.id}, 'authorName', ${reviews.authorName}, 'rating', ${reviews.reviewRate},
      'text', ${reviews.reviewContent}, 'language', ${reviews.language}, 'date', ${iso(reviews.date)},
      'reply', ${reviews.responseContent}, 'replyDate', ${iso(reviews.responseDate)},
      'firstSeenAt', ${iso(firstSeen)}, 'lastSeenAt', ${iso(reviews.lastSeenAt)}, 'removedAt', ${iso(reviews.removedAt)},
      'editedAt', ${iso(reviews.editedAt)}, 'previousRating', ${reviews.previousRate}, 'copies', ${copies})
      order by ${reviews.date} desc, ${reviews.id} desc)
    from ${reviews} where ${reviews.listingId} = ${listings.id}), '[]'::jsonb)`;
  const purgeAfter = new Date(at.getTime() + REMOVED_HISTORY_KEPT_DAYS * DAY_MS);
  await tx.execute(sql`insert into ${removedEstablishments}
      (organization_id, location_id, name, address, reviews, removed_at, purge_after)
    select ${listings.organizationId}, ${listings.id}, ${listings.name}, ${listings.address}, ${kept},
      ${at.toISOString()}::timestamptz, ${purgeAfter.toISOString()}::timestamptz
    from ${listings} where ${listings.id} = ${listingId}`);
}

/**
 * A removed establishment's reviews, kept REMOVED_HISTORY_KEPT_DAYS after the removal so an owner can still prove what
 * was said (a dispute, a complaint to Google), then deleted by `purge`. Only the reviews are kept: requests, game,
 * widget and settings go with the establishment. The rows belong to the organisation and go with it.
 */
export function createRemovedEstablishments(db: Database, now: () => Date = () => new Date()) {
  /** The organisation's removed establishments whose history is still kept, the latest removal first. */
  async function list(organizationId: number): Promise<RemovedEstablishment[]> {
    const rows = await db
      .select({
        id: removedEstablishments.id,
        name: removedEstablishments.name,
        address: removedEstablishments.address,
        removedAt: removedEstablishments.removedAt,
        purgeAfter: removedEstablishments.purgeAfter,
        reviewCount: sql<number>`jsonb_array_length(${removedEstablishments.reviews})`.mapWith(Number),
      })
      .from(removedEstablishments)
      .where(eq(removedEstablishments.organizationId, organizationId))
      .orderBy(desc(removedEstablishments.removedAt), desc(removedEstablishments.id));
    return rows.map((row) => ({ ...row, removedAt: row.removedAt.toISOString(), purgeAfter: row.purgeAfter.toISOString() }));
  }

  /**
   * The kept reviews of one removed establishment of the organisation, as the evidence file reads them. One of another
   * organisation answers as one that never existed.
   */
  async function evidenceOf(organizationId: number, id: number, madeAt = now()): Promise<Evidence> {
    const [row] = await db
      .select()
      .from(removedEstablishments)
      .where(and(eq(removedEstablishments.id, id), eq(removedEstablishments.organizationId, organizationId)));
    if (!row) throw new AppError(404, 'REMOVED_ESTABLISHMENT_NOT_FOUND', 'No such removed establishment');
    const kept = row.reviews as KeptReview[];
    return {
      // Its link went with the establishment: name and address say which business it was.
      listing: { name: row.name, address: row.address, link: '' },
      reviews: kept.map((review) => ({
        id: review.id,
        authorName: review.authorName,
        date: new Date(review.date),
        firstSeenAt: new Date(review.firstSeenAt),
        lastSeenAt: new Date(review.lastSeenAt),
        removedAt: date(review.removedAt),
        copies: copiesOf(review).map((copy) => ({
          seenAt: new Date(copy.seenAt),
          reviewRate: copy.rating,
          reviewContent: copy.text,
          responseContent: copy.reply,
        })),
      })),
      madeAt,
    };
  }

  /** Deletes the histories past their date; answers how many went. */
  async function purge(at = now()): Promise<number> {
    const gone = await db
      .delete(removedEstablishments)
      .where(lt(removedEstablishments.purgeAfter, at))
      .returning({ id: removedEstablishments.id });
    return gone.length;
  }

  return { list, evidenceOf, purge };
}

export type RemovedEstablishments = ReturnType<typeof createRemovedEstablishments>;
