import type { ReviewQuery } from '../../../shared/api/reviews';
import type { NetworkReviewQuery, NetworkScope } from '../../api/reviews-api';
import { type ReviewFilters } from '../../../shared/review-screen-url';

export {
  DEFAULT_FILTERS,
  filtersFromParams,
  paramsFromFilters,
  RATINGS,
  type Rating,
  type ReviewFilters,
} from '../../../shared/review-screen-url';

/** Reviews per page: a phone shows a handful of cards before the pagination. */
export const REVIEWS_PAGE_SIZE = 10;

/** The API query of a view (`GET /reviews/private`); unset filters are left out. */
export function queryFromFilters(filters: ReviewFilters): ReviewQuery {
  return {
    page: filters.page,
    pageSize: REVIEWS_PAGE_SIZE,
    ...(filters.ratings.length > 0 && { ratings: filters.ratings.join(',') }),
    ...(filters.answered !== undefined && { answered: filters.answered }),
    ...(filters.unread && { unread: true }),
    ...(filters.removed && { removed: 'yes' as const }),
    period: filters.period,
    ...(filters.q.trim() && { q: filters.q.trim() }),
    sort: filters.sort,
    ...(filters.source !== undefined && { source: filters.source }),
  };
}

/**
 * The establishments a network view covers: those named, else the group's, else every one the user sees in the
 * organisation (`organization`, null for the user's only one).
 */
export function networkScopeOf(filters: Pick<ReviewFilters, 'establishments' | 'group'>, organization: number | null): NetworkScope {
  const scope =
    filters.establishments.length > 0
      ? { locations: filters.establishments.join(',') }
      : filters.group !== undefined
        ? { group: filters.group }
        : { location: 'all' as const };
  return { ...scope, ...(organization !== null && { organization }) };
}

/** The network inbox's query: the view's over its establishments; `asOf` keeps the next pages on the first page's reviews. */
export function networkQueryFromFilters(filters: ReviewFilters, organization: number | null, asOf: number | undefined): NetworkReviewQuery {
  return { ...queryFromFilters(filters), ...networkScopeOf(filters, organization), ...(asOf !== undefined && { asOf }) };
}

/** Whether any filter narrows the list (the page and the sort do not). */
export function hasActiveFilters(filters: ReviewFilters): boolean {
  return (
    filters.ratings.length > 0 ||
    filters.answered !== undefined ||
    filters.unread ||
    filters.removed ||
    filters.period !== 'all' ||
    filters.q.trim() !== '' ||
    filters.establishments.length > 0 ||
    filters.group !== undefined ||
    filters.source !== undefined
  );
}

/** How many pages `total` reviews fill; 0 when there is none. */
export function pageCountOf(total: number, pageSize: number): number {
  return total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}

/** A page kept between 1 and the last one (1 when there is no page at all). */
export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, pageCount));
}
