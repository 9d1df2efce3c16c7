import type { Database } from '../../db/client';
import type { ListingRow } from '../../plugins/authenticate';
import { gatherEvidence } from './evidence';
import { suspiciousWavesOf, type AlertPlaces } from './integrity-alerts';
import { historyOf } from './review-history';
import { recentRemovalsOf } from './review-removals';

/**
 * What the owner may check of their reviews' integrity: suspicious waves, reviews removed lately, every copy of a
 * review Bonavis saw, and the evidence file gathered from those copies. A service, so the routes never hold the
 * database themselves.
 */
export function createReviewIntegrity(db: Database) {
  /** One establishment's alerts: its waves oldest first, its removals newest first, each naming it. */
  async function alertsOf(listing: AlertPlaces[number]) {
    const [waves, removals] = await Promise.all([suspiciousWavesOf(db, [listing]), recentRemovalsOf(db, [listing])]);
    return { waves, removals };
  }

  /**
   * The alerts of several establishments together (the network view), each naming its establishment: the latest wave
   * first (by its last review, whatever its establishment), the removals newest first.
   */
  async function alertsAcross(places: AlertPlaces) {
    const [waves, removals] = await Promise.all([suspiciousWavesOf(db, places), recentRemovalsOf(db, places)]);
    waves.sort((a, b) => Date.parse(b.to) - Date.parse(a.to) || Date.parse(b.from) - Date.parse(a.from) || a.location.id - b.location.id);
    return { waves, removals };
  }

  return {
    alertsOf,
    alertsAcross,
    historyOf: (listingId: number, reviewId: number) => historyOf(db, listingId, reviewId),
    evidenceOf: (listing: ListingRow, ids: number[]) => gatherEvidence(db, listing, ids),
  };
}

export type ReviewIntegrity = ReturnType<typeof createReviewIntegrity>;
