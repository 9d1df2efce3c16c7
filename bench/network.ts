/**
 * The network view at the size of a franchise: one organisation of 50 establishments and 1,000,000 reviews (from 200
 * to 80,000 each, ten years of them, replies, removals) beside 10,000 one-establishment accounts, on PostgreSQL. Its
 * owner signs in through the Auth emulator; each request is measured at saturation (autocannon, 32 connections) and
 * then at a fixed rate of half that (bench/fixed-rate.ts), and one Markdown table is printed, a row per request, with
 * the one-row floor of the same run as its first row. Prints the targets under it; asserts nothing.
 *
 *   npm run bench:network      # BENCH_NETWORK_SCALE=0.1 (a tenth), SECONDS=5, FIXED_SECONDS=10, CONNECTIONS=32,
 *                              # ONLY=<regexp>, EXPLAIN=1 (each request's statements and their plans, after the table),
 *                              # PLANS_SQL_DIR=<dir> (with EXPLAIN: each statement also as a psql script, timed five times)
 *
 * DATABASE_URL names the database, else `bench_network` (`bench_network_0_1` at a tenth) on the local PostgreSQL,
 * made when missing. The seed stays: a later run on a database holding this scale's seed signs a new owner in to it
 * and measures at once. The requests go to an instance that keeps no review pages or dashboard figures (what the
 * first read after any of the 50 establishments' writes costs); the 30-day summary is also read from one that keeps them.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { validOnboarding } from '../src/shared/validation/onboarding-examples';
import { buildApp } from '../src/server/app';
import { rowsOf, type Database } from '../src/server/db/client';
import { listings, users } from '../src/server/db/schema';
import { testConfig } from '../src/server/test-helpers';
import { createAccount, signUpOwner } from '../src/server/test-emulator';
import { assertEmulatorsRunning } from './emulator-accounts';
import { loadAtFixedRate } from './fixed-rate';
import { benchDatabase, ensureOneEstablishmentAccounts, seedReviews } from './network-seed';
import { plansOf, watchStatements } from './query-plans';

const SCALE = Number(process.env.BENCH_NETWORK_SCALE ?? 1);
const SECONDS = Number(process.env.SECONDS ?? 5);
const FIXED_SECONDS = Number(process.env.FIXED_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const ESTABLISHMENTS = 50;
const OTHER_ACCOUNTS = Math.round(10_000 * SCALE);

/**
 * The establishments' review counts, a million in all at scale 1: four of 80,000, six of 200, and forty in between
 * falling from about 63,000 to 1,600 (each ×0.975 the one before).
 */
export function franchiseCounts(scale = 1): number[] {
  const big = [80_000, 80_000, 80_000, 80_000];
  const small = Array.from({ length: 6 }, () => 200);
  const rest = 1_000_000 - big.length * 80_000 - small.length * 200;
  const ratio = (1 / 40) ** (1 / 39);
  const weights = Array.from({ length: ESTABLISHMENTS - big.length - small.length }, (_, index) => ratio ** index);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const middle = weights.map((weight) => Math.round((rest * weight) / weightSum));
  middle[0] += rest - middle.reduce((sum, count) => sum + count, 0);
  return [...big, ...middle, ...small].map((count) => Math.max(1, Math.round(count * scale)));
}

type Owner = { idToken: string; userId: number };

/**
 * The franchise's owner, signed in: on a database seeded at this scale before, a new emulator account takes the seeded
 * owner's place (the emulator may have restarted since); else the owner signs up and sets up through the API, and the
 * rest is seeded in SQL.
 */
async function franchiseOwner(app: FastifyInstance): Promise<Owner> {
  const { db } = app.database;
  await db.execute(sql`create table if not exists bench_network_seed (scale real primary key, user_id integer not null,
    organization_id integer not null, reviews integer not null, seeded_at timestamptz not null default now())`);
  const seeds = await rowsOf<{ scale: number; userId: number }>(db, sql`select scale, user_id as "userId" from bench_network_seed`);
  const mine = seeds.find((seed) => Math.abs(seed.scale - SCALE) < 1e-6);
  if (mine) {
    const account = await createAccount();
    await db.update(users).set({ providerUid: account.uid, email: account.email }).where(eq(users.id, mine.userId));
    console.log(`the database holds the seed of scale ${SCALE}: measuring it`);
    return { idToken: account.idToken, userId: mine.userId };
  }
  if (seeds.length) throw new Error(`this database holds the seed of scale ${seeds[0].scale}: give scale ${SCALE} another database`);

  const started = Date.now();
  // Half the other accounts before the franchise and half after, so its reviews' ids are among others', as over time.
  await ensureOneEstablishmentAccounts(db, Math.floor(OTHER_ACCOUNTS / 2));
  const owner = await signUpOwner(app);
  const onboarded = await app.inject({
    method: 'POST',
    url: '/api/users/private/onboarding',
    headers: owner.headers,
    payload: validOnboarding,
  });
  if (onboarded.statusCode !== 200) throw new Error(`onboarding answered ${onboarded.statusCode}`);
  const [first] = await db.select().from(listings).where(eq(listings.userId, owner.user.id));
  const counts = franchiseCounts(SCALE);
  const ids = await seedFranchise(db, owner.user.id, first);
  console.log(`seeding the franchise's ${counts.reduce((sum, count) => sum + count, 0).toLocaleString('en')} reviews`);
  await seedReviews(db, ids, counts);
  await ensureOneEstablishmentAccounts(db, OTHER_ACCOUNTS);
  // What autovacuum does after a large import: the planner's statistics, and the visibility map index-only scans need.
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`insert into bench_network_seed (scale, user_id, organization_id, reviews)
    values (${SCALE}, ${owner.user.id}, ${first.organizationId}, ${counts.reduce((sum, count) => sum + count, 0)})`);
  console.log(`seeded in ${Math.round((Date.now() - started) / 1000)} s`);
  return { idToken: owner.idToken, userId: owner.user.id };
}

