/**
 * The dashboard summary at scale: seeds one listing with 100,000 reviews (through the sync's own
 * upsert, so the ingestion rate is measured on the way), then times the summary of each period,
 * next to a bare `select 1` on the same database as the baseline. PGlite by default; PostgreSQL
 * too when DATABASE_URL is set. Prints figures; asserts nothing.
 *
 *   npm run bench:dashboard            # REVIEWS=20000 for a quicker run; POSTGRES_ONLY=1, KEEP=1
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { DASHBOARD_PERIODS } from '../src/shared/api/dashboard';
import { DEMO_FIRST_NAMES, DEMO_REVIEW_TEXTS } from '../src/server/adapters/maps/demo-data';
import type { MapsReview } from '../src/server/adapters/maps/maps-provider';
import type { ServerConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { listings, organizations, reviews, users } from '../src/server/db/schema';
import { createDashboardService } from '../src/server/modules/dashboard/service';
import { REFRESHED_ON_CONFLICT, REVIEW_KEY, toReviewRow } from '../src/server/modules/reviews/ingestion';

const TOTAL = Number(process.env.REVIEWS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 30);
const DAY_MS = 86_400_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function timed(runs: number, task: () => Promise<unknown>) {
  const samples: number[] = [];
  await task(); // warm-up
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await task();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** Review number `index`, spread over three years, ratings and texts varied as real ones are. */
function review(index: number): MapsReview {
  const rating = [5, 5, 5, 4, 4, 3, 2, 1][index % 8];
  const texts = DEMO_REVIEW_TEXTS[rating];
  const date = new Date(Date.now() - ((index * 1093) % (3 * 365)) * DAY_MS - (index % 86_400) * 1000);
  return {
    externalId: `bench-${index}`,
    authorName: `${DEMO_FIRST_NAMES[index % DEMO_FIRST_NAMES.length]} B.`,
    authorPictUrl: null,
    rating,
    date,
    isLocalGuide: index % 5 === 0,
    content: texts[index % texts.length].replace('{category}', 'boulangerie'),
    language: 'fr',
    pictures: [],
    response: index % 3 === 0 ? { date: new Date(date.getTime() + ((index % 72) + 1) * 3_600_000), content: 'Merci !' } : null,
  };
}

async function benchEngine(name: string, config: ServerConfig['database']) {
  const database = await openDatabase(config);
  const { db } = database;
  try {
    const suffix = `${Date.now()}`;
    const [owner] = await db
      .insert(users)
      .values({
        providerUid: `bench-${suffix}`,
        email: `bench-${suffix}@example.fr`,
        name: 'Bench',
        profilePicture: '',
        referralId: `B${suffix}`,
        aiCredits: 10,
      })
      .returning();
    const [organization] = await db.insert(organizations).values({ name: 'Boulangerie Bench' }).returning();
    const [listing] = await db
      .insert(listings)
      .values({
        userId: owner.id,
        organizationId: organization.id,
        providerId: `bench-${suffix}`,
        name: 'Boulangerie Bench',
        shortUrl: 'https://maps.app.goo.gl/Bench',
        hasBeenSynchronized: true,
      })
      .returning();

    // Ingestion: what the sync does for each provider page (20 reviews), then larger batches for the bulk.
    // The first pages warm up the JIT and the connection, and are not timed.
    const upsertPage = (page: number) => {
      const rows = Array.from({ length: 20 }, (_, offset) => toReviewRow(listing.id, review(page * 20 + offset)));
      return db.insert(reviews).values(rows).onConflictDoUpdate({ target: REVIEW_KEY, set: REFRESHED_ON_CONFLICT });
    };
    const warmUpPages = 20;
    const pages = 250;
    for (let page = 0; page < warmUpPages; page += 1) await upsertPage(page);
    const pageStart = performance.now();
    for (let page = warmUpPages; page < pages; page += 1) await upsertPage(page);
    const pageRate = ((pages - warmUpPages) * 20) / ((performance.now() - pageStart) / 1000);
    const bulkStart = performance.now();
    for (let index = pages * 20; index < TOTAL; index += 1000) {
      const rows = Array.from({ length: Math.min(1000, TOTAL - index) }, (_, offset) => toReviewRow(listing.id, review(index + offset)));
      await db.insert(reviews).values(rows).onConflictDoUpdate({ target: REVIEW_KEY, set: REFRESHED_ON_CONFLICT });
    }
    const bulkRate = (TOTAL - pages * 20) / ((performance.now() - bulkStart) / 1000);
    // What autovacuum does after a large load: statistics, and the visibility map that index-only scans need.
    await db.execute(sql`vacuum analyze reviews`);

    const dashboard = createDashboardService(db, { demo: false, figuresKept: 0 });
    const baseline = await timed(RUNS, () => db.execute(sql`select 1`));
    console.log(`\n${name}: ${TOTAL.toLocaleString('en')} reviews in one listing`);
    console.log(`  ingestion, pages of 20 (the sync's upsert, analysis included): ${Math.round(pageRate).toLocaleString('en')} reviews/s`);
    console.log(`  ingestion, batches of 1,000: ${Math.round(bulkRate).toLocaleString('en')} reviews/s`);
    console.log(`  baseline select 1: p50 ${ms(baseline.p50)}, p95 ${ms(baseline.p95)}`);
    for (const period of DASHBOARD_PERIODS) {
      const { p50, p95 } = await timed(RUNS, () => dashboard.summary(listing, period));
      console.log(`  summary ${period.padEnd(4)}: p50 ${ms(p50)}, p95 ${ms(p95)} (${(p95 / baseline.p95).toFixed(0)}× the baseline p95)`);
    }
    // KEEP=1 leaves the seeded listing in place, to look at query plans afterwards.
    if (!process.env.KEEP) await db.delete(users).where(sql`${users.id} = ${owner.id}`);
  } finally {
    await database.close();
  }
}

async function main() {
  console.log(`bench:dashboard on Node ${process.version}, ${RUNS} runs per figure`);
  if (!process.env.POSTGRES_ONLY) await benchEngine('PGlite (in memory)', { kind: 'pglite', dataDir: 'memory://' });
  if (process.env.DATABASE_URL) await benchEngine('PostgreSQL', { kind: 'postgres', url: process.env.DATABASE_URL });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
