import { EstablishmentRefSchema } from './organizations';
import { array, boolean, integer, isoDate, number, object, string, type Static } from './schema';

/**
 * Review integrity: what Bonavis notices about a listing's reviews that the owner should look at. A suspicious wave is
 * a burst of low ratings far above the listing's own habit (the rule is in the server's reviews module).
 */

/** How far back the alerts look: waves starting, and reviews removed, in the last 30 days. */
export const REVIEW_ALERT_DAYS = 30;

/** A review of a wave, enough to name it. */
export const WaveReviewSchema = object({
  id: integer(),
  authorName: string(),
  reviewRate: integer(),
  date: isoDate(),
  hasText: boolean(),
});

export const SuspiciousWaveSchema = object({
  /** The first and last review of the wave. */
  from: isoDate(),
  to: isoDate(),
  /** Oldest first. */
  reviews: array(WaveReviewSchema),
  /** How many have no text. */
  withoutText: integer(),
  /** The low reviews the listing's previous 90 days predict for 48 hours. */
  expected: number(),
  /** The establishment of its reviews, so a network view names it; on one establishment's answer too. */
  location: EstablishmentRefSchema,
});
export type SuspiciousWave = Static<typeof SuspiciousWaveSchema>;

/** A review the source stopped showing, when a full read first missed it. */
export const RemovedReviewSchema = object({
  id: integer(),
  authorName: string(),
  reviewRate: integer(),
  date: isoDate(),
  removedAt: isoDate(),
  /** The review's establishment, so a network view names it; on one establishment's answer too. */
  location: EstablishmentRefSchema,
});
export type RemovedReview = Static<typeof RemovedReviewSchema>;

/**
 * `GET /reviews/private/alerts`: the suspicious waves, the reviews removed lately (newest removal first), and Google's
 * tool to report reviews. One establishment's waves come oldest first; a network request's (`?location=all`) are those
 * of every establishment of its scope, the latest wave (by its last review) first.
 */
export const ReviewAlertsSchema = object({
  waves: array(SuspiciousWaveSchema),
  removals: array(RemovedReviewSchema),
  reportUrl: string(),
});
export type ReviewAlerts = Static<typeof ReviewAlertsSchema>;

/** `GET /reviews/private/evidence?ids=1,2&format=`: the file's formats, and how many reviews one file holds at most. */
export const EVIDENCE_FORMATS = ['pdf', 'csv'] as const;
export type EvidenceFormat = (typeof EVIDENCE_FORMATS)[number];
export const EVIDENCE_MAX_REVIEWS = 50;
