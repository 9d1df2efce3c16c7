import { count, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatements } from '../../db/prepared-statements';
import { listings, reviews } from '../../db/schema';
import { AppError } from '../../errors';
import { orderOf, shapeOf, valuesOf, whereOf, type ReviewFilters } from './review-filters';

/**
 * Most reviews one file holds. A file cut short would be taken for the whole view, so a view of more is refused with
 * `EXPORT_TOO_LARGE` and the user narrows it (a period, a rating): 50,000 rows of a few hundred bytes build in memory
 * in well under a second, and every spreadsheet opens them.
 */
export const MAX_EXPORTED_REVIEWS = 50_000;

/** The inbox's filters as the file takes them: every review they give, in their order, not a page. */
export type ExportFilters = Omit<ReviewFilters, 'page' | 'pageSize' | 'asOf'>;

/** One review of the file, with the establishment it belongs to. */
export type ExportedReview = {
  establishment: string;
  date: Date;
  authorName: string;
  reviewRate: number;
  reviewContent: string | null;
  responseContent: string | null;
  responseDate: Date | null;
  hasBeenRead: boolean;
  removedAt: Date | null;
};

/**
 * The reviews of the inbox's view over one establishment or several, for its CSV file. The same conditions and orders
 * as the inbox (`review-filters.ts`), over the listings' ids as the network inbox counts them; prepared once per shape.
 */
export function createReviewsExport(db: Database) {
  const preparedOnce = preparedStatements();
  // The filters as the inbox's builders take them: the page is never read, the file has none.
  const asInbox = (filters: ExportFilters): ReviewFilters => ({ ...filters, page: 1, pageSize: MAX_EXPORTED_REVIEWS });

  const totalOf = (filters: ReviewFilters) =>
    preparedOnce(`review_export_total_${shapeOf({ ...filters, sort: undefined })}`, (name) =>
      db.select({ total: count() }).from(reviews).where(whereOf(filters, 'network')).prepare(name),
    );

  const rowsOf = (filters: ReviewFilters) =>
    preparedOnce(`review_export_rows_${shapeOf(filters)}`, (name) =>
      db
        .select({
          establishment: listings.name,
          date: reviews.date,
          authorName: reviews.authorName,
          reviewRate: reviews.reviewRate,
          reviewContent: reviews.reviewContent,
          responseContent: reviews.responseContent,
          responseDate: reviews.responseDate,
          hasBeenRead: reviews.hasBeenRead,
          removedAt: reviews.removedAt,
        })
        .from(reviews)
        .innerJoin(listings, sql`${listings.id} = ${reviews.listingId}`)
        .where(whereOf(filters, 'network'))
        .orderBy(...orderOf(filters.sort))
        .limit(sql.placeholder('limit'))
        .prepare(name),
    );

  /**
   * Every review of the view, newest first unless `sort` says otherwise; 400 `EXPORT_TOO_LARGE` when there are more
   * than `MAX_EXPORTED_REVIEWS`, counted before any row is read. `now` (milliseconds) dates the period.
   */
  async function reviewsOf(establishments: readonly { id: number }[], asked: ExportFilters, now = Date.now()): Promise<ExportedReview[]> {
    const filters = asInbox(asked);
    const ids = establishments.map((place) => place.id);
    const values = valuesOf(ids, filters, now);
    const [{ total }] = await totalOf(filters).execute(values);
    if (total > MAX_EXPORTED_REVIEWS) {
      throw new AppError(
        400,
        'EXPORT_TOO_LARGE',
        `Le fichier dépasserait ${MAX_EXPORTED_REVIEWS.toLocaleString('fr-FR')} avis (${total.toLocaleString('fr-FR')} dans cette vue) : choisissez une période plus courte ou ajoutez un filtre.`,
      );
    }
    // Bounded again: reviews arriving between the count and the read never make the file longer than promised.
    return rowsOf(filters).execute({ ...values, limit: MAX_EXPORTED_REVIEWS });
  }

  return { reviewsOf };
}
