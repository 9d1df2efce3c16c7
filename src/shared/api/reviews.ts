/** A review as the API returns it (the contract's field names, `hasBeenReadd` included). */
export type Review = {
  id: number;
  authorName: string;
  authorPictUrl: string | null;
  reviewRate: number;
  date: string;
  isLocalGuide: boolean;
  reviewContent: string | null;
  language: string | null;
  hasResponse: boolean;
  pictures: string[];
  response: { date: string | null; responseContent: string } | null;
  hasBeenReadd: boolean;
};

export const REVIEW_SORTS = ['newest', 'oldest', 'lowest', 'highest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** How far back the list looks: the last 7, 30, 90 or 365 days, or everything. */
export const REVIEW_PERIODS = ['7d', '30d', '90d', '365d', 'all'] as const;
export type ReviewPeriod = (typeof REVIEW_PERIODS)[number];

/**
 * The query of `GET /reviews/private`, as URL parameters. `ratings` is a comma list ("1,2");
 * `q` is searched without regard to case or accents ("creme" finds "crème").
 */
export type ReviewQuery = {
  page?: number;
  pageSize?: number;
  ratings?: string;
  answered?: boolean;
  unread?: boolean;
  period?: ReviewPeriod;
  q?: string;
  sort?: ReviewSort;
};

/**
 * How many reviews each filter would show, within the current period and search
 * (so the numbers beside the rating, answered and unread filters match what a click gives).
 */
export type ReviewCounts = {
  all: number;
  unread: number;
  answered: number;
  unanswered: number;
  byRating: Record<'1' | '2' | '3' | '4' | '5', number>;
};

/** One page of `GET /reviews/private`. */
export type ReviewPage = { items: Review[]; total: number; page: number; pageSize: number; counts: ReviewCounts };
