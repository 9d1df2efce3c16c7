/** A map of at most `limit` entries, where the entry used least recently goes first; a limit of 0 keeps none. */
export type LeastRecentlyUsed<Key, Value> = {
  /** The entry's value, which counts as a use. */
  get(key: Key): Value | undefined;
  /** The entry's value, without counting as a use. */
  peek(key: Key): Value | undefined;
  set(key: Key, value: Value): void;
  delete(key: Key): void;
};

export function leastRecentlyUsed<Key, Value>(limit: number): LeastRecentlyUsed<Key, Value> {
  // A Map iterates in insertion order: an entry used again goes to the end, and the first one is dropped first.
  const entries = new Map<Key, Value>();
  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    peek: (key) => entries.get(key),
    set(key, value) {
      if (limit <= 0) return;
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
    },
    delete: (key) => void entries.delete(key),
  };
}
