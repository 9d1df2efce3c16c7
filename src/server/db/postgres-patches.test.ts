import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from './client';
import { engineUrl } from '../test-engines';
import { itWith } from '../test-skips';

/**
 * postgres.js is patched (patches/postgres+*.patch, applied by `npm install`) in two places, held here to the driver's
 * own behaviour:
 * - its pool keeps its connections and waiting queries in a small queue (`src/queue.js`): unpatched, a queue that never
 *   empties grew by one slot per query and every `remove` scanned all of them;
 * - a connection finds a statement it prepared by a signature (the parameters' types and the text) that it built and
 *   hashed again on every execution; the signature is now kept per text and types (`src/connection.js`).
 */
type Queue<T> = { readonly length: number; push(x: T): T; shift(): T | undefined; remove(x: T): T | null };

const folder = path.dirname(require.resolve('postgres'));
const buildsOf = (file: string) => ['cjs/src', 'src', 'cf/src'].map((build) => path.join(folder, '../..', build, file));
const builds = [...buildsOf('queue.js'), ...buildsOf('connection.js')];
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the driver's own module, by its file
const Queue = require(buildsOf('queue.js')[0]) as <T>(initial?: T[]) => Queue<T>;

describe("postgres.js's patches", () => {
  it('are installed in every build of the driver', () => {
    for (const file of builds) expect(readFileSync(file, 'utf8')).toContain('Bonavis patch');
  });

  const postgresUrl = engineUrl('postgres');
  itWith(['postgres'], 'prepare a statement once per connection and parameter types, found again on each execution', async () => {
    const handle = await openDatabase({ kind: 'postgres', url: postgresUrl! });
    try {
      // A transaction holds one connection, whose prepared statements PostgreSQL lists.
      const prepared = await handle.db.transaction(async (tx) => {
        const marker = `signature_${Date.now()}`;
        const statement = tx
          .select({ value: sql<string>`${sql.placeholder('value')}::text` })
          .from(sql`(values (1)) as ${sql.identifier(marker)}`)
          .prepare(marker);
        const count = async () =>
          (
            await rowsOf<{ count: number }>(
              tx,
              sql`select count(*)::int as count from pg_prepared_statements where statement like ${`%${marker}%`}`,
            )
          )[0].count;
        for (let turn = 0; turn < 3; turn += 1) expect(await statement.execute({ value: true })).toEqual([{ value: 'true' }]);
        const afterBooleans = await count();
        // The same text with a parameter of another type (a boolean, then text) is another signature: another statement.
        expect(await statement.execute({ value: 'oui' })).toEqual([{ value: 'oui' }]);
        await statement.execute({ value: 'non' });
        return [afterBooleans, await count()];
      });
      expect(prepared).toEqual([1, 2]);
    } finally {
      await handle.close();
    }
  });
});

/** A seeded generator: the same operations on every run. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state % below;
  };
}

/**
 * Runs seeded random pushes, shifts and removes on the patched queue and on a plain array side by side, and names the
 * first step where they differ (null when they never do).
 */
function firstDifferenceFromArray(turns: number, seed: number): string | null {
  const next = numbers(seed);
  const queue = Queue<number>([1, 2]);
  const model = [1, 2];
  let counter = 3;
  let firstDifference: string | null = null;
  const same = (step: number, what: string, actual: unknown, expected: unknown) => {
    if (actual !== expected && !firstDifference)
      firstDifference = `step ${step}, ${what}: ${String(actual)} instead of ${String(expected)}`;
  };
  for (let step = 0; step < turns; step += 1) {
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
  return firstDifference;
}

/**
 * The connections' indexes in the order a queue of them hands them out over `queries` turns, as the pool moves each:
 * shift it, remove it from the queue it was in (a -1 when that finds it, which it must not: it has already left), push
 * it back.
 */
function turnsTaken(open: Queue<{ index: number }>, queries: number): number[] {
  const order: number[] = [];
  for (let query = 0; query < queries; query += 1) {
    const connection = open.shift()!;
    order.push(connection.index);
    if (open.remove(connection) !== null) order.push(-1);
    open.push(connection);
  }
  return order;
}

describe("postgres.js's patched queue", () => {
  it('pushes, shifts and removes as a plain array does, over many turns', () => {
    // Compared step by step; `expect` once at the end, where the first difference is named.
    expect(firstDifferenceFromArray(50_000, 42)).toBeNull();
  });

  it('takes turns without end, as connections do under a steady load, and keeps its order', () => {
    const open = Queue(Array.from({ length: 10 }, (_, index) => ({ index })));
    expect(turnsTaken(open, 50_000)).toEqual(Array.from({ length: 50_000 }, (_, query) => query % 10));
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
