import { SourceError, type ReviewSource, type SourceReview, type SourceSummary } from './review-source';
import { callSource, detailOf, isObject, retryAfterSeconds, type Fetch, type SourceAnswer } from './source-http';
import { tripadvisorLocationId } from './tripadvisor-url';

/*
 * Tripadvisor's Content API: `GET /location/{id}/details` (rating, ranking, review count) and
 * `GET /location/{id}/reviews`, which returns the five newest reviews and no more: there is no paging, so Bonavis
 * keeps every review it has seen and the inbox says older ones are not available through Tripadvisor's API
 * (`history: 'newest-only'`). Every call counts against Bonavis's key's monthly quota: each read reports its calls
 * (`callsUsed`) for the caller to charge the account's budget. No reply API: drafted in Bonavis, copied, and the
 * Management Center opened.
 */

export const TRIPADVISOR_API_URL = 'https://api.content.tripadvisor.com/api/v1';

export type TripadvisorSettings = {
  /** The listing's address or its location id, as the owner pastes it. */
  listing: string;
};

type TripadvisorDetails = {
  location_id?: string;
  name?: string;
  web_url?: string;
  rating?: string;
  num_reviews?: string;
  ranking_data?: { ranking_string?: string };
};

type TripadvisorReview = {
  id?: number | string;
  lang?: string;
  published_date?: string;
  rating?: number;
  url?: string;
  title?: string;
  text?: string;
  user?: { username?: string };
  /** ASSUMED shape (the recorded examples all show null): `{ text, published_date }`. */
  owner_response?: { text?: string; published_date?: string } | null;
};

const numberOr = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isFinite(number) ? number : null;
};

function summaryOf(details: TripadvisorDetails): SourceSummary {
  return {
    name: details.name ?? null,
    rating: numberOr(details.rating),
    reviewCount: numberOr(details.num_reviews),
    ranking: details.ranking_data?.ranking_string ?? null,
    url: details.web_url ?? null,
  };
}

export function toSourceReview(review: TripadvisorReview): SourceReview | null {
  if (review.id === undefined || review.id === null) return null;
  const response = review.owner_response?.text ? review.owner_response : null;
  return {
    source: 'tripadvisor',
    externalId: String(review.id),
    authorName: review.user?.username || 'Voyageur Tripadvisor',
    rating: typeof review.rating === 'number' ? review.rating : null,
    scale: 5,
    title: review.title ?? null,
    text: review.text ?? null,
    language: review.lang ?? null,
    date: new Date(review.published_date ?? 0),
    reply: response ? { text: response.text!, date: response.published_date ? new Date(response.published_date) : null } : null,
    url: review.url,
    demo: false,
  };
}

/**
 * Tripadvisor's refusals, in either envelope seen: the documented `{ error: { message, type, code } }`, or the API
 * gateway's `{ message }`. A monthly quota spent (ASSUMED wording: « Limit Exceeded », « quota ») is not a short rate
 * limit: waiting seconds will not help, the next period will.
 */
export function tripadvisorErrorOf(answer: SourceAnswer): SourceError {
  const body = isObject(answer.body) ? answer.body : {};
  const inner = isObject(body.error) ? body.error : body;
  const message = detailOf(inner.message ?? body.Message);
  const platformCode = inner.code !== undefined ? String(inner.code) : String(answer.status);
  const said = `Tripadvisor answered ${answer.status}: ${message}`;
  const quota = /quota|limit exceeded/i.test(message);
  if (answer.status === 429 || (answer.status === 403 && quota)) {
    if (quota) return new SourceError('SOURCE_QUOTA_EXHAUSTED', 'tripadvisor', said, { platformCode });
    const wait = retryAfterSeconds(answer.headers.get('retry-after'));
    return new SourceError('SOURCE_RATE_LIMITED', 'tripadvisor', said, { platformCode, retryAfterSeconds: wait });
  }
  if (answer.status === 401) return new SourceError('SOURCE_UNAUTHORIZED', 'tripadvisor', said, { platformCode });
  // A key limited to other domains or addresses: the configuration's Referer or the server's address.
  if (answer.status === 403) return new SourceError('SOURCE_FORBIDDEN', 'tripadvisor', said, { platformCode });
  if (answer.status === 404) return new SourceError('SOURCE_NOT_FOUND', 'tripadvisor', said, { platformCode });
  if (answer.status === 400) return new SourceError('SOURCE_INVALID_SETTINGS', 'tripadvisor', said, { platformCode });
  return new SourceError('SOURCE_UNAVAILABLE', 'tripadvisor', said, { platformCode });
}

export type TripadvisorOptions = {
  /** Bonavis's Content API key (one for the whole app; the per-account budget is the caller's). */
  apiKey: string;
  fetchImpl?: Fetch;
  apiUrl?: string;
  /** The language of the texts Tripadvisor returns. */
  language?: string;
  /** The domain the key is restricted to, sent as Referer (Tripadvisor checks it for keys limited by domain). */
  referer?: string;
  /** Opened to paste a reply; `{locationId}` and `{reviewId}` are filled in. */
  managementCenterUrl?: string;
};

export type TripadvisorSource = ReviewSource<TripadvisorSettings> & { kind: 'tripadvisor' };

export function createTripadvisorSource({
  apiKey,
  fetchImpl = fetch,
  apiUrl = TRIPADVISOR_API_URL,
  language = 'fr',
  referer,
  managementCenterUrl = 'https://www.tripadvisor.fr/ManagementCenter',
}: TripadvisorOptions): TripadvisorSource {
  /** One counted call; the key travels in the query string, as the Content API asks. */
  async function get<T>(locationId: string, what: 'details' | 'reviews'): Promise<T> {
    const query = new URLSearchParams({ key: apiKey, language });
    const answer = await callSource('tripadvisor', fetchImpl, `${apiUrl}/location/${locationId}/${what}?${query}`, {
      headers: { accept: 'application/json', ...(referer ? { referer } : {}) },
    });
    if (answer.status >= 400) throw tripadvisorErrorOf(answer);
    return answer.body as T;
  }

  return {
    kind: 'tripadvisor',
    demo: false,
    async connect(connectionId, { listing }) {
      const locationId = tripadvisorLocationId(listing);
      if (!locationId) throw new SourceError('SOURCE_INVALID_SETTINGS', 'tripadvisor', 'Not a Tripadvisor listing address or location id');
      const details = await get<TripadvisorDetails>(locationId, 'details');
      const connection = {
        id: connectionId,
        source: 'tripadvisor' as const,
        externalId: locationId,
        summary: summaryOf(details),
        secrets: {},
        demo: false,
      };
      return { connection, callsUsed: 1 };
    },
    async readReviews(connection) {
      const details = await get<TripadvisorDetails>(connection.externalId, 'details');
      const answer = await get<{ data?: TripadvisorReview[] }>(connection.externalId, 'reviews');
      const reviews = (Array.isArray(answer.data) ? answer.data : []).map(toSourceReview).filter((review) => review !== null);
      return { reviews, nextCursor: null, callsUsed: 2, history: 'newest-only', summary: summaryOf(details) };
    },
    replyTarget: (connection, review) => ({
      way: 'copy-and-open',
      url: managementCenterUrl
        .replace('{locationId}', encodeURIComponent(connection.externalId))
        .replace('{reviewId}', encodeURIComponent(review.externalId)),
    }),
  };
}
