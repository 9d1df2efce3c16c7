import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import path from 'node:path';
import type { ServerConfig } from '../config';
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
async function migrateOneAtATime(pool: Pool, migrate: () => Promise<void>) {
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lockHolder.release();
  }
}

/**
 * Opens the database and applies the committed migrations. `dataDir: 'memory://'`
 * gives a throw-away PGlite, which is what the test helper uses.
 */
export async function openDatabase(config: ServerConfig['database']): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    // Every prepared statement here is one shape of query on one listing or account (which filters it has is in its
    // name), reached through an index that starts with that listing or account, so its plan does not depend on the
    // values. Left to choose, PostgreSQL plans again with the values on every execution, since its generic estimates for
    // unknown date bounds look costlier: that replanning was a third of the dashboard summary's time in PostgreSQL
    // (docs/performance.md). The setting also gives unnamed statements with parameters a plan made without their
    // values, planned once as before.
    const pool = new Pool({ connectionString: config.url, max: 10, options: '-c plan_cache_mode=force_generic_plan' });
    const db = drizzlePostgres({ client: pool, schema });
    await migrateOneAtATime(pool, () => migratePostgres(db, { migrationsFolder }));
    return {
      kind: 'postgres',
      // Both drivers expose the same query builder; the cast keeps one type for callers.
      db: db as unknown as Database,
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  if (!config.dataDir.startsWith('memory://')) mkdirSync(config.dataDir, { recursive: true });
  const client = await PGlite.create(config.dataDir);
  const db = drizzlePglite({ client, schema });
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

/** True when the database refused a row because a unique index already holds its value (drizzle wraps the driver's error). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