/**
 * The organisation around the owner's first establishment, as the app keeps one: 49 more establishments paid for by
 * the owner (a paid plan of 50), an admin who sees all of them and a manager listed on five. Answers the 50 ids.
 */
async function seedFranchise(db: Database, ownerId: number, first: typeof listings.$inferSelect): Promise<number[]> {
  const organizationId = first.organizationId;
  await db.execute(sql`update organizations set name = 'Boulangeries Bench' where id = ${organizationId}`);
  await db.execute(sql`update locations set has_been_synchronized = true, name = 'Boulangerie Bench 1' where id = ${first.id}`);
  const more = await rowsOf<{ id: number }>(
    db,
    sql`insert into locations (user_id, organization_id, provider_id, name, short_url, has_been_synchronized)
      select ${ownerId}, ${organizationId}, 'franchise-place-' || g, 'Boulangerie Bench ' || g, 'https://maps.app.goo.gl/Franchise' || g, true
      from generate_series(2, ${ESTABLISHMENTS}) as g order by g returning id`,
  );
  await db.execute(sql`insert into subscriptions (user_id, status, plan_period, is_trial, quantity)
    values (${ownerId}, 'ACTIVE', 'YEARLY', false, ${ESTABLISHMENTS})`);
  const ids = [first.id, ...more.map((row) => row.id).sort((a, b) => a - b)];
  const staff = await rowsOf<{ id: number }>(
    db,
    sql`insert into users (provider_uid, email, name, profile_picture, referral_id, is_email_verified, has_done_profile_setup, terms_accepted_at)
      select 'bench-franchise-' || role || '-' || ${organizationId}, 'bench-franchise-' || role || '-' || ${organizationId} || '@example.fr',
        initcap(role), '', 'BENCHF' || role || ${organizationId}, true, true, now()
      from unnest(array['admin', 'manager']) as role returning id`,
  );
  await db.execute(sql`insert into organization_members (organization_id, user_id, role, all_locations)
    values (${organizationId}, ${staff[0].id}, 'admin', true), (${organizationId}, ${staff[1].id}, 'manager', false)`);
  await db.execute(sql`insert into member_locations (organization_id, user_id, location_id)
    select ${organizationId}, ${staff[1].id}, id from unnest(${sql.param(ids.slice(10, 15))}::int[]) as id`);
  return ids;
}

type Row = { name: string; url: string; headers: Record<string, string> };
type Measured = { requests: number; rate: number; p50: number; p95: number; p99: number; failed: number };

async function measure({ url, headers }: Row): Promise<Measured> {
  // From a worker thread, so the server under test keeps this process's event loop to itself.
  const saturate = (duration: number) => autocannon({ url, connections: CONNECTIONS, duration, headers, workers: 1 });
  await saturate(1);
  const saturated = await saturate(SECONDS);
  const requests = saturated.requests.total / SECONDS;
  const rate = Math.max(1, Math.round(requests / 2));
  const fixed = await loadAtFixedRate({ url, headers, rate, seconds: FIXED_SECONDS });
  return { requests, rate, p50: fixed.p50, p95: fixed.p95, p99: fixed.p99, failed: saturated.non2xx + fixed.failed };
}

const ms = (value: number) => `${value >= 10 ? Math.round(value) : value.toFixed(1)} ms`;

