import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { sql, type SQL } from 'drizzle-orm';
import postgres, { type Sql } from 'postgres';
import path from 'node:path';
import { DEFAULT_POOL_SIZE, type ServerConfig } from '../config';
import * as schema from './schema';

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;
/** What `db.transaction` hands its callback: the same queries, inside the transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or a transaction on it: services that must join a caller's transaction take this. */
export type Queryable = Database | Transaction;

/** One handle for either engine: queries go through `db`, the rest is lifecycle. */
export type DatabaseHandle = {
  kind: ServerConfig['database']['kind'];
  db: Database;
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(__dirname, 'migrations');

/** Any number that no other lock of the app uses: it names the migration lock. */
const MIGRATION_LOCK = 727_001;

/** Instances starting together migrate one after the other: the others wait, then find nothing left to apply. */
async function migrateOneAtATime(client: Sql, migrate: () => Promise<void>) {
  const lockHolder = await client.reserve();
  try {
    await lockHolder`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migrate();
  } finally {
    await lockHolder`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => undefined);
    lockHolder.release();
  }
}

/** The date and time types, whose values drizzle hands the driver as they are (it maps its own columns to text itself). */
const DATE_TYPES = [1082, 1083, 1114, 1115, 1182, 1184, 1185, 1231];

/**
 * A PostgreSQL client through postgres.js, set to read and write values as node-postgres did: a `Date` given to a raw
 * query's date parameter is sent as ISO text (drizzle passes such values through untouched), and `undefined` is sent
 * as null. postgres.js keeps each prepared statement's description and field parsers, which node-postgres rebuilt on
 * every execution (docs/performance.md).
 */
function postgresClient(url: string, poolSize = DEFAULT_POOL_SIZE): Sql {
  return postgres(url, {
    max: poolSize,
    // PostgreSQL's notices ("already exists, skipping" in migrations) are not errors; postgres.js prints them by default.
    onnotice: () => undefined,
    transform: { undefined: null },
    connection: { plan_cache_mode: 'force_generic_plan' },
  });
}

/** drizzle replaces the date types' serialisers with its own pass-through; a raw `Date` parameter becomes ISO text again. */
function sendDatesAsText(client: Sql) {
  const dateOrValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
  for (const type of DATE_TYPES) client.options.serializers[type] = dateOrValue;
}

/**
 * Opens the database and applies the committed migrations. `dataDir: 'memory://'`
 * gives a throw-away PGlite, which is what the test helper uses, started from a migrated copy (`startFrom`).
 */
export async function openDatabase(config: ServerConfig['database']): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    // Every prepared statement here is one shape of query on one listing or account (which filters it has is in its
    // name), reached through an index that starts with that listing or account, so its plan does not depend on the
    // values. Left to choose, PostgreSQL plans again with the values on every execution, since its generic estimates for
    // unknown date bounds look costlier: that replanning was a third of the dashboard summary's time in PostgreSQL
    // (docs/performance.md). postgres.js prepares every query, so this applies to all of them.
    const client = postgresClient(config.url, config.poolSize);
    const db = drizzlePostgres({ client, schema });
    sendDatesAsText(client);
    await migrateOneAtATime(client, () => migratePostgres(db, { migrationsFolder }));
    return {
      kind: 'postgres',
      // Both drivers expose the same query builder; the cast keeps one type for callers (see `rowsOf` for the one difference).
      db: db as unknown as Database,
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => client.end(),
    };
  }
  if (!config.dataDir.startsWith('memory://')) mkdirSync(config.dataDir, { recursive: true });
  const client = await PGlite.create(config.dataDir, config.startFrom ? { loadDataDir: await tarball(config.startFrom) } : {});
  const db = drizzlePglite({ client, schema });
  // On a copy of a migrated database the migrator finds its last migration applied and runs nothing (a few ms).
  await migratePglite(db, { migrationsFolder });
  return {
    kind: 'pglite',
    db,
    ping: async () => {
      if (client.closed) throw new Error('database is closed');
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function tarball(file: string): Promise<Blob> {
  return new Blob([await readFile(file)]);
}

/**
 * A PGlite with every migration applied, as a data dir tarball (`dumpDataDir`, gzipped, about 5 MB) that `startFrom`
 * opens. The Jest global setup makes it once, so the test apps start from a copy (about 5 s each on a loaded two-core
 * machine) instead of an empty database migrated again (about 11 s).
 */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = await PGlite.create('memory://');
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    return await client.dumpDataDir('gzip');
  } finally {
    await client.close();
  }
}

/**
 * The rows of a raw query, on either engine: PGlite answers `db.execute` with `{ rows }`, postgres.js with the rows
 * themselves.
 */
export async function rowsOf<Row extends Record<string, unknown>>(db: Queryable, query: SQL): Promise<Row[]> {
  const answer: unknown = await db.execute<Row>(query);
  return Array.isArray(answer) ? (answer as Row[]) : (answer as { rows: Row[] }).rows;
}

/** True when the database refused a row because a unique index already holds its value (drizzle wraps the driver's error). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
