import { clampOffset, clampZoom, sourceSquare } from './crop-geometry';

const landscape = { width: 800, height: 400 };
const VIEWPORT = 200;

describe('square crop', () => {
  it('shows the centred square of the shorter side at zoom 1', () => {
    expect(sourceSquare(landscape, VIEWPORT, 1, { x: 0, y: 0 })).toEqual({ x: 200, y: 0, size: 400 });
  });

  it('shows a smaller square when zoomed in, still centred', () => {
    expect(sourceSquare(landscape, VIEWPORT, 2, { x: 0, y: 0 })).toEqual({ x: 300, y: 100, size: 200 });
  });

  it('moves the square the other way when the image moves', () => {
    // The image moved 50 viewport units right: the square shows 100 image pixels further left (scale 0.5).
    expect(sourceSquare(landscape, VIEWPORT, 1, { x: 50, y: 0 })).toEqual({ x: 100, y: 0, size: 400 });
  });

  it('never lets the square leave the image', () => {
    expect(clampOffset(landscape, VIEWPORT, 1, { x: 999, y: 999 })).toEqual({ x: 100, y: 0 });
    expect(sourceSquare(landscape, VIEWPORT, 1, { x: -999, y: 0 })).toEqual({ x: 400, y: 0, size: 400 });
  });

  it('keeps the zoom between 1 and 4', () => {
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(9)).toBe(4);
    expect(clampZoom(2.5)).toBe(2.5);
  });
});
