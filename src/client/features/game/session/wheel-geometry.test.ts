import { landingRotation, SPIN_TURNS, slicePath, textColorOn } from './wheel-geometry';

/** Where the middle of slice `index` is after turning the wheel by `rotation`, in degrees from the top. */
const middleAfter = (index: number, count: number, rotation: number) => ((((index + 0.5) * (360 / count) + rotation) % 360) + 360) % 360;

describe('the wheel', () => {
  it.each([
    [0, 4],
    [3, 4],
    [2, 7],
    [11, 12],
  ])('lands the middle of slice %i of %i under the pointer, after the full turns', (index, count) => {
    const rotation = landingRotation(index, count);
    expect(middleAfter(index, count, rotation)).toBeCloseTo(0, 6);
    expect(rotation).toBeGreaterThanOrEqual(SPIN_TURNS * 360);
  });

  it('keeps turning forward from where a previous spin stopped', () => {
    const first = landingRotation(1, 4);
    const second = landingRotation(3, 4, first);
    expect(second - first).toBeGreaterThanOrEqual(SPIN_TURNS * 360 - 360);
    expect(middleAfter(3, 4, second)).toBeCloseTo(0, 6);
  });

  it('draws each slice from the centre', () => {
    expect(slicePath(0, 4, 100)).toBe('M 100 100 L 100.000 0.000 A 100 100 0 0 1 200.000 100.000 Z');
  });

  it('writes in the colour that reads on the slice', () => {
    expect(textColorOn('#ffff00')).toBe('#000000');
    expect(textColorOn('#1e1b4b')).toBe('#ffffff');
  });
});
