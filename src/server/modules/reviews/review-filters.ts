import { and, eq, gte, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { PERIOD_DAYS, periodStart, type ReviewPeriod, type ReviewSort } from '../../../shared/api/reviews';
import { reviews } from '../../db/schema';
import { containsPattern } from './search-text';

/** `GET /reviews/private` once validated: every filter optional but the page. */
export type ReviewFilters = {
  page: number;
  pageSize: number;
  ratings?: number[];
  answered?: boolean;
  unread?: boolean;
  period?: ReviewPeriod;
  q?: string;
  sort?: ReviewSort;
};

/** The conditions every figure of the page shares: the listing, the period and the search. */
export function scopeOf(listingId: number, { period, q }: Pick<ReviewFilters, 'period' | 'q'>, now = Date.now()): SQL[] {
  const conditions: SQL[] = [eq(reviews.listingId, listingId)];
  if (period && period !== 'all') conditions.push(gte(reviews.date, periodStart(PERIOD_DAYS[period], new Date(now))));
  if (q?.trim()) conditions.push(ilike(reviews.searchText, containsPattern(q.trim())));
  return conditions;
}

/** The scope plus the rating, answered and unread filters: what the list shows. */
export function whereOf(listingId: number, filters: ReviewFilters, now = Date.now()): SQL | undefined {
  const conditions = scopeOf(listingId, filters, now);
  if (filters.ratings?.length) conditions.push(inArray(reviews.reviewRate, filters.ratings));
  if (filters.answered !== undefined)
    conditions.push(filters.answered ? isNotNull(reviews.responseContent) : isNull(reviews.responseContent));
  if (filters.unread !== undefined) conditions.push(eq(reviews.hasBeenRead, !filters.unread));
  return and(...conditions);
}

/** Each order ends on the id, so pages never overlap when dates or ratings are equal. */
export function orderOf(sort: ReviewSort = 'newest'): SQL[] {
  switch (sort) {
    case 'oldest':
      return [sql`${reviews.date} asc`, sql`${reviews.id} asc`];
    case 'lowest':
      return [sql`${reviews.reviewRate} asc`, sql`${reviews.date} desc`, sql`${reviews.id} desc`];
    case 'highest':
      return [sql`${reviews.reviewRate} desc`, sql`${reviews.date} desc`, sql`${reviews.id} desc`];
    default:
      return [sql`${reviews.date} desc`, sql`${reviews.id} desc`];
  }
}
