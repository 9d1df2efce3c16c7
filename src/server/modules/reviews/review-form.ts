/** What a listing needs to send a customer to review it: Google's place id when a source gave it, else its own links. */
export type ReviewableListing = { googlePlaceId: string | null; url: string | null; shortUrl: string };

/**
 * Where a customer can review the business (review requests' links, the posters' QR code, the game's invitation):
 * Google's review form, which takes only Google's place id (`ChIJ…`, never the maps provider's own id); the listing's
 * Maps page until a synchronisation gave the place id.
 */
export function reviewUrlOf(listing: ReviewableListing): string {
  if (listing.googlePlaceId) return `https://search.google.com/local/writereview?placeid=${encodeURIComponent(listing.googlePlaceId)}`;
  return listing.url ?? listing.shortUrl;
}
