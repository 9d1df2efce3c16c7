/**
 * The square crop of a picture: the image covers a square viewport at zoom 1 (its shorter side fills it),
 * is enlarged by `zoom`, and moved by `offset` (viewport units, from the centred position). The image
 * always covers the whole square, so the crop never shows an empty corner.
 */
export type ImageSize = { width: number; height: number };
export type Offset = { x: number; y: number };
/** The part of the original image the square shows, in its own pixels. */
export type SourceSquare = { x: number; y: number; size: number };

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function clampZoom(zoom: number): number {
  return clamp(zoom, MIN_ZOOM, MAX_ZOOM);
}

function scaleOf(image: ImageSize, viewport: number, zoom: number): number {
  return (viewport / Math.min(image.width, image.height)) * clampZoom(zoom);
}

/** The offset brought back within the moves that keep the square covered. */
export function clampOffset(image: ImageSize, viewport: number, zoom: number, offset: Offset): Offset {
  const scale = scaleOf(image, viewport, zoom);
  const maxX = (image.width * scale - viewport) / 2;
  const maxY = (image.height * scale - viewport) / 2;
  return { x: clamp(offset.x, -maxX, maxX), y: clamp(offset.y, -maxY, maxY) };
}

export function sourceSquare(image: ImageSize, viewport: number, zoom: number, offset: Offset): SourceSquare {
  const scale = scaleOf(image, viewport, zoom);
  const { x, y } = clampOffset(image, viewport, zoom, offset);
  const left = viewport / 2 - (image.width * scale) / 2 + x;
  const top = viewport / 2 - (image.height * scale) / 2 + y;
  return { x: (0 - left) / scale, y: (0 - top) / scale, size: viewport / scale };
}
