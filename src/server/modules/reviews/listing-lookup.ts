import type { ListingPreview } from '../../../shared/api/listings';
import { MapsError, type MapsProvider } from '../../adapters/maps/maps-provider';
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

export async function lookUpListing(maps: MapsProvider, url: string): Promise<ListingPreview> {
  try {
    return await maps.resolve(url);
  } catch (error) {
    throw toAppError(error);
  }
}
