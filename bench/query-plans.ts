/**
 * The statements behind a request, as the app ran them, and their plans: the app's drizzle logger sees every
 * statement's text and parameters, prepared ones included, and
 * each is then prepared again on a connection of its own and run under `EXPLAIN (ANALYZE, BUFFERS)` with the same
 * values, as a generic plan like the app's (`plan_cache_mode`, db/client.ts), inside a transaction rolled back.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import postgres from 'postgres';
import type { Database } from '../src/server/db/client';

type Logger = { logQuery(query: string, params: unknown[]): void };
type Statement = { text: string; params: unknown[] };

/** Each watched database's logger (drizzle makes one per database), with what to do with its statements. */
const watched = new Map<Logger, Logger['logQuery']>();
const patched = new Set<object>();

/**
 * Counts the statements one database runs whose text matches each pattern, and captures those run during `capture`.
 * drizzle hands each statement to its database's logger, a no-op one unless logging is on; statements prepared when
 * the app was built hold that logger already, so its class's method is wrapped rather than the logger replaced.
 */
export function watchStatements(db: Database) {
  const logger = (db as unknown as { session: { logger: Logger } }).session.logger;
  const prototype = Object.getPrototypeOf(logger) as Logger;
  if (!patched.has(prototype)) {
    const original = prototype.logQuery;
    prototype.logQuery = function logQuery(this: Logger, text, params) {
      watched.get(this)?.(text, params);
      original.call(this, text, params);
    };
    patched.add(prototype);
  }
  let captured: Map<string, Statement> | null = null;
  const counters: { pattern: RegExp; count: number }[] = [];
  watched.set(logger, (text, params) => {
    for (const counter of counters) if (counter.pattern.test(text)) counter.count += 1;
    if (captured && !captured.has(text)) captured.set(text, { text, params });
  });
  return {
    /** A counter of the statements whose text matches `pattern`, from now on. */
    counter(pattern: RegExp) {
      const counter = { pattern, count: 0 };
      counters.push(counter);
      return counter;
    },
    /** The distinct statements run while `work` runs, in their first order. */
    async capture(work: () => Promise<unknown>): Promise<Statement[]> {
      captured = new Map();
      try {
        await work();
        return [...captured.values()];
      } finally {
        captured = null;
      }
    },
  };
}

/** A parameter as an SQL literal, for `EXECUTE name(…)`. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return literal(value.toISOString());
  if (Array.isArray(value)) {
    const items = value.map((item) => (item === null ? 'NULL' : `"${String(item).replace(/["\\]/g, '\\$&')}"`));
    return literal(`{${items.join(',')}}`);
  }
  if (typeof value === 'object') return literal(JSON.stringify(value));
  return `'${String(value).replace(/'/g, "''")}'`;
}

/**
 * Each statement's plan, run twice and the second kept (the load runs them warm), as text; with `scriptsDir`, each
 * statement is also written there as a psql script.
 */
export async function plansOf(url: string, statements: Statement[], scriptsDir?: string): Promise<{ text: string; plan: string }[]> {
  const client = postgres(url, { max: 1, onnotice: () => undefined, connection: { plan_cache_mode: 'force_generic_plan' } });
  const plans: { text: string; plan: string }[] = [];
  try {
    await client.begin(async (transaction) => {
      for (const [index, statement] of statements.entries()) {
        const name = `bench_plan_${index}`;
        const execute = `execute ${name}(${statement.params.map(literal).join(', ')})`;
        if (scriptsDir) await writeScript(scriptsDir, name, statement.text, execute);
        try {
          await transaction.unsafe(`savepoint plan`);
          await transaction.unsafe(`prepare ${name} as ${statement.text}`);
          await transaction.unsafe(`explain (analyze, buffers) ${execute}`);
          const rows = await transaction.unsafe<{ 'QUERY PLAN': string }[]>(`explain (analyze, buffers) ${execute}`);
          plans.push({ text: statement.text, plan: rows.map((row) => row['QUERY PLAN']).join('\n') });
          await transaction.unsafe(`release savepoint plan`);
        } catch (error) {
          await transaction.unsafe(`rollback to savepoint plan`);
          plans.push({ text: statement.text, plan: `(not explained: ${(error as Error).message})` });
        }
      }
      // Whatever the statements wrote goes: the plans were wanted, not their effects.
      throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  } finally {
    await client.end();
  }
  return plans;
}

class RollBack extends Error {}

/**
 * A statement as a psql script, to time it by hand against variants of it: prepared as the app
 * prepares it, then run five times with `\timing` on.
 */
async function writeScript(dir: string, name: string, text: string, execute: string) {
  await mkdir(dir, { recursive: true });
  const runs = Array.from({ length: 5 }, () => `${execute};`).join('\n');
  const script = `set plan_cache_mode = force_generic_plan;\nprepare ${name} as ${text};\n\\timing on\n${runs}\n`;
  await writeFile(join(dir, `${name}.sql`), script);
}
