import { createHash } from 'node:crypto';
import { MapsError, type MapsProvider, type MapsReview, type ResolvedListing } from './maps-provider';
import { isSafeListingHop, lookupAll, type LookupAll } from './safe-redirects';

type Fetch = typeof fetch;

const SERPAPI = 'https://serpapi.com/search.json';
const MAX_REDIRECTS = 5;
/** A provider that does not answer must not hold a sync (or a shutdown) forever. */
const REQUEST_TIMEOUT_MS = 20_000;

type SerpPlace = {
  title?: string;
  /** Google's place id (`ChIJ…`), what Google's review form takes. */
  place_id?: string;
  data_id?: string;
  type?: string;
  types?: string[];
  address?: string;
  rating?: number;
  reviews?: number;
  thumbnail?: string;
  images?: { thumbnail?: string; image?: string }[];
};

type SerpReview = {
  review_id?: string;
  user?: { name?: string; thumbnail?: string; local_guide?: boolean };
  rating?: number;
  iso_date?: string;
  snippet?: string;
  extracted_snippet?: { original?: string };
  images?: string[];
  response?: { iso_date?: string; snippet?: string; extracted_snippet?: { original?: string } };
};

type SerpReviewsAnswer = {
  error?: string;
  place_info?: { reviews?: number };
  reviews?: SerpReview[];
  serpapi_pagination?: { next_page_token?: string };
};

/** The place a full maps URL names: its feature id (`0x…:0x…`) and, when given, its coordinates. */
export function placeFromMapsUrl(url: string): { dataId: string; lat: string | null; lng: string | null } | null {
  const dataId = /!1s(0x[0-9a-f]+:0x[0-9a-f]+)/i.exec(url)?.[1];
  if (!dataId) return null;
  const lat = /!3d(-?\d+(?:\.\d+)?)/.exec(url)?.[1] ?? null;
  const lng = /!4d(-?\d+(?:\.\d+)?)/.exec(url)?.[1] ?? null;
  return { dataId, lat, lng };
}

/** An id for a review the provider gave none: from what it says, so the same review keeps it whatever page it comes on. */
function contentId(review: SerpReview): string {
  const content = [review.user?.name ?? '', review.iso_date ?? '', review.extracted_snippet?.original ?? review.snippet ?? ''].join(
    '\u0000',
  );
  return `serpapi-${createHash('sha256').update(content).digest('hex').slice(0, 32)}`;
}

/** Seconds or an HTTP date, as Retry-After allows; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function toReview(review: SerpReview): MapsReview {
  const responseText = review.response?.extracted_snippet?.original ?? review.response?.snippet;
  return {
    externalId: review.review_id ?? contentId(review),
    authorName: review.user?.name ?? 'Anonyme',
    authorPictUrl: review.user?.thumbnail ?? null,
    rating: Math.min(5, Math.max(1, Math.round(review.rating ?? 0))),
    date: review.iso_date ? new Date(review.iso_date) : new Date(),
    isLocalGuide: review.user?.local_guide === true,
    content: review.extracted_snippet?.original ?? review.snippet ?? null,
    language: null,
    pictures: review.images ?? [],
    response: responseText ? { date: review.response?.iso_date ? new Date(review.response.iso_date) : null, content: responseText } : null,
  };
}

/**
 * Listings and reviews through SerpApi: the short link is followed to the full maps URL,
 * whose feature id names the place; reviews come newest first, in French, page by page.
 */
