import { REVIEW_PERIODS, REVIEW_SORTS, type ReviewPeriod, type ReviewQuery, type ReviewSort } from '../../../shared/api/reviews';

/** Reviews per page: a phone shows a handful of cards before the pagination. */
export const REVIEWS_PAGE_SIZE = 10;

export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];

/** The screen's filters as the owner sets them; `page` starts at 1. */
export type ReviewFilters = {
  ratings: Rating[];
  /** Answered only (true), not answered only (false), or both (undefined). */
  answered?: boolean;
  unread: boolean;
  /** Only the reviews the source no longer shows (`removed=yes`, the link of a removal alert). */
  removed: boolean;
  period: ReviewPeriod;
  q: string;
  sort: ReviewSort;
  page: number;
};

export const DEFAULT_FILTERS: ReviewFilters = { ratings: [], unread: false, removed: false, period: 'all', q: '', sort: 'newest', page: 1 };

const isRating = (value: number): value is Rating => (RATINGS as readonly number[]).includes(value);
const isPeriod = (value: string | null): value is ReviewPeriod => (REVIEW_PERIODS as readonly (string | null)[]).includes(value);
const isSort = (value: string | null): value is ReviewSort => (REVIEW_SORTS as readonly (string | null)[]).includes(value);

function ratingsOf(value: string | null): Rating[] {
  const ratings = (value ?? '').split(',').map(Number).filter(isRating);
  return [...new Set(ratings)].sort();
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The filters a URL asks for. A link may be old, hand-edited or cut: what cannot be read falls back to
 * its default rather than failing the screen.
 */
export function filtersFromParams(params: URLSearchParams): ReviewFilters {
  const answered = params.get('answered');
  const period = params.get('period');
  const sort = params.get('sort');
  return {
    ratings: ratingsOf(params.get('rating')),
    answered: answered === 'yes' ? true : answered === 'no' ? false : undefined,
    unread: params.get('unread') === '1',
    removed: params.get('removed') === 'yes',
    period: isPeriod(period) ? period : DEFAULT_FILTERS.period,
    q: (params.get('q') ?? '').trim(),
    sort: isSort(sort) ? sort : DEFAULT_FILTERS.sort,
    page: pageOf(params.get('page')),
  };
}

/** The URL of a view: only what differs from the defaults, so a plain link stays plain. */
export function paramsFromFilters(filters: ReviewFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.ratings.length > 0) params.set('rating', [...filters.ratings].sort().join(','));
  if (filters.answered !== undefined) params.set('answered', filters.answered ? 'yes' : 'no');
  if (filters.unread) params.set('unread', '1');
  if (filters.removed) params.set('removed', 'yes');
  if (filters.period !== DEFAULT_FILTERS.period) params.set('period', filters.period);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

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
  };
}

/** Whether any filter narrows the list (the page and the sort do not). */
export function hasActiveFilters(filters: ReviewFilters): boolean {
  return (
    filters.ratings.length > 0 ||
    filters.answered !== undefined ||
    filters.unread ||
    filters.removed ||
    filters.period !== 'all' ||
    filters.q.trim() !== ''
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
