import { DAY_MS } from '../../../shared/constants';

/**
 * Suspicious waves: a burst of low ratings far above the listing's own habit, the shape of a fake-review attack.
 *
 * The test: within any 48-hour window, the count k of reviews of 1 or 2 stars is compared with a Poisson law whose
 * mean is what the listing's previous 90 days predict for 48 hours. The window is flagged when k is at least
 * MIN_WAVE_COUNT and P(X ≥ k) is below MAX_TAIL_PROBABILITY. A listing with no low review in those 90 days is given
 * BASELINE_FLOOR of them, so a quiet shop's first bad review is not a wave, and three in two days are. Overlapping
 * flagged windows make one wave. It flags a burst only: reviews we never saw, or a slow trickle, are not found.
 */

export const LOW_RATING_MAX = 2;
export const WAVE_WINDOW_MS = 2 * DAY_MS;
export const BASELINE_MS = 90 * DAY_MS;
export const MIN_WAVE_COUNT = 3;
export const MAX_TAIL_PROBABILITY = 0.001;
/** Low reviews assumed in a baseline that has none. */
export const BASELINE_FLOOR = 0.5;

export type RatedReview = { id: number; date: Date; rating: number; hasText: boolean };

export type Wave = {
  /** The first and last low review of the wave. */
  from: Date;
  to: Date;
  /** The low reviews of the wave, oldest first. */
  reviewIds: number[];
  /** How many of them have no text (another sign of fake reviews). */
  withoutText: number;
  /** The low reviews the baseline predicts for 48 hours, and the chance of the densest window under it. */
  expected: number;
  probability: number;
};

/** P(X ≥ k) for X following a Poisson law of mean `mean`. */
export function poissonTail(k: number, mean: number): number {
  if (k <= 0) return 1;
  let term = Math.exp(-mean);
  let below = term;
  for (let i = 1; i < k; i += 1) {
    term *= mean / i;
    below += term;
  }
  return Math.max(0, 1 - below);
}

/** The low reviews predicted for one window, from those of the 90 days before it. */
function expectedIn(baselineCount: number): number {
  return (Math.max(baselineCount, BASELINE_FLOOR) * WAVE_WINDOW_MS) / BASELINE_MS;
}

/**
 * The waves among `reviews` (any order; those of 3 stars or more are ignored) whose windows start at or after
 * `since`. Reviews from `since` less 90 days must be given, for the baseline.
 */
export function suspiciousWaves(reviews: RatedReview[], since: Date): Wave[] {
  const lows = reviews.filter((review) => review.rating <= LOW_RATING_MAX).sort((a, b) => a.date.getTime() - b.date.getTime());
  const waves: Wave[] = [];
  let current: { first: number; last: number; expected: number; probability: number } | null = null;
  let baselineStart = 0;
  let windowEnd = 0;
  const close = () => {
    if (!current) return;
    const members = lows.slice(current.first, current.last + 1);
    waves.push({
      from: members[0].date,
      to: members[members.length - 1].date,
      reviewIds: members.map((review) => review.id),
      withoutText: members.filter((review) => !review.hasText).length,
      expected: current.expected,
      probability: current.probability,
    });
    current = null;
  };
  // Each window starts at a low review: the densest windows always do.
  for (let start = 0; start < lows.length; start += 1) {
    const startTime = lows[start].date.getTime();
    while (lows[baselineStart].date.getTime() < startTime - BASELINE_MS) baselineStart += 1;
    windowEnd = Math.max(windowEnd, start);
    while (windowEnd + 1 < lows.length && lows[windowEnd + 1].date.getTime() < startTime + WAVE_WINDOW_MS) windowEnd += 1;
    if (startTime < since.getTime()) continue;
    const count = windowEnd - start + 1;
    const expected = expectedIn(start - baselineStart);
    const probability = poissonTail(count, expected);
    const flagged = count >= MIN_WAVE_COUNT && probability < MAX_TAIL_PROBABILITY;
    // A window past the wave's last review ends it; one inside it only extends it when flagged too.
    if (current && start > current.last) close();
    if (!flagged) continue;
    if (current) {
      current.last = windowEnd;
      current.probability = Math.min(current.probability, probability);
    } else {
      current = { first: start, last: windowEnd, expected, probability };
    }
  }
  close();
  return waves;
}
