import { and, eq, gte, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { PERIOD_DAYS, periodStart, utcDayOf, type ReviewPeriod, type ReviewSort } from '../../../shared/api/reviews';
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
  /** true: only the reviews the source no longer shows; false: only those it shows. */
  removed?: boolean;
};

/**
 * The list's queries are prepared once per shape (which filters are set, and the order) and run
 * with the values as parameters: building a query with drizzle costs more than running it.
 */
export const param = {
  listingId: sql.placeholder('listingId'),
  from: sql.placeholder('from'),
  /** The period's first day as the roll-ups key it ('2026-11-01'). */
  fromDay: sql.placeholder('fromDay'),
  pattern: sql.placeholder('pattern'),
  ratings: sql.placeholder('ratings'),
  read: sql.placeholder('read'),
};

/** A search is set. */
export const searching = (filters: Pick<ReviewFilters, 'q'>) => Boolean(filters.q?.trim());
/** The period's first day, or null for all time. */
export function periodFrom({ period }: Pick<ReviewFilters, 'period'>, now = Date.now()): Date | null {
  return period && period !== 'all' ? periodStart(PERIOD_DAYS[period], new Date(now)) : null;
}
/** A period other than all time is set. */
export const dated = ({ period }: Pick<ReviewFilters, 'period'>) => period !== undefined && period !== 'all';

/** The conditions every figure of the page shares: the listing, the period and the search. */
export function scopeOf(filters: Pick<ReviewFilters, 'period' | 'q'>): SQL[] {
  const conditions: SQL[] = [eq(reviews.listingId, param.listingId)];
  if (dated(filters)) conditions.push(gte(reviews.date, param.from));
  if (searching(filters)) conditions.push(ilike(reviews.searchText, param.pattern));
  return conditions;
}

/** The scope plus the rating, answered and unread filters: what the list shows. */
export function whereOf(filters: ReviewFilters): SQL | undefined {
  const conditions = scopeOf(filters);
  if (filters.ratings?.length) conditions.push(sql`${reviews.reviewRate} = any(${param.ratings})`);
  if (filters.answered !== undefined)
    conditions.push(filters.answered ? isNotNull(reviews.responseContent) : isNull(reviews.responseContent));
  if (filters.unread !== undefined) conditions.push(eq(reviews.hasBeenRead, param.read));
  if (filters.removed !== undefined) conditions.push(filters.removed ? isNotNull(reviews.removedAt) : isNull(reviews.removedAt));
  return and(...conditions);
}

/** What tells two shapes apart: the filters set (not their values) and the order. */
export function shapeOf(filters: ReviewFilters): string {
  const answered = filters.answered === undefined ? '' : filters.answered ? 'answered' : 'unanswered';
  const set = [
    dated(filters) && 'period',
    searching(filters) && 'q',
    filters.ratings?.length && 'ratings',
    answered,
    filters.unread !== undefined && 'read',
    filters.removed !== undefined && (filters.removed ? 'removed' : 'shown'),
  ];
  return [filters.sort ?? 'newest', ...set.filter(Boolean)].join('_');
}

/** The values of the placeholders the filters use (the others are ignored). */
export function valuesOf(listingId: number, filters: ReviewFilters, now = Date.now()) {
  const from = periodFrom(filters, now);
  return {
    listingId,
    from,
    fromDay: from && utcDayOf(from),
    pattern: searching(filters) ? containsPattern(filters.q!.trim()) : null,
    ratings: filters.ratings ?? null,
    read: filters.unread === undefined ? null : !filters.unread,
  };
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
