import { and, eq, gte, ilike, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { PERIOD_DAYS, periodStart, utcDayOf, type ReviewPeriod, type ReviewSort } from '../../../shared/api/reviews';
import type { ReviewSourceName } from '../../../shared/api/review-sources';
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
  /** Only the reviews stored up to this id: the next pages of a first page read earlier. */
  asOf?: number;
  /** One source's reviews only (docs/review-sources.md); its counts too. */
  source?: ReviewSourceName;
};

/**
 * Whose reviews a query reads: one listing's (`listingId`), those of the network view's listings (`listingIds`), or,
 * in a query that goes over the network's listings one at a time (`unnest(…) as network(id)`), the listing at hand.
 */
export type Over = 'listing' | 'network' | 'eachOfNetwork';

/**
 * The list's queries are prepared once per shape (which filters are set, and the order) and run
 * with the values as parameters: building a query with drizzle costs more than running it.
 */
export const param = {
  listingId: sql.placeholder('listingId'),
  listingIds: sql.placeholder('listingIds'),
  from: sql.placeholder('from'),
  /** The period's first day as the roll-ups key it ('2026-11-01'). */
  fromDay: sql.placeholder('fromDay'),
  pattern: sql.placeholder('pattern'),
  ratings: sql.placeholder('ratings'),
  read: sql.placeholder('read'),
  asOf: sql.placeholder('asOf'),
  source: sql.placeholder('source'),
};

/** A search is set. */
export const searching = (filters: Pick<ReviewFilters, 'q'>) => Boolean(filters.q?.trim());
/**
 * The counts cannot come from the roll-ups (a search, or one source: the roll-ups' rows add up every source): they are
 * counted over the reviews themselves.
 */
export const countedDirectly = (filters: Pick<ReviewFilters, 'q' | 'source'>) => searching(filters) || filters.source !== undefined;
/** The period's first day, or null for all time. */
export function periodFrom({ period }: Pick<ReviewFilters, 'period'>, now = Date.now()): Date | null {
  return period && period !== 'all' ? periodStart(PERIOD_DAYS[period], new Date(now)) : null;
}
/** A period other than all time is set. */
export const dated = ({ period }: Pick<ReviewFilters, 'period'>) => period !== undefined && period !== 'all';

/** The conditions every figure of the page shares: the listing (or listings), the period, the search and the source. */
export function scopeOf(filters: Pick<ReviewFilters, 'period' | 'q' | 'source'>, over: Over = 'listing'): SQL[] {
  const ofListings: Record<Over, SQL> = {
    listing: eq(reviews.listingId, param.listingId),
    network: sql`${reviews.listingId} = any(${param.listingIds})`,
    eachOfNetwork: sql`${reviews.listingId} = network.id`,
  };
  const conditions: SQL[] = [ofListings[over]];
  if (dated(filters)) conditions.push(gte(reviews.date, param.from));
  if (searching(filters)) conditions.push(ilike(reviews.searchText, param.pattern));
  if (filters.source !== undefined) conditions.push(sql`${reviews.source} = ${param.source}`);
  return conditions;
}

/** The scope plus the rating, answered and unread filters, and the bound of later pages: what the list shows. */
export function whereOf(filters: ReviewFilters, over: Over = 'listing'): SQL | undefined {
  const conditions = scopeOf(filters, over);
  if (filters.ratings?.length) conditions.push(sql`${reviews.reviewRate} = any(${param.ratings})`);
  if (filters.answered !== undefined)
    conditions.push(filters.answered ? isNotNull(reviews.responseContent) : isNull(reviews.responseContent));
  if (filters.unread !== undefined) conditions.push(eq(reviews.hasBeenRead, param.read));
  if (filters.removed !== undefined) conditions.push(filters.removed ? isNotNull(reviews.removedAt) : isNull(reviews.removedAt));
  if (filters.asOf !== undefined) conditions.push(lte(reviews.id, param.asOf));
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
    filters.asOf !== undefined && 'asof',
    filters.source !== undefined && 'source',
  ];
  return [filters.sort ?? 'newest', ...set.filter(Boolean)].join('_');
}

/** The values of the placeholders the filters use (the others are ignored): `listing`, an id or the network's ids. */
export function valuesOf(listing: number | readonly number[], filters: ReviewFilters, now = Date.now()) {
  const from = periodFrom(filters, now);
  return {
    listingId: typeof listing === 'number' ? listing : null,
    listingIds: typeof listing === 'number' ? null : [...listing],
    from,
    fromDay: from && utcDayOf(from),
    pattern: searching(filters) ? containsPattern(filters.q!.trim()) : null,
    ratings: filters.ratings ?? null,
    read: filters.unread === undefined ? null : !filters.unread,
    asOf: filters.asOf ?? null,
    source: filters.source ?? null,
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
