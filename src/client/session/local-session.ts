import { STORAGE_KEYS, TWO_FACTOR_TOKEN_REUSE_MS } from '../config/constants';
import type { IdentityUser } from './identity';

/** What the app keeps of the signed-in identity, in the store and in local storage under `user`. */
export type SessionUser = {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
};

export function toSessionUser({ uid, email, emailVerified, displayName, photoURL }: IdentityUser): SessionUser {
  return { uid, email, emailVerified, displayName, photoURL };
}

/**
 * The API token rule: a string that is not blank is stored under `authToken`;
 * any other value (empty, blank, not text) removes it.
 */
export function storeAuthToken(token: unknown) {
  if (typeof token === 'string' && token.trim() !== '') localStorage.setItem(STORAGE_KEYS.authToken, token);
  else localStorage.removeItem(STORAGE_KEYS.authToken);
}

export function readAuthToken(): string | null {
  const token = localStorage.getItem(STORAGE_KEYS.authToken);
  return token && token.trim() !== '' ? token : null;
}

export function saveSessionUser(user: SessionUser) {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** Logout's local part: the session user and the two-factor token go; the token is `storeAuthToken(null)`'s. */
export function clearSessionUser() {
  localStorage.removeItem(STORAGE_KEYS.user);
  localStorage.removeItem(STORAGE_KEYS.twoFactorToken);
}

/** The e-mail a sign-in link or code was sent to, needed to complete the sign-in. */
export const pendingEmail = {
  read: () => localStorage.getItem(STORAGE_KEYS.email),
  save: (email: string) => localStorage.setItem(STORAGE_KEYS.email, email),
  clear: () => localStorage.removeItem(STORAGE_KEYS.email),
};

/** The referral code from `/login?ref=`, sent as `referral` and `referredBy`. */
export const referralCode = {
  read: () => localStorage.getItem(STORAGE_KEYS.ref),
  save: (code: string) => localStorage.setItem(STORAGE_KEYS.ref, code),
  clear: () => localStorage.removeItem(STORAGE_KEYS.ref),
};

type StoredTwoFactorToken = { token: string; expiresAt: number };

function parseTwoFactorToken(raw: string | null): StoredTwoFactorToken | null {
  try {
    const stored = raw ? (JSON.parse(raw) as Partial<StoredTwoFactorToken>) : null;
    return typeof stored?.token === 'string' && typeof stored.expiresAt === 'number'
      ? { token: stored.token, expiresAt: stored.expiresAt }
      : null;
  } catch {
    return null;
  }
}

/**
 * The proof of a just-confirmed two-factor code (`2faToken`), kept with its expiry so the owner is not
 * asked for a code twice in a row; logout removes it with the session user.
 */
export const twoFactorToken = {
  /** The token while it is still valid, else null (an expired or unreadable one is removed). */
  read: (now = Date.now()): string | null => {
    const stored = parseTwoFactorToken(localStorage.getItem(STORAGE_KEYS.twoFactorToken));
    if (stored && stored.expiresAt > now) return stored.token;
    localStorage.removeItem(STORAGE_KEYS.twoFactorToken);
    return null;
  },
  save: (token: string, now = Date.now()) =>
    localStorage.setItem(STORAGE_KEYS.twoFactorToken, JSON.stringify({ token, expiresAt: now + TWO_FACTOR_TOKEN_REUSE_MS })),
  clear: () => localStorage.removeItem(STORAGE_KEYS.twoFactorToken),
};
