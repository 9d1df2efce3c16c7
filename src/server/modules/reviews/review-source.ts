import { MapsError, type MapsProvider, type MapsReview, type MapsReviewPage } from '../../adapters/maps/maps-provider';
import { GoogleApiError, type BusinessProfileClient, type GoogleReview } from '../../adapters/google/business-profile';
import { GOOGLE_ID_PREFIX } from '../../adapters/google/review-ids';
import type { listings } from '../../db/schema';
import type { GoogleConnections } from '../google';

type ListingRow = typeof listings.$inferSelect;

export type ReviewSourceName = ListingRow['reviewSource'];

/** A page of reviews and the source it came from (the stored reviews may come from the other one). */
export type SourcedPage = MapsReviewPage & { source: ReviewSourceName };

const GOOGLE_CURSOR_PREFIX = 'google:';

export function fromGoogleReview(review: GoogleReview): MapsReview {
  return {
    externalId: `${GOOGLE_ID_PREFIX}${review.reviewId}`,
    authorName: review.reviewer.displayName || 'Google',
    authorPictUrl: review.reviewer.profilePhotoUrl,
    rating: review.rating,
    date: review.createTime,
    isLocalGuide: false,
    content: review.comment,
    language: null,
    pictures: review.media.filter((item) => item.kind === 'photo').map((item) => item.url),
    response: review.reply && { date: review.reply.updateTime, content: review.reply.comment },
    replyModeration: review.reply?.moderation ?? null,
    media: review.media,
  };
}

/** Google's refusal as the synchronisation's retry logic understands it. */
function asMapsError(error: GoogleApiError): MapsError {
  if (error.problem === 'QUOTA') return new MapsError('RATE_LIMITED', error.message, error.retryAfterMs);
  if (error.problem === 'NETWORK') return new MapsError('UNAVAILABLE', error.message);
  return new MapsError('BAD_KEY', error.message);
}

/**
 * Where a listing's reviews are read: from the Business Profile API when its owner connected
 * Google (and nothing blocks the connection), else from the maps provider. A cursor is only
 * followed on the source that gave it: switching mid-way starts that source from its first page.
 */
export function createReviewSource({
  maps,
  google,
}: {
  maps: MapsProvider;
  google: { connections: GoogleConnections; client: BusinessProfileClient } | null;
}) {
  async function fromGoogle(listingId: number, cursor: string | null): Promise<SourcedPage> {
    const pageToken = cursor?.startsWith(GOOGLE_CURSOR_PREFIX) ? cursor.slice(GOOGLE_CURSOR_PREFIX.length) : null;
    try {
      const page = await google!.connections.withAccess(listingId, (token, place) =>
        google!.client.reviews(token, place.accountName, place.locationName, pageToken),
      );
      return {
        source: 'google',
        reviews: page.reviews.map(fromGoogleReview),
        nextCursor: page.nextPageToken && `${GOOGLE_CURSOR_PREFIX}${page.nextPageToken}`,
        total: page.total,
      };
    } catch (error) {
      throw error instanceof GoogleApiError ? asMapsError(error) : error;
    }
  }

  return {
    async page(listing: Pick<ListingRow, 'id' | 'providerId'>, cursor: string | null): Promise<SourcedPage> {
      if (google && (await google.connections.usableConnection(listing.id))) return fromGoogle(listing.id, cursor);
      const mapsCursor = cursor?.startsWith(GOOGLE_CURSOR_PREFIX) ? null : cursor;
      return { source: 'maps', ...(await maps.reviews(listing.providerId, mapsCursor)) };
    },

    /**
     * Google's place id of a stored listing: from the Business Profile location when the owner connected it (Google's
     * own word), else, or when it gives none, from the maps provider.
     */
    async placeIdOf(listing: Pick<ListingRow, 'id' | 'providerId' | 'url'>): Promise<string | null> {
      if (google && (await google.connections.usableConnection(listing.id))) {
        const placeId = await google.connections.withAccess(listing.id, (token, place) =>
          google.client.placeIdOf(token, place.locationName),
        );
        if (placeId) return placeId;
      }
      return maps.placeIdOf(listing);
    },
  };
}

export type ReviewSource = ReturnType<typeof createReviewSource>;
