import { SourceError } from './review-source';
import { demoConnection } from './demo-connection';
import { demoReviews } from './demo-reviews';
import type { TripadvisorSource } from './tripadvisor';
import { tripadvisorLocationId } from './tripadvisor-url';

/** As the Content API: the five newest reviews, no more. */
const NEWEST_COUNT = 5;

/**
 * Tripadvisor offline: any listing address or id connects (a text naming none is still refused, as the form would),
 * and each read shows the five newest labelled demonstration reviews; a new one arrives every few days, so the
 * inbox's « older reviews are kept » path can be seen offline. No network call, so `callsUsed` is 0.
 */
export function createTripadvisorStandIn({ now = Date.now }: { now?: () => number } = {}): TripadvisorSource {
  return {
    kind: 'tripadvisor',
    demo: true,
    async connect(connectionId, { listing }) {
      const locationId = tripadvisorLocationId(listing);
      if (!locationId) throw new SourceError('SOURCE_INVALID_SETTINGS', 'tripadvisor', 'Not a Tripadvisor listing address or location id');
      const connection = demoConnection('tripadvisor', connectionId, locationId, null);
      connection.summary = { ...connection.summary, rating: 4.5, reviewCount: 128, ranking: 'N° 7 sur 412 restaurants (démonstration)' };
      return { connection, callsUsed: 0 };
    },
    async readReviews(connection) {
      const reviews = demoReviews('tripadvisor', connection.id, NEWEST_COUNT, 5, now());
      return { reviews, nextCursor: null, callsUsed: 0, history: 'newest-only', summary: connection.summary };
    },
    replyTarget: () => ({ way: 'copy-and-open', url: 'https://www.tripadvisor.fr/ManagementCenter' }),
  };
}
