import { array, boolean, integer, isoDate, number, object, string, type Static } from './schema';

/**
 * Review integrity: what Bonavis notices about a listing's reviews that the owner should look at. A suspicious wave is
 * a burst of low ratings far above the listing's own habit (the rule is in the server's reviews module).
 */

/** How far back the alerts look: waves starting in the last 30 days. */
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
});
export type SuspiciousWave = Static<typeof SuspiciousWaveSchema>;

/** `GET /reviews/private/alerts`: the suspicious waves, and Google's tool to report reviews. */
export const ReviewAlertsSchema = object({
  waves: array(SuspiciousWaveSchema),
  reportUrl: string(),
});
export type ReviewAlerts = Static<typeof ReviewAlertsSchema>;
