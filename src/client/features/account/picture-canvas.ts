import type { SourceSquare } from './crop-geometry';

/** Side of the uploaded picture: sharp on a high-density screen, far below the server's 2 MB limit. */
export const PICTURE_OUTPUT_SIZE = 512;

/** A picture chosen by the owner, decoded by the browser (any format it reads: the upload is re-encoded). */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be decoded'));
    image.src = src;
  });
}

/** Paints the part of `image` that `square` names over the whole canvas. */
export function drawSquare(canvas: HTMLCanvasElement, image: CanvasImageSource, square: SourceSquare) {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, square.x, square.y, square.size, square.size, 0, 0, canvas.width, canvas.height);
}

/**
 * The square as an image file of PICTURE_OUTPUT_SIZE pixels: WebP, or PNG where the browser cannot
 * write WebP (both are accepted by the server, which reads the format from the bytes).
 */
export function squareToBlob(image: CanvasImageSource, square: SourceSquare): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = PICTURE_OUTPUT_SIZE;
  canvas.height = PICTURE_OUTPUT_SIZE;
  drawSquare(canvas, image, square);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))), 'image/webp', 0.9),
  );
}
