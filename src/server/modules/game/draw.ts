import { randomInt } from 'node:crypto';

/** What the draw needs of a slice. */
export type DrawableSegment = { id: number; probabilityTenths: number; isPrize: boolean; stock: number | null };

/** A prize with no stock left cannot be drawn; a losing slice or an unlimited prize always can. */
export const isDrawable = (segment: DrawableSegment) => !segment.isPrize || segment.stock === null || segment.stock > 0;

/**
 * Picks a slice with a cryptographic random source, each with its configured chance among those
 * that can still be drawn: an exhausted prize's chance is shared out in proportion to the others.
 * `random(max)` returns an integer in [0, max); tests may pass their own. Null when nothing can be drawn.
 */
export function drawSegment<Segment extends DrawableSegment>(
  segments: readonly Segment[],
  random: (max: number) => number = randomInt,
): Segment | null {
  const candidates = segments.filter((segment) => isDrawable(segment) && segment.probabilityTenths > 0);
  const total = candidates.reduce((sum, segment) => sum + segment.probabilityTenths, 0);
  if (total === 0) return null;
  let ticket = random(total);
  for (const segment of candidates) {
    if (ticket < segment.probabilityTenths) return segment;
    ticket -= segment.probabilityTenths;
  }
  return null;
}

/** No 0/O, 1/I/L: a code read aloud at a counter or typed from a phone screen. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_GROUPS = 3;
const CODE_GROUP_LENGTH = 4;

/**
 * An unguessable coupon code: 12 characters of a 31-letter alphabet (about 59 bits), e.g. `K7QX-M2PA-9RTE`.
 * `random(max)` returns an integer in [0, max), cryptographic unless a test passes its own.
 */
export function newCouponCode(random: (max: number) => number = randomInt): string {
  const groups = Array.from({ length: CODE_GROUPS }, () =>
    Array.from({ length: CODE_GROUP_LENGTH }, () => CODE_ALPHABET[random(CODE_ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/** A code as typed at the counter: upper case, spaces and missing dashes forgiven. Null when it cannot be a code. */
export function normalizeCouponCode(input: string): string | null {
  if (input.length > 40) return null;
  const letters = input.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (letters.length !== CODE_GROUPS * CODE_GROUP_LENGTH) return null;
  return letters.match(/.{4}/g)!.join('-');
}

/** The public id in the QR code's URL: 16 characters, unguessable, safe in a URL. */
export function newPublicId(): string {
  return Array.from({ length: 16 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)].toLowerCase()).join('');
}
