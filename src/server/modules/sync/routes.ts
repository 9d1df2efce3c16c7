import type { FastifyInstance } from 'fastify';
import type { ListingStatus } from '../../../shared/api/listings';
import { listingOf } from '../../plugins/authenticate';
import { route } from '../../plugins/route';
import { toApiListing } from '../reviews';
import { hasSubscriptionAccess } from '../subscriptions';
import { publicJob } from './service';

/** The owner's listing and its synchronisation (`/reviews/private/location`, `/reviews/private/init-synchronization`). */
export async function syncRoutes(app: FastifyInstance) {
  // The listing and its synchronisation belong to the setup, before any subscription.
  route(app, 'listing', async (request): Promise<ListingStatus> => {
    const listing = listingOf(request);
    const job = await app.sync.latestJob(listing.id);
    return { ...toApiListing(listing), demo: app.maps.kind === 'demo', synchronization: job && publicJob(job) };
  });

  route(app, 'initSynchronization', async (request) =>
    publicJob(await app.sync.begin(listingOf(request), { fullHistory: hasSubscriptionAccess(request.ownerSubscriptions) })),
  );
}
