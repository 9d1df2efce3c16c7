import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildTestApp, databaseOverrides, testDatabases } from '../../test-helpers';
import { signUpOwner } from '../../test-emulator';
import { createPageBudget } from './page-budget';

/** As many takes at once as the pool has connections, so on PostgreSQL each runs on its own and they truly race. */
const TAKES = 20;

describe.each(testDatabases())('the daily page budget on %s', (_engine, database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ ...databaseOverrides(database), DATABASE_POOL_SIZE: String(TAKES) });
  });
  afterAll(() => app.close());

  /**
   * Opens every connection of the pool before the race: the pool opens them as requests need them, and takes
   * waiting for a connection to open one after the other would be staggered enough never to meet.
   */
  const openEveryConnection = () => Promise.all(Array.from({ length: TAKES }, () => app.database.db.execute(sql`select pg_sleep(0.05)`)));

  // The budget is per UTC day: noon keeps the whole test inside one.
  const midday = () => new Date('2026-11-26T12:00:00Z');

  it('gives exactly 3 pages of a budget of 3 to 20 takes at once', async () => {
    const owner = await signUpOwner(app);
    const budget = createPageBudget(app.database.db, 3, midday);
    await openEveryConnection();

    const taken = await Promise.all(Array.from({ length: TAKES }, () => budget.take(owner.user.id)));

    expect(taken.filter((page) => page)).toHaveLength(3);
    expect(await budget.remaining(owner.user.id)).toBe(0);
  });
});
