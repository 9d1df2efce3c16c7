import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * postgres.js's pool keeps its connections and waiting queries in a small queue (`src/queue.js`), patched here
 * (patches/postgres+*.patch, applied by `npm install`): unpatched, a queue that never empties grew by one slot per query
 * and every `remove` scanned all of them. These tests hold the patched queue to the same behaviour as a plain array.
 */
type Queue<T> = { readonly length: number; push(x: T): T; shift(): T | undefined; remove(x: T): T | null };

const folder = path.dirname(require.resolve('postgres'));
const builds = ['cjs/src/queue.js', 'src/queue.js', 'cf/src/queue.js'].map((file) => path.join(folder, '../..', file));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the driver's own module, by its file
const Queue = require(builds[0]) as <T>(initial?: T[]) => Queue<T>;

/** A seeded generator: the same operations on every run. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state % below;
  };
}

describe("postgres.js's patched queue", () => {
  it('is installed in every build of the driver', () => {
    for (const file of builds) expect(readFileSync(file, 'utf8')).toContain('Bonavis patch');
  });

  it('pushes, shifts and removes as a plain array does, over many turns', () => {
    const next = numbers(42);
    const queue = Queue<number>([1, 2]);
    const model = [1, 2];
    let counter = 3;
    // Compared step by step; `expect` once at the end, where the first difference is named.
    let firstDifference: string | null = null;
    const same = (step: number, what: string, actual: unknown, expected: unknown) => {
      if (actual !== expected && !firstDifference)
        firstDifference = `step ${step}, ${what}: ${String(actual)} instead of ${String(expected)}`;
    };
    for (let step = 0; step < 50_000; step += 1) {
      const action = next(10);
      if (action < 4) {
        same(step, 'push', queue.push(counter), counter);
        model.push(counter);
        counter += 1;
      } else if (action < 7) {
        if (model.length) same(step, 'shift', queue.shift(), model.shift());
      } else {
        // An element held, or one already gone (the pool removes a connection it shifted before).
        const target = model.length && action < 9 ? model[next(model.length)] : counter - 1 - next(50);
        const at = model.indexOf(target);
        same(step, `remove ${target}`, queue.remove(target), at === -1 ? null : target);
        if (at !== -1) model.splice(at, 1);
      }
      same(step, 'length', queue.length, model.length);
    }
    expect(firstDifference).toBeNull();
  });

  it('takes turns without end, as connections do under a steady load, and keeps its order', () => {
    const connections = Array.from({ length: 10 }, (_, index) => ({ index }));
    const open = Queue(connections);
    const order: number[] = [];
    for (let query = 0; query < 50_000; query += 1) {
      const connection = open.shift()!;
      order.push(connection.index);
      // Moving a connection first removes it from the queue it was in, which it has already left here.
      if (open.remove(connection) !== null) order.push(-1);
      open.push(connection);
    }
    expect(order).toEqual(Array.from({ length: 50_000 }, (_, query) => query % 10));
    expect(open.length).toBe(10);
  });

  it('shifts nothing from an empty queue and stays usable', () => {
    const queue = Queue<string>();
    expect(queue.shift()).toBeUndefined();
    expect(queue.length).toBe(0);
    queue.push('a');
    expect(queue.shift()).toBe('a');
    expect(queue.length).toBe(0);
  });
});
