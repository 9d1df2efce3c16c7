import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { listings, providerPageBudgets, reviews, syncJobs } from '../../db/schema';
import { DAY_MS } from '../../../shared/constants';
import { engineUrl } from '../../test-engines';
import { describeWith } from '../../test-skips';
import { buildTestApp, TEST_APP_START_MS } from '../../test-helpers';
import { syncedOwner } from '../reviews/test-listing';
import { createPageBudget } from './page-budget';
import { createReconciliation, pagesToReadAll, RECONCILE_EVERY_MS } from './reconciliation';

type Owner = Awaited<ReturnType<typeof syncedOwner>>;

/** Polls until `check` holds, for at most 60 s (real jobs on a loaded machine). */
async function eventually(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Whether the listing has exactly `count` sync jobs, all done. */
const allDone = (jobs: { status: string }[], count: number) => jobs.length === count && jobs.every((job) => job.status === 'done');

const reviewCountOf = async (app: FastifyInstance, owner: Owner) =>
  (await app.database.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.listingId, owner.listing.id))).length;

describe('reconciliation: which listings are read again in full, and when', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  /** A reconciliation run `daysLater` days after now, with `pagesPerDay` pages a day, whose starts are recorded. */
  function reconciliationAt(daysLater: number, pagesPerDay = 1000) {
    const now = () => new Date(Date.now() + daysLater * DAY_MS);
    const begin = jest.fn(async (_listing: { id: number }) => ({}) as never);
    const reconciliation = createReconciliation({
      db: app.database.db,
      sync: { begin },
      budget: createPageBudget(app.database.db, pagesPerDay, now),
      log: app.log,
      now,
    });
    const startedFor = () => begin.mock.calls.map(([listing]) => listing.id);
    return { reconciliation, startedFor };
  }

  it('reads a maps listing again after 30 days and a Google one after 7, and only an account with access', async () => {
    const maps = await syncedOwner(app, 'https://maps.app.goo.gl/ReconcileMaps', { trial: true });
    const google = await syncedOwner(app, 'https://maps.app.goo.gl/ReconcileGoogle', { trial: true });
    await app.database.db.update(listings).set({ reviewSource: 'google' }).where(eq(listings.id, google.listing.id));
    const withoutAccess = await syncedOwner(app, 'https://maps.app.goo.gl/ReconcileFree');
    const ours = [maps.listing.id, google.listing.id, withoutAccess.listing.id];
    const startedAfter = async (days: number) => {
      const { reconciliation, startedFor } = reconciliationAt(days);
      await reconciliation.runDue();
      return startedFor().filter((id) => ours.includes(id));
    };

    expect(RECONCILE_EVERY_MS).toEqual({ google: 7 * DAY_MS, maps: 30 * DAY_MS });
    expect(await startedAfter(1)).toEqual([]);
    expect(await startedAfter(8)).toEqual([google.listing.id]);
    expect(await startedAfter(31)).toEqual([maps.listing.id, google.listing.id]);
  });

  it('waits while the pages left today do not cover a whole read, and never starts half a read', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/ReconcileBudget', { trial: true });
    const needed = pagesToReadAll(await reviewCountOf(app, owner));

    const short = reconciliationAt(31, needed - 1);
    const outcome = await short.reconciliation.runDue();
    expect(short.startedFor()).not.toContain(owner.listing.id);
    expect(outcome.waitingForBudget).toBeGreaterThanOrEqual(1);

    const enough = reconciliationAt(31, needed);
    await enough.reconciliation.runDue();
    expect(enough.startedFor()).toContain(owner.listing.id);
  });
});

const databaseUrl = engineUrl('postgres');
const redisUrl = engineUrl('redis');

// Two instances on one PostgreSQL and one Redis (as deployed) run the reconciliation at the same moment.
describeWith(['postgres', 'redis'], 'reconciliation on two instances (PostgreSQL, Redis)', () => {
  const started: FastifyInstance[] = [];
  beforeAll(async () => {
    for (let count = 0; count < 2; count++) started.push(await buildTestApp({ DATABASE_URL: databaseUrl!, REDIS_URL: redisUrl! }));
  }, 2 * TEST_APP_START_MS);
  afterAll(async () => {
    await Promise.all(started.map((app) => app.close()));
  });

  it('reads a due listing once, whichever instance starts it, and spends the pages of one read', async () => {
    const [first, second] = started;
    const owner = await syncedOwner(first, 'https://maps.app.goo.gl/ReconcileTwice', { trial: true });
    const { db } = first.database;
    const jobsOf = () => db.select().from(syncJobs).where(eq(syncJobs.listingId, owner.listing.id));
    await eventually(async () => (await jobsOf()).every((job) => job.status === 'done'), 'the first read ends');
    const pagesSpent = async () =>
      (await db.select({ pages: providerPageBudgets.pages }).from(providerPageBudgets).where(eq(providerPageBudgets.userId, owner.user.id)))
        .map((row) => row.pages)
        .reduce((total, pages) => total + pages, 0);
    const pagesOfOneRead = await pagesSpent();
    expect(pagesOfOneRead).toBeGreaterThan(1);

    // The whole read is 31 days old.
    await db
      .update(syncJobs)
      .set({ updatedAt: sql`now() - interval '31 days'` })
      .where(eq(syncJobs.listingId, owner.listing.id));
    await Promise.all([first.reconciliation.runDue(), second.reconciliation.runDue(), first.reconciliation.runDue()]);

    await eventually(async () => allDone(await jobsOf(), 2), 'one more read, done');
    expect(await jobsOf()).toHaveLength(2);
    expect(await pagesSpent()).toBe(2 * pagesOfOneRead);
    const [listing] = await db
      .select()
      .from(listings)
      .where(and(eq(listings.id, owner.listing.id)));
    expect(listing.hasBeenSynchronized).toBe(true);
  });
});
