import { loadImage, PICTURE_OUTPUT_SIZE, squareToBlob } from './picture-canvas';

/** As the server's first avatar: a DiceBear "shapes" picture from a random 8-character seed. */
const SEED_LENGTH = 8;
const SEED_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function randomSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(SEED_LENGTH)), (byte) => SEED_ALPHABET[byte % SEED_ALPHABET.length]).join('');
}

/**
 * A new generated avatar as an image file, drawn locally. The server keeps only uploaded PNG, JPEG or
 * WebP files or web addresses, so the SVG is rasterised and uploaded like a chosen picture. DiceBear loads
 * on demand: only the owner who asks for it downloads it.
 */
export async function generatedAvatar(): Promise<Blob> {
  const [{ createAvatar }, shapes] = await Promise.all([
    import(/* webpackChunkName: "avatar" */ '@dicebear/core'),
    import(/* webpackChunkName: "avatar" */ '@dicebear/shapes'),
  ]);
  const svg = createAvatar(shapes, { seed: randomSeed(), size: PICTURE_OUTPUT_SIZE }).toDataUri();
  const image = await loadImage(svg);
  return squareToBlob(image, { x: 0, y: 0, size: image.naturalWidth || PICTURE_OUTPUT_SIZE });
}
