import type { GoogleReplyModeration, ReviewMedia } from '../../../shared/api/google';
import type { ListingPreview } from '../../../shared/api/listings';
import { LISTING_URL_PATTERN } from '../../../shared/validation/onboarding-schemas';
import { matchesWithin } from '../../../shared/validation/text-rules';

export type MapsReview = {
  externalId: string;
  authorName: string;
  authorPictUrl: string | null;
  rating: number;
  date: Date;
  isLocalGuide: boolean;
  content: string | null;
  language: string | null;
  pictures: string[];
  response: { date: Date | null; content: string } | null;
  /** Google's moderation of the response (Business Profile only); absent or null from the maps provider. */
  replyModeration?: GoogleReplyModeration | null;
  /** The reviewer's photos and videos as Google's API gives them (Business Profile only). */
  media?: ReviewMedia[];
};

/** One page of reviews, newest first; `nextCursor` is null on the last page. */
export type MapsReviewPage = { reviews: MapsReview[]; nextCursor: string | null; total: number | null };

/**
 * A listing as the provider found it, with Google's place id (`ChIJ…`) when it gives one: Google's review form takes
 * only that, and the provider's own id (`id`, SerpApi's `0x…:0x…`) is another.
 */
export type ResolvedListing = ListingPreview & { placeId: string | null };

export type MapsProvider = {
  kind: 'demo' | 'serpapi';
  /** The listing a shared short link (https://maps.app.goo.gl/…) points to. */
  resolve(shortUrl: string): Promise<ResolvedListing>;
  reviews(listingId: string, cursor: string | null): Promise<MapsReviewPage>;
  /** Google's place id of a stored listing (its provider id, and its full maps URL when known), null when none is given. */
  placeIdOf(listing: { providerId: string; url: string | null }): Promise<string | null>;
};

export type MapsErrorCode = 'NOT_FOUND' | 'BAD_KEY' | 'RATE_LIMITED' | 'UNAVAILABLE';

export class MapsError extends Error {
  constructor(
    readonly code: MapsErrorCode,
    message: string,
    /** How long the provider asked us to wait (its Retry-After), when it said. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'MapsError';
  }
}

/** The id of a short link (https://maps.app.goo.gl/<id>), or null when the text is no such link. */
export function shortLinkId(shortUrl: string): string | null {
  if (!matchesWithin(shortUrl, 200, LISTING_URL_PATTERN)) return null;
  return /\/([\w-]+)\/?$/.exec(shortUrl)?.[1] ?? null;
}
