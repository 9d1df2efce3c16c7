import type { ListingPreview } from '../../../shared/api/listings';
import { MapsError, type MapsProvider, type ResolvedListing } from '../../adapters/maps/maps-provider';
import { AppError } from '../../errors';

/** Provider failures as API answers: a link without a listing is the user's to fix, an outage is not. */
export function toAppError(error: unknown): unknown {
  if (!(error instanceof MapsError)) return error;
  switch (error.code) {
    case 'NOT_FOUND':
      return new AppError(422, 'LISTING_NOT_FOUND', 'No business listing was found for this link');
    case 'RATE_LIMITED':
      return new AppError(503, 'MAPS_BUSY', 'The listing provider is busy; please retry in a moment');
    case 'BAD_KEY':
      return new AppError(503, 'MAPS_MISCONFIGURED', 'The listing provider refused our credentials');
    default:
      return new AppError(503, 'MAPS_UNAVAILABLE', 'The listing provider cannot be reached; please retry');
  }
}

/** The listing a link points to, with Google's place id when the provider gives it: what setup stores. */
export async function resolveListing(maps: MapsProvider, url: string): Promise<ResolvedListing> {
  try {
    return await maps.resolve(url);
  } catch (error) {
    throw toAppError(error);
  }
}

/** The wizard's preview: the listing as the contract describes it (the place id is stored, never shown). */
export async function lookUpListing(maps: MapsProvider, url: string): Promise<ListingPreview> {
  const { placeId: _placeId, ...preview } = await resolveListing(maps, url);
  return preview;
}
