import { PATHS } from './app-paths';
import { REVIEW_SOURCES, type ReviewSourceName } from './api/review-sources';
import { REVIEW_PERIODS, REVIEW_SORTS, type ReviewPeriod, type ReviewSort } from './api/reviews';

/**
 * The reviews screen's filters as its URL carries them, read by the client's screen and written by the server's links
 * (alerts, mails), so a link opens the view it names.
 */
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
  /** The network inbox's establishments (`establishments=1,2`); none: every one the user sees, or the group's. */
  establishments: number[];
  /** The network inbox's group (`group=3`), when no establishment is named. */
  group?: number;
  /** One source's reviews only (`source=tripadvisor`); none: every source's. */
  source?: ReviewSourceName;
};

export const DEFAULT_FILTERS: ReviewFilters = {
  ratings: [],
  unread: false,
  removed: false,
  period: 'all',
  q: '',
  sort: 'newest',
  page: 1,
  establishments: [],
};

const isRating = (value: number): value is Rating => (RATINGS as readonly number[]).includes(value);
const isPeriod = (value: string | null): value is ReviewPeriod => (REVIEW_PERIODS as readonly (string | null)[]).includes(value);
const isSort = (value: string | null): value is ReviewSort => (REVIEW_SORTS as readonly (string | null)[]).includes(value);
const isSource = (value: string | null): value is ReviewSourceName => (REVIEW_SOURCES as readonly (string | null)[]).includes(value);

function ratingsOf(value: string | null): Rating[] {
  const ratings = (value ?? '').split(',').map(Number).filter(isRating);
  return [...new Set(ratings)].sort();
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** A row id as a URL writes it (digits, below 2³¹), or undefined. */
function rowIdOf(value: string): number | undefined {
  const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return id >= 1 && id < 2 ** 31 ? id : undefined;
}

/** The establishments a link names, each once, at most 200 (the API's bound), in a stable order. */
function establishmentsOf(value: string | null): number[] {
  const ids = (value ?? '').slice(0, 2_400).split(',').map(rowIdOf);
  return [...new Set(ids.filter((id) => id !== undefined))].sort((a, b) => a - b).slice(0, 200);
}

/**
 * The filters a URL asks for. A link may be old, hand-edited or cut: what cannot be read falls back to
 * its default rather than failing the screen.
 */
export function filtersFromParams(params: URLSearchParams): ReviewFilters {
  const answered = params.get('answered');
  const period = params.get('period');
  const sort = params.get('sort');
  const source = params.get('source');
  return {
    ratings: ratingsOf(params.get('rating')),
    answered: answered === 'yes' ? true : answered === 'no' ? false : undefined,
    unread: params.get('unread') === '1',
    removed: params.get('removed') === 'yes',
    period: isPeriod(period) ? period : DEFAULT_FILTERS.period,
    q: (params.get('q') ?? '').trim(),
    sort: isSort(sort) ? sort : DEFAULT_FILTERS.sort,
    page: pageOf(params.get('page')),
    establishments: establishmentsOf(params.get('establishments')),
    group: rowIdOf(params.get('group') ?? ''),
    source: isSource(source) ? source : undefined,
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
  if (filters.establishments.length > 0) params.set('establishments', filters.establishments.join(','));
  if (filters.group !== undefined) params.set('group', String(filters.group));
  if (filters.source !== undefined) params.set('source', filters.source);
  return params;
}

/** The reviews screen's address showing `changes` from the default view, for links from outside the screen. */
export function reviewsScreenPath(changes: Partial<ReviewFilters> = {}): string {
  const params = paramsFromFilters({ ...DEFAULT_FILTERS, ...changes }).toString();
  return params ? `${PATHS.reviewsHome}?${params}` : PATHS.reviewsHome;
}
