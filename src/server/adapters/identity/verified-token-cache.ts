import { createHash } from 'node:crypto';
import type { IdentityProvider, VerifiedIdentity } from './identity-provider';

export type VerifiedTokenCache = {
  /**
   * The token's identity: from the cache when it was verified less than the cache's lifetime ago
   * and has not expired, else from the identity provider (revocation and disabled account
   * included). `fresh` always asks the provider: the sensitive routes use it.
   */
  verify: (token: string, options?: { fresh?: boolean }) => Promise<VerifiedIdentity>;
  /** Drops every cached token of an account, when this server revokes or deletes it (with Redis, on every instance). */
  forget: (uid: string) => void | Promise<void>;
  readonly size: number;
};

type Entry = { identity: VerifiedIdentity; until: number };

/**
 * Verifying a token asks the identity provider whether the account was revoked or disabled: a
 * network round trip on every request. Verified tokens are kept `lifetimeMs` at most (never past
 * their expiry), keyed by a SHA-256 of the token so the cache holds no usable token, and at most
 * `maxEntries` (the oldest go first). A revocation done elsewhere takes effect within `lifetimeMs`;
 * one done by this server at once. A lifetime of 0 turns the cache off.
 */
export function createVerifiedTokenCache(
  identity: Pick<IdentityProvider, 'verifyIdToken'>,
  { lifetimeMs, maxEntries = 10_000, now = Date.now }: { lifetimeMs: number; maxEntries?: number; now?: () => number },
): VerifiedTokenCache {
  // A Map iterates in insertion order: its first key is the oldest entry.
  const entries = new Map<string, Entry>();
  const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

  async function verify(token: string, { fresh = false } = {}) {
    const key = keyOf(token);
    const cached = entries.get(key);
    if (!fresh && cached && cached.until > now()) return cached.identity;
    entries.delete(key);
    const verified = await identity.verifyIdToken(token);
    if (lifetimeMs > 0) {
      entries.set(key, { identity: verified, until: Math.min(now() + lifetimeMs, verified.expiresAt.getTime()) });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    }
    return verified;
  }

  function forget(uid: string) {
    for (const [key, entry] of entries) if (entry.identity.uid === uid) entries.delete(key);
  }

  return {
    verify,
    forget,
    get size() {
      return entries.size;
    },
  };
}
