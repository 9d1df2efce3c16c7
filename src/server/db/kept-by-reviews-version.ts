import { deepFrozen, type DeepReadonly } from './deep-frozen';
import { leastRecentlyUsed } from './least-recently-used';

/**
 * Answers kept by the listing's reviews version: every statement that writes a listing's reviews moves that version on
 * in its own transaction (a database trigger, which the roll-ups' triggers share), and each request loads the version
 * with the listing before it reads, so an answer kept under the version a request loaded is the answer the database
 * would give. An answer read while a write commits is kept under the version loaded before it, and is newer than it:
 * never older. Each instance keeps its own answers; the version they are kept by is the database's. What an answer also
 * depends on (filters, a period's first day) goes in its key.
 */
export type KeptByReviewsVersion<Value> = {
  /** The answer kept for this listing at this version and key, or null. */
  get(listingId: number, version: number, key: string): DeepReadonly<Value> | null;
  /** Keeps the answer, frozen (every request is handed the same objects), and returns it. */
  set(listingId: number, version: number, key: string, value: Value): DeepReadonly<Value>;
  /** The answer kept for the listing (as the request loaded it) and key, else `read`'s, kept. */
  keptOr(listing: { id: number; reviewsVersion: number }, key: string, read: () => Promise<Value>): Promise<DeepReadonly<Value>>;
};

/** Keeps up to `limit` answers, the least recently used going first; a limit of 0 keeps none. */
export function keptByReviewsVersion<Value>(limit: number): KeptByReviewsVersion<Value> {
  const kept = leastRecentlyUsed<string, DeepReadonly<Value>>(limit);
  const keyOf = (listingId: number, version: number, key: string) => `${listingId}:${version}:${key}`;
  const store: KeptByReviewsVersion<Value> = {
    get: (listingId, version, key) => kept.get(keyOf(listingId, version, key)) ?? null,
    set(listingId, version, key, value) {
      // A store that keeps nothing freezes nothing: the answer stays the request's own (typed read-only all the same).
      if (limit === 0) return value as DeepReadonly<Value>;
      const frozen = deepFrozen(value);
      kept.set(keyOf(listingId, version, key), frozen);
      return frozen;
    },
    async keptOr(listing, key, read) {
      const value = store.get(listing.id, listing.reviewsVersion, key);
      if (value !== null) return value;
      return store.set(listing.id, listing.reviewsVersion, key, await read());
    },
  };
  return store;
}
