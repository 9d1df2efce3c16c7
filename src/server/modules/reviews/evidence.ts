import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { reviewGoogleReports, reviews, reviewVersions } from '../../db/schema';
import type { ListingRow } from '../../plugins/authenticate';
import { AppError } from '../../errors';
import type { Evidence } from '../../../shared/evidence';

/**
 * Gathers the evidence of some of the listing's reviews. Any id that is not one of the listing's reviews refuses the
 * whole file with REVIEW_NOT_FOUND, saying neither which id nor whether it exists elsewhere.
 */
export async function gatherEvidence(db: Queryable, listing: ListingRow, ids: number[], madeAt = new Date()): Promise<Evidence> {
  const wanted = [...new Set(ids)];
  const rows = await db
    .select({
      id: reviews.id,
      authorName: reviews.authorName,
      date: reviews.date,
      createdAt: reviews.createdAt,
      lastSeenAt: reviews.lastSeenAt,
      removedAt: reviews.removedAt,
    })
    .from(reviews)
    .where(and(eq(reviews.listingId, listing.id), inArray(reviews.id, wanted)))
    .orderBy(desc(reviews.date), desc(reviews.id));
  if (rows.length !== wanted.length) throw new AppError(404, 'REVIEW_NOT_FOUND', 'Review not found');
  const copies = await db.select().from(reviewVersions).where(inArray(reviewVersions.reviewId, wanted)).orderBy(asc(reviewVersions.id));
  const reports = await db
    .select()
    .from(reviewGoogleReports)
    .where(inArray(reviewGoogleReports.reviewId, wanted))
    .orderBy(asc(reviewGoogleReports.reportedAt), asc(reviewGoogleReports.id));
  return {
    listing: { name: listing.name, address: listing.address, link: listing.url ?? listing.shortUrl },
    reviews: rows.map((row) => {
      const own = copies
        .filter((copy) => copy.reviewId === row.id)
        .map(({ seenAt, reviewRate, reviewContent, responseContent }) => ({ seenAt, reviewRate, reviewContent, responseContent }));
      // Reviews stored before copies were kept have their first copy from the history's migration; the row's own
      // creation is the first sight when there is none.
      return {
        id: row.id,
        authorName: row.authorName,
        date: row.date,
        firstSeenAt: own[0]?.seenAt ?? row.createdAt,
        lastSeenAt: row.lastSeenAt,
        removedAt: row.removedAt,
        copies: own,
        reportedToGoogle: reports
          .filter((report) => report.reviewId === row.id)
          .map((report) => ({ at: report.reportedAt, by: report.memberName })),
      };
    }),
    madeAt,
  };
}