export function createSerpApiMaps({
  apiKey,
  fetchImpl = fetch,
  resolveHost = lookupAll,
}: {
  apiKey: string;
  fetchImpl?: Fetch;
  resolveHost?: LookupAll;
}): MapsProvider {
  async function call<T extends { error?: string }>(params: Record<string, string>): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${SERPAPI}?${new URLSearchParams({ ...params, api_key: apiKey })}`, {
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      throw new MapsError('UNAVAILABLE', 'SerpApi cannot be reached');
    }
    const body = (await response.json().catch(() => ({}))) as T;
    if (response.status === 401 || response.status === 403) throw new MapsError('BAD_KEY', body.error ?? 'SerpApi refused the API key');
    if (response.status === 429) {
      throw new MapsError('RATE_LIMITED', body.error ?? 'SerpApi rate limit reached', retryAfterMs(response.headers.get('retry-after')));
    }
    if (!response.ok) throw new MapsError('UNAVAILABLE', body.error ?? `SerpApi answered ${response.status}`);
    // A 200 with an error means Google returned nothing for the query.
    if (body.error) throw new MapsError('NOT_FOUND', body.error);
    return body;
  }

  /** Follows the short link's redirects by hand, up to the full maps URL, through Google's public hosts only. */
  async function expand(shortUrl: string): Promise<string> {
    // The form accepts an http short link; it is only ever followed over https.
    let url = shortUrl.replace(/^http:/, 'https:');
    for (let hop = 0; hop < MAX_REDIRECTS && !placeFromMapsUrl(url); hop += 1) {
      if (!(await isSafeListingHop(new URL(url), resolveHost)))
        throw new MapsError('NOT_FOUND', 'This link does not lead to a Google listing');
      let response: Response;
      try {
        response = await fetchImpl(url, { redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      } catch {
        throw new MapsError('UNAVAILABLE', 'The maps link cannot be reached');
      }
      const next = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !next) break;
      url = new URL(next, url).toString();
    }
    return url;
  }

  /** The place a feature id names (its coordinates help Google find it). */
  async function placeResults({ dataId, lat, lng }: { dataId: string; lat: string | null; lng: string | null }) {
    const coordinates = lat && lng ? `!8m2!3d${lat}!4d${lng}` : '';
    const answer = await call<{ error?: string; place_results?: SerpPlace }>({
      engine: 'google_maps',
      type: 'place',
      hl: 'fr',
      data: `!4m5!3m4!1s${dataId}${coordinates}`,
    });
    return answer.place_results;
  }

  return {
    kind: 'serpapi',
    async resolve(shortUrl): Promise<ResolvedListing> {
      const url = await expand(shortUrl);
      const place = placeFromMapsUrl(url);
      if (!place) throw new MapsError('NOT_FOUND', 'This link does not point to a listing');
      const found = await placeResults(place);
      if (!found?.title) throw new MapsError('NOT_FOUND', 'No listing found for this link');
      const cover = found.images?.[0]?.image ?? found.images?.[0]?.thumbnail ?? found.thumbnail;
      return {
        id: found.data_id ?? place.dataId,
        name: found.title,
        categories: found.types ?? (found.type ? [found.type] : []),
        address: { full: found.address ?? '' },
        rating: { rating: found.rating ?? null, count: found.reviews ?? null },
        media: cover ? [{ url: cover }] : [],
        url,
        placeId: found.place_id ?? null,
      };
    },
    // One place call, made once per listing stored before its place id was kept.
    async placeIdOf({ providerId, url }) {
      const fromUrl = url ? placeFromMapsUrl(url) : null;
      const place = fromUrl?.dataId === providerId ? fromUrl : { dataId: providerId, lat: null, lng: null };
      return (await placeResults(place))?.place_id ?? null;
    },
    async reviews(listingId, cursor) {
      const answer = await call<SerpReviewsAnswer>({
        engine: 'google_maps_reviews',
        data_id: listingId,
        hl: 'fr',
        sort_by: 'newestFirst',
        ...(cursor ? { next_page_token: cursor } : {}),
      }).catch((error: unknown) => {
        // A listing without reviews: Google has nothing to return.
        if (error instanceof MapsError && error.code === 'NOT_FOUND' && !cursor) return {} as SerpReviewsAnswer;
        throw error;
      });
      return {
        reviews: (answer.reviews ?? []).map(toReview),
        nextCursor: answer.serpapi_pagination?.next_page_token ?? null,
        total: answer.place_info?.reviews ?? null,
      };
    },
  };
}
