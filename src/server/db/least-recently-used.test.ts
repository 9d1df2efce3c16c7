import { leastRecentlyUsed } from './least-recently-used';

describe('leastRecentlyUsed', () => {
  it('drops the entry used least recently beyond its limit; a peek is no use', () => {
    const kept = leastRecentlyUsed<string, number>(2);
    kept.set('a', 1);
    kept.set('b', 2);
    expect(kept.get('a')).toBe(1);
    expect(kept.peek('b')).toBe(2);
    kept.set('c', 3);
    expect([kept.peek('a'), kept.peek('b'), kept.peek('c')]).toEqual([1, undefined, 3]);
    // Set again, an entry counts as used.
    kept.set('a', 4);
    kept.set('d', 5);
    expect([kept.peek('a'), kept.peek('c'), kept.peek('d')]).toEqual([4, undefined, 5]);
  });

  it('forgets an entry on delete, and keeps none with a limit of 0', () => {
    const kept = leastRecentlyUsed<string, number>(2);
    kept.set('a', 1);
    kept.delete('a');
    expect(kept.get('a')).toBeUndefined();
    const none = leastRecentlyUsed<string, number>(0);
    none.set('a', 1);
    expect(none.get('a')).toBeUndefined();
  });
});
