import { DEVICE_ID_LENGTH } from '../../../../shared/validation/game-schemas';

const STORAGE_KEY = 'bonavis.game.device';

/**
 * A random id this browser keeps, so the game's "one play per person" also holds for a player who
 * types another address. Made once with the browser's cryptographic random source.
 */
export function deviceId(): string {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored && stored.length === DEVICE_ID_LENGTH) return stored;
  const bytes = crypto.getRandomValues(new Uint8Array(DEVICE_ID_LENGTH / 2));
  const made = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  localStorage.setItem(STORAGE_KEY, made);
  return made;
}
