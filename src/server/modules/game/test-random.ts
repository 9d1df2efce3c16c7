/**
 * Random sources for the draw's tests (the draw takes `random(max)`, an integer in [0, max)), so a
 * test's outcome depends on the code, never on luck.
 */

/** A seeded generator (mulberry32): the same seed gives the same draws on every run. */
export function seededRandom(seed: number): (max: number) => number {
  let state = seed >>> 0;
  return (max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return Math.floor((((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296) * max);
  };
}

/** Tickets taken in turn from a list, each as a share of the wheel (0 is the first slice's start, 0.999 the last slice's end). */
export function ticketsAt(...shares: number[]): (max: number) => number {
  let next = 0;
  return (max) => Math.floor(shares[next++ % shares.length] * max);
}
