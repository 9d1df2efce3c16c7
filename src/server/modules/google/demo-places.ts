import { eq } from 'drizzle-orm';
import type { StandInPlaces } from '../../adapters/google/stand-in';
import type { MapsProvider } from '../../adapters/maps/maps-provider';
import type { Database } from '../../db/client';
import { listings, organizationMembers, users } from '../../db/schema';

/**
 * The demonstration Google account: it manages the demo listings of the organisations of whoever opens the consent
 * page (Google's login hint is their e-mail), verified, with the demo maps' reviews, so the
 * offline stack shows the real flow end to end: match, switch of source, replies on "Google".
 */
export function demoPlaces(db: Database, maps: MapsProvider): StandInPlaces {
  return {
    async locations(loginHint) {
      if (!loginHint) return [];
      const rows = await db
        .select({ placeId: listings.providerId, title: listings.name, address: listings.address })
        .from(listings)
        .innerJoin(organizationMembers, eq(organizationMembers.organizationId, listings.organizationId))
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        .where(eq(users.email, loginHint));
      return rows.map((row) => ({ ...row, verified: true }));
    },
    async reviews(placeId, pageToken) {
      const page = await maps.reviews(placeId, pageToken);
      return { reviews: page.reviews, nextPageToken: page.nextCursor, total: page.total };
    },
  };
}
