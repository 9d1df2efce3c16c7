/** Where a customer can review the business (the game's invitation, review requests): Google's review form for a place id, else the listing's own link. */
export function reviewUrlOf(listing: { providerId: string; url: string | null; shortUrl: string }): string {
  if (listing.providerId.startsWith('ChIJ'))
    return `https://search.google.com/local/writereview?placeid=${encodeURIComponent(listing.providerId)}`;
  return listing.url ?? listing.shortUrl;
}
