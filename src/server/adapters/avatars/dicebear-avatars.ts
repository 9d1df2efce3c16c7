import { randomBytes } from 'node:crypto';

export const AVATAR_SEED_LENGTH = 8;
const SEED_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function randomAvatarSeed(): string {
  return Array.from(randomBytes(AVATAR_SEED_LENGTH), (byte) => SEED_ALPHABET[byte % SEED_ALPHABET.length]).join('');
}

/** A DiceBear "shapes" avatar, generated locally, as an SVG data URI. */
export async function createShapesAvatar(seed: string = randomAvatarSeed()): Promise<string> {
  // DiceBear ships ES modules only; a real dynamic import loads them from CommonJS. Only the one style used: the whole
  // collection (thirty styles) took 170 ms to load in each process, each test suite included.
  const [{ createAvatar }, shapes] = await Promise.all([import('@dicebear/core'), import('@dicebear/shapes')]);
  return createAvatar(shapes, { seed }).toDataUri();
}
