import { drawSegment, newCouponCode, normalizeCouponCode, type DrawableSegment } from './draw';

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

describe('the draw', () => {
  it('follows the configured chances over 10,000 cryptographic draws (chi-square)', () => {
    const draws = 10_000;
    const counts = new Map<number, number>();
    for (let draw = 0; draw < draws; draw += 1) {
      const segment = drawSegment(wheel)!;
      counts.set(segment.id, (counts.get(segment.id) ?? 0) + 1);
    }
    const statistic = chiSquare(
      wheel.map((segment) => counts.get(segment.id) ?? 0),
      wheel.map((segment) => segment.probabilityTenths / 1000),
      draws,
    );
    // 3 degrees of freedom: above 21.11 happens by chance once in 10,000 runs; a biased draw lands far above it.
    expect(statistic).toBeLessThan(21.11);
  });

  it('is biased no more than the statistic allows: a wheel that ignored the chances would fail it', () => {
    const uniform = [2500, 2500, 2500, 2500];
    expect(chiSquare(uniform, [0.2, 0.1, 0.105, 0.595], 10_000)).toBeGreaterThan(21.11);
  });

  it('maps each ticket to its slice, end to end', () => {
    expect(drawSegment(wheel, () => 0)!.id).toBe(1);
    expect(drawSegment(wheel, () => 199)!.id).toBe(1);
    expect(drawSegment(wheel, () => 200)!.id).toBe(2);
    expect(drawSegment(wheel, () => 404)!.id).toBe(3);
    expect(drawSegment(wheel, () => 405)!.id).toBe(4);
    expect(drawSegment(wheel, () => 999)!.id).toBe(4);
  });

  it('never draws a prize with no stock left, sharing its chance among the others', () => {
    const exhausted = wheel.map((segment) => (segment.id === 2 ? { ...segment, stock: 0 } : segment));
    const totals: number[] = [];
    expect(
      Array.from({ length: 2000 }, () => drawSegment(exhausted, (max) => (totals.push(max), Math.floor(Math.random() * max)))!.id),
    ).not.toContain(2);
    expect(new Set(totals)).toEqual(new Set([900]));
  });

  it('has nothing to draw when every slice is an exhausted prize or has no chance', () => {
    expect(drawSegment([{ id: 1, probabilityTenths: 1000, isPrize: true, stock: 0 }])).toBeNull();
    expect(drawSegment([{ id: 1, probabilityTenths: 0, isPrize: false, stock: null }])).toBeNull();
  });
});

describe('coupon codes', () => {
  it('are 12 unambiguous characters in three groups, all different over 10,000', () => {
    const codes = Array.from({ length: 10_000 }, newCouponCode);
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
