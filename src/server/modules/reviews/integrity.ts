import type { Database } from '../../db/client';
import type { ListingRow } from '../../plugins/authenticate';
import { gatherEvidence } from './evidence';
import { suspiciousWavesOf } from './integrity-alerts';
import { historyOf } from './review-history';
import { recentRemovalsOf } from './review-removals';

/**
 * What the owner may check of their reviews' integrity: suspicious waves, reviews removed lately, every copy of a
 * review Bonavis saw, and the evidence file gathered from those copies. A service, so the routes never hold the
 * database themselves.
 */
export function createReviewIntegrity(db: Database) {
  async function alertsOf(listingId: number) {
    const [waves, removals] = await Promise.all([suspiciousWavesOf(db, listingId), recentRemovalsOf(db, listingId)]);
    return { waves, removals };
  }

  return {
    alertsOf,
    historyOf: (listingId: number, reviewId: number) => historyOf(db, listingId, reviewId),
    evidenceOf: (listing: ListingRow, ids: number[]) => gatherEvidence(db, listing, ids),
  };
}

export type ReviewIntegrity = ReturnType<typeof createReviewIntegrity>;
