import { drawSegment, newCouponCode, normalizeCouponCode, type DrawableSegment } from './draw';
import { seededRandom } from './test-random';

const wheel: DrawableSegment[] = [
  { id: 1, probabilityTenths: 200, isPrize: true, stock: null },
  { id: 2, probabilityTenths: 100, isPrize: true, stock: 5 },
  { id: 3, probabilityTenths: 105, isPrize: true, stock: null },
  { id: 4, probabilityTenths: 595, isPrize: false, stock: null },
];

/** Pearson's statistic of observed counts against the expected shares. */
function chiSquare(observed: number[], shares: number[], draws: number) {
  return observed.reduce((sum, count, index) => sum + (count - shares[index] * draws) ** 2 / (shares[index] * draws), 0);
}

/** Draws `draws` times from `segments` with a seeded source; returns the statistic against the configured chances among `expected`. */
function statisticOfDraws(segments: DrawableSegment[], expected: DrawableSegment[], draws: number, seed: number) {
  const random = seededRandom(seed);
  const counts = new Map<number, number>();
  for (let draw = 0; draw < draws; draw += 1) {
    const segment = drawSegment(segments, random)!;
    counts.set(segment.id, (counts.get(segment.id) ?? 0) + 1);
  }
  const total = expected.reduce((sum, segment) => sum + segment.probabilityTenths, 0);
  return chiSquare(
    expected.map((segment) => counts.get(segment.id) ?? 0),
    expected.map((segment) => segment.probabilityTenths / total),
    draws,
  );
}

// 3 degrees of freedom: 21.11 is the statistic a fair draw passes 9,999 times in 10,000. The sources are seeded, so
// each figure below is the same on every run: a test fails when the draw's code changes, never by luck.
const CHI_SQUARE_3_DOF = 21.11;

describe('the draw', () => {
  it('follows the configured chances over 10,000 draws (chi-square)', () => {
    expect(statisticOfDraws(wheel, wheel, 10_000, 1)).toBeLessThan(CHI_SQUARE_3_DOF);
  });

  it('is biased no more than the statistic allows: a draw that ignored the chances would fail it', () => {
    const random = seededRandom(1);
    const uniform = (segments: DrawableSegment[]) => segments[random(segments.length)];
    const counts = [0, 0, 0, 0];
    for (let draw = 0; draw < 10_000; draw += 1) counts[uniform(wheel).id - 1] += 1;
    expect(chiSquare(counts, [0.2, 0.1, 0.105, 0.595], 10_000)).toBeGreaterThan(CHI_SQUARE_3_DOF);
  });

  it('maps each ticket to its slice, end to end', () => {
    expect(drawSegment(wheel, () => 0)!.id).toBe(1);
    expect(drawSegment(wheel, () => 199)!.id).toBe(1);
    expect(drawSegment(wheel, () => 200)!.id).toBe(2);
    expect(drawSegment(wheel, () => 404)!.id).toBe(3);
    expect(drawSegment(wheel, () => 405)!.id).toBe(4);
    expect(drawSegment(wheel, () => 999)!.id).toBe(4);
  });

  it('never draws a prize with no stock left, sharing its chance among the others in proportion', () => {
    const exhausted = [wheel[0], { ...wheel[1], stock: 0 }, wheel[2], wheel[3]];
    const random = seededRandom(3);
    const totals: number[] = [];
    const drawn = Array.from({ length: 2000 }, () => drawSegment(exhausted, (max) => (totals.push(max), random(max)))!.id);
    expect(drawn).not.toContain(2);
    expect(new Set(totals)).toEqual(new Set([900]));
    // 2 degrees of freedom among the three left: 18.42 is passed by a fair draw 9,999 times in 10,000.
    const left = exhausted.filter((segment) => segment.id !== 2);
    expect(statisticOfDraws(exhausted, left, 10_000, 4)).toBeLessThan(18.42);
  });

  it('has nothing to draw when every slice is an exhausted prize or has no chance', () => {
    expect(drawSegment([{ id: 1, probabilityTenths: 1000, isPrize: true, stock: 0 }])).toBeNull();
    expect(drawSegment([{ id: 1, probabilityTenths: 0, isPrize: false, stock: null }])).toBeNull();
  });
});

describe('coupon codes', () => {
  it('are 12 unambiguous characters in three groups, all different over 10,000', () => {
    // A seeded source: with real random codes, whether two of them clash would be luck, however unlikely.
    const random = seededRandom(5);
    const codes = Array.from({ length: 10_000 }, () => newCouponCode(random));
    expect(codes.every((code) => /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('are read as typed at the counter: case, spaces and dashes forgiven', () => {
    expect(normalizeCouponCode(' k7qx m2pa-9rte ')).toBe('K7QX-M2PA-9RTE');
    expect(normalizeCouponCode('K7QXM2PA9RTE')).toBe('K7QX-M2PA-9RTE');
    expect(normalizeCouponCode('K7QX')).toBeNull();
    expect(normalizeCouponCode('x'.repeat(1000))).toBeNull();
  });
});
