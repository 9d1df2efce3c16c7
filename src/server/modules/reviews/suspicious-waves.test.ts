import { DAY_MS } from '../../../shared/constants';
import { poissonTail, suspiciousWaves, type RatedReview } from './suspicious-waves';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const HOUR_MS = 3_600_000;
const SINCE = new Date(NOW.getTime() - 30 * DAY_MS);

let nextId = 1;
/** A review `hoursAgo` hours before NOW. */
const review = (hoursAgo: number, rating: number, hasText = true): RatedReview => ({
  id: nextId++,
  date: new Date(NOW.getTime() - hoursAgo * HOUR_MS),
  rating,
  hasText,
});

/** A steady listing: one review a day for 120 days, a low one every tenth day (about 9 in 90 days). */
function steadyHistory(): RatedReview[] {
  return Array.from({ length: 120 }, (_, day) => review(day * 24 + 5, day % 10 === 3 ? 1 : 5));
}

describe('the Poisson tail', () => {
  it('is 1 at zero and matches the law for small counts', () => {
    expect(poissonTail(0, 0.3)).toBe(1);
    expect(poissonTail(1, 0.3)).toBeCloseTo(1 - Math.exp(-0.3), 12);
    // P(X ≥ 3) for a mean of 0.2: 1 − e^−0.2 (1 + 0.2 + 0.02).
    expect(poissonTail(3, 0.2)).toBeCloseTo(1 - Math.exp(-0.2) * 1.22, 12);
  });
});

describe('suspicious waves', () => {
  it('flags five one-star reviews within two days on a steady listing, naming them and those without text', () => {
    const history = steadyHistory();
    const wave = [review(40, 1, false), review(30, 1), review(20, 2, false), review(12, 1, false), review(2, 1)];
    const [found, ...others] = suspiciousWaves([...history, ...wave], SINCE);

    expect(others).toEqual([]);
    expect(found.reviewIds).toEqual(expect.arrayContaining(wave.map((item) => item.id)));
    // The steady low reviews nearby may belong to it too, but none of the good ones.
    const lows = new Set([...history, ...wave].filter((item) => item.rating <= 2).map((item) => item.id));
    expect(found.reviewIds.every((id) => lows.has(id))).toBe(true);
    expect(found.withoutText).toBeGreaterThanOrEqual(3);
    expect(found.to).toEqual(wave[4].date);
    expect(found.probability).toBeLessThan(0.001);
  });

  it('does not flag a busy but normal week: a listing used to many low reviews gets its usual share', () => {
    // Eight low reviews a week for four months (about 100 in 90 days, 2.3 per 48 hours on average)…
    const busy = Array.from({ length: 17 * 8 }, (_, index) => review(index * 21 + 3, 1 + (index % 2)));
    // …and a busier week than most: four in 48 hours.
    const week = [review(44, 1), review(30, 2), review(20, 1), review(6, 1)];
    expect(suspiciousWaves([...busy, ...week], SINCE)).toEqual([]);
  });

  it('does not flag two low reviews in a day on a quiet listing: a wave needs three', () => {
    const quiet = Array.from({ length: 100 }, (_, day) => review(day * 24 + 5, 5));
    expect(suspiciousWaves([...quiet, review(10, 1), review(3, 1)], SINCE)).toEqual([]);
    expect(suspiciousWaves([...quiet, review(10, 1), review(6, 1), review(3, 1)], SINCE)).toHaveLength(1);
  });

  it('keeps two waves a week apart separate, and ignores those before the period asked', () => {
    const quiet = Array.from({ length: 150 }, (_, day) => review(day * 24 + 5, 4));
    const old = [review(50 * 24, 1), review(50 * 24 - 3, 1), review(50 * 24 - 6, 1)];
    const first = [review(10 * 24, 1), review(10 * 24 - 2, 1), review(10 * 24 - 4, 1)];
    const second = [review(3 * 24, 2), review(3 * 24 - 2, 1), review(3 * 24 - 4, 1)];
    const waves = suspiciousWaves([...quiet, ...old, ...first, ...second], SINCE);
    expect(waves.map((wave) => wave.reviewIds)).toEqual([first.map((item) => item.id), second.map((item) => item.id)]);
  });
});
