import { ConfigError, parseConfig } from '../config';
import { openDatabase } from './client';

/**
 * Applies pending migrations and exits: run once per release, before the new instances start
 * (`npm run db:migrate`). Instances also apply them at start, one at a time, so this is a
 * choice of when, never a requirement.
 */
async function migrate() {
  const { database } = parseConfig();
  const handle = await openDatabase(database);
  await handle.close();
  console.log(`migrations applied (${handle.kind})`);
}

migrate().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
