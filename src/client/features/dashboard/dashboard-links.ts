import type { DashboardPeriod } from '../../../shared/api/dashboard';
import type { ReviewSourceName } from '../../../shared/api/review-sources';
import { PATHS } from '../../config/paths';

/**
 * Links into the reviews screen with its URL filters (`rating`, `answered`, `unread`, `removed`, `period`, `q`, `source`).
 * The reviews feature owns those names; a feature may not import another, so they are spelt here
 * and the tests pin them.
 */
type ReviewLinkFilters = {
  ratings?: number[];
  answered?: boolean;
  unread?: boolean;
  removed?: boolean;
  period?: DashboardPeriod;
  q?: string;
  source?: ReviewSourceName;
};

function linkAt(
  screen: string,
  { ratings, answered, unread, removed, period, q, source }: ReviewLinkFilters,
  scope: Record<string, string>,
): string {
  const params = new URLSearchParams();
  if (ratings && ratings.length > 0) params.set('rating', ratings.join(','));
  if (answered !== undefined) params.set('answered', answered ? 'yes' : 'no');
  // The reviews screen reads `unread=1`.
  if (unread) params.set('unread', '1');
  // And `removed=yes` for the reviews the source no longer shows (the address of a removal alert too).
  if (removed) params.set('removed', 'yes');
  // "all" is the reviews screen's default: a plain link stays plain.
  if (period && period !== 'all') params.set('period', period);
  if (q) params.set('q', q);
  if (source) params.set('source', source);
  for (const [name, value] of Object.entries(scope)) params.set(name, value);
  const query = params.toString();
  return query ? `${screen}?${query}` : screen;
}

/** A link into the reviews screen of the establishment shown. */
export type ReviewsLink = (filters?: ReviewLinkFilters) => string;

export const reviewsLink: ReviewsLink = (filters = {}) => linkAt(PATHS.reviewsHome, filters, {});

/** Links into the network inbox: every establishment the user sees, or a group's (its `group` filter). */
export const networkReviewsLink =
  (group: number | undefined): ReviewsLink =>
  (filters = {}) =>
    linkAt(PATHS.reviewsNetwork, filters, group === undefined ? {} : { group: String(group) });

/**
 * The word a theme is searched by. Reviews are mostly written in French whatever the interface
 * language, and the server has no theme filter: the search looks for this word in the text.
 */
export const THEME_SEARCH_WORDS: Record<string, string> = {
  welcome: 'accueil',
  price: 'prix',
  waiting: 'attente',
  cleanliness: 'propreté',
  quality: 'qualité',
  staff: 'personnel',
  ambiance: 'ambiance',
  service: 'service',
};

export const themeSearchWord = (theme: string) => THEME_SEARCH_WORDS[theme] ?? theme;