async function main() {
  const url = await benchDatabase(process.env.DATABASE_URL ?? `bench_network${SCALE === 1 ? '' : `_${String(SCALE).replace('.', '_')}`}`);
  await assertEmulatorsRunning();
  const appWith = (overrides: Record<string, string>) =>
    buildApp(
      testConfig({
        DATABASE_URL: url,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        TOKEN_CACHE_SECONDS: '60',
        RATE_LIMITS: '',
        // Measured as in production: answers are not checked against their schemas.
        CHECK_ANSWERS: 'false',
        ...overrides,
      }),
    );
  const app = await appWith({ REVIEW_PAGES_KEPT: '0', DASHBOARD_FIGURES_KEPT: '0' });
  const statements = watchStatements(app.database.db);
  const kept = await appWith({});
  const bare = Fastify();
  try {
    const owner = await franchiseOwner(app);
    // The floor of any route that checks the database once, as bench:api reads it: one row by primary key through the
    // app's own pool and driver, as a prepared statement.
    const oneRow = app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('bench_one_row');
    bare.get('/one-row', async () => (await oneRow.execute({ id: owner.userId }))[0]);
    await Promise.all([app, kept, bare].map((server) => server.listen({ port: 0, host: '127.0.0.1' })));
    const origin = (server: FastifyInstance) => `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    const api = `${origin(app)}/api`;
    const auth = { authorization: owner.idToken };
    const first = await fetch(`${api}/reviews/private?location=all`, { headers: auth });
    if (first.status !== 200) throw new Error(`the network inbox answered ${first.status}: ${await first.text()}`);
    const { asOf, total } = (await first.json()) as { asOf: number; total: number };

    const rows: Row[] = [
      { name: 'one-row floor (bare Fastify, one row by key)', url: `${origin(bare)}/one-row`, headers: {} },
      { name: 'network summary, 30 days', url: `${api}/dashboards/private/summary?location=all&period=30d`, headers: auth },
      { name: 'network summary, 12 months', url: `${api}/dashboards/private/summary?location=all&period=365d`, headers: auth },
      {
        name: 'network summary, 30 days, kept',
        url: `${origin(kept)}/api/dashboards/private/summary?location=all&period=30d`,
        headers: auth,
      },
      { name: 'ranking, 30 days', url: `${api}/dashboards/private/locations?location=all`, headers: auth },
      { name: 'network inbox, page 1', url: `${api}/reviews/private?location=all`, headers: auth },
      { name: 'network inbox, page 50 (asOf of page 1)', url: `${api}/reviews/private?location=all&page=50&asOf=${asOf}`, headers: auth },
      { name: 'network inbox, 1–2 stars unanswered', url: `${api}/reviews/private?location=all&ratings=1,2&answered=false`, headers: auth },
    ];
    const only = new RegExp(process.env.ONLY ?? '');
    const chosen = rows.filter((row, index) => index === 0 || only.test(row.name));
    for (const row of chosen) {
      const answer = await fetch(row.url, { headers: row.headers });
      if (answer.status !== 200) throw new Error(`${row.name} answered ${answer.status}: ${await answer.text()}`);
    }
    console.log(
      `\n${ESTABLISHMENTS} establishments, ${total.toLocaleString('en')} reviews in the network, ${OTHER_ACCOUNTS.toLocaleString('en')} ` +
        `other accounts, PostgreSQL; ${CONNECTIONS} connections for ${SECONDS} s at saturation, then half that rate for ` +
        `${FIXED_SECONDS} s (latencies at the fixed rate), Node ${process.version}\n`,
    );
    console.log('| request | req/s at saturation | fixed rate | p50 | p95 | p99 |');
    console.log('|---|---|---|---|---|---|');
    const results: (Row & Measured)[] = [];
    for (const row of chosen) {
      const figures = await measure(row);
      results.push({ ...row, ...figures });
      const failed = figures.failed ? ` (${figures.failed} failed)` : '';
      console.log(
        `| ${row.name}${failed} | ${Math.round(figures.requests)} | ${figures.rate} req/s | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(figures.p99)} |`,
      );
    }
    const requests = results.slice(1);
    const missed = requests.filter((row) => row.p95 >= 50 || row.p99 >= 100).map((row) => row.name);
    const pageOne = results.find((row) => row.name === 'network inbox, page 1');
    console.log(
      `\nTargets at the fixed rate: every request p95 < 50 ms and p99 < 100 ms (${missed.length ? `missed: ${missed.join('; ')}` : 'met'}); ` +
        `network inbox page 1 p99 < 25 ms (${pageOne ? (pageOne.p99 < 25 ? 'met' : `missed, ${ms(pageOne.p99)}`) : 'not measured'}).`,
    );

    if (process.env.EXPLAIN) {
      for (const row of chosen.slice(1).filter((row) => !row.name.endsWith('kept'))) {
        const ran = await statements.capture(() => fetch(row.url, { headers: row.headers }).then((answer) => answer.arrayBuffer()));
        console.log(`\n#### ${row.name}\n\n\`GET ${row.url.replace(api, '')}\`: ${ran.length} statements\n`);
        const scripts = process.env.PLANS_SQL_DIR && join(process.env.PLANS_SQL_DIR, row.name.replace(/[^a-z0-9]+/gi, '-'));
        for (const { text, plan } of await plansOf(url, ran, scripts || undefined))
          console.log('```sql\n' + text + '\n```\n\n```text\n' + plan + '\n```\n');
      }
    }
  } finally {
    await app.close();
    await kept.close();
    await bare.close();
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
