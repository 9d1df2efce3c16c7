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

/** One handle for either engine: queries go through `db`, the rest is lifecycle. */
export type DatabaseHandle = {
  kind: ServerConfig['database']['kind'];
  db: Database;
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(__dirname, 'migrations');

/**
 * Opens the database and applies the committed migrations. `dataDir: 'memory://'`
 * gives a throw-away PGlite, which is what the test helper uses.
 */
export async function openDatabase(config: ServerConfig['database']): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const pool = new Pool({ connectionString: config.url, max: 10 });
    const db = drizzlePostgres({ client: pool, schema });
    await migratePostgres(db, { migrationsFolder });
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
