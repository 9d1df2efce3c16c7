/**
 * The product API under load, next to a bare Fastify hello-world on the same machine in the same
 * run: req/s and p50/p99 latency of the signed-in owner's main calls, each as a ratio of the bare
 * server's req/s and of the one-row floor (the bare server reading one row of the database: what any
 * route that checks the database can reach here, and what the targets are set against). Each request is
 * then sent again at a fixed rate, half of its measured maximum, evenly spaced (bench/fixed-rate.ts), for the
 * latency an owner feels on a server that is not saturated. Starts the Auth emulator and MailDev if they are not running, builds the real
 * app on PGlite (PostgreSQL when DATABASE_URL is set) with one owner and 10,000 reviews. Prints
 * figures; asserts nothing.
 *
 * This virtual machine's speed moves by up to half from one minute to the next (the floor gave 6,300 and 8,600 req/s
 * ten minutes apart), so a floor measured once does not compare with a request measured later: each request is
 * measured in rounds, each round the floor then the request, and its share is the median of the rounds' shares.
 *
 *   npm run bench:api          # ROUNDS=5 SECONDS=4 (per round and side) CONNECTIONS=32 REVIEWS=10000 ONLY=<regexp>
 *                              # DATABASE_URL=<PostgreSQL> DATABASE_POOL_SIZE=<connections>
 *
 * ZIPF=1 measures many accounts at once instead: 10,000 one-establishment accounts asked by a Zipf law, 5 % writes, with
 * the kept caches' hit rates and memory (bench/api-zipf.ts says how).
 *
 * PROFILE=<folder> writes a CPU profile of the server's thread during each request's last round (not the floor's), to
 * open in Chrome's DevTools or read with `node bench/profile-summary.mjs <file>`.
 */
import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { benchZipf } from './api-zipf';
import { loadAtFixedRate } from './fixed-rate';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { validOnboarding } from '../src/shared/validation/onboarding-examples';
import { buildApp } from '../src/server/app';
import { listings, reviews, users } from '../src/server/db/schema';
import globalSetup from '../src/server/jest-global-setup';
import globalTeardown from '../src/server/jest-global-teardown';
import { REVIEW_KEY, REFRESHED_ON_CONFLICT, toReviewRow } from '../src/server/modules/reviews/ingestion';
import { testConfig } from '../src/server/test-helpers';
import { signUpOwner } from '../src/server/test-emulator';
import { eq, sql } from 'drizzle-orm';
import { DAY_MS } from '../src/shared/constants';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SECONDS = Number(process.env.SECONDS ?? 4);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const REVIEWS = Number(process.env.REVIEWS ?? 10_000);

type Figures = { requests: number; p50: number; p99: number; non2xx: number };

/** The restated targets, as shares of the one-row floor's req/s (docs/performance.md). */
const TARGETS: Record<string, string> = {
  'GET /users/private/me': '≥ 60 %',
  'GET /reviews/private (page 1)': '≥ 30 %, p99 < 25 ms',
  'GET /dashboards/private/summary (30 days)': '≥ 15 %',
};

/** As many requests as the server answers, from 32 connections each waiting for its answer. */
async function load(url: string, headers: Record<string, string> = {}, duration = SECONDS): Promise<Figures> {
  // The load comes from a worker thread, so the server under test keeps this process's event loop to itself.
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers,
    workers: 1,
  });
  return { requests: result.requests.total / duration, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

/** Runs `work` under the CPU profiler and writes the profile to PROFILE/<name>.cpuprofile; just runs it without PROFILE. */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  const folder = process.env.PROFILE;
  if (!folder) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, `${name.replace(/[^\w-]+/g, '-')}.cpuprofile`), JSON.stringify(profile));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

type Rounds = { requests: number; floor: number; share: number; lowest: number; highest: number; p50: number; p99: number; non2xx: number };

/** The request and the floor measured one after the other, ROUNDS times, after a warm-up of each: medians, and the shares' range. */
async function alternated(name: string, url: string, headers: Record<string, string>, floorUrl: string): Promise<Rounds> {
  await load(floorUrl, {}, 2);
  await load(url, headers, 2);
  const rounds: (Figures & { floor: number; share: number })[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const floor = (await load(floorUrl)).requests;
    const figures = round === ROUNDS - 1 ? await profiled(name, () => load(url, headers)) : await load(url, headers);
    rounds.push({ ...figures, floor, share: figures.requests / floor });
  }
  const shares = rounds.map((round) => round.share);
  return {
    requests: median(rounds.map((round) => round.requests)),
    floor: median(rounds.map((round) => round.floor)),
    share: median(shares),
    lowest: Math.min(...shares),
    highest: Math.max(...shares),
    p50: median(rounds.map((round) => round.p50)),
    p99: median(rounds.map((round) => round.p99)),
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
  };
}

async function main() {
  await globalSetup();
  const bare = Fastify();
  bare.get('/', async () => ({ hello: 'world' }));

  // DATABASE_POOL_SIZE, when set, sizes the app's pool, and so the one-row floor's (it reads through that pool).
  const database: Record<string, string> = process.env.DATABASE_URL
    ? {
        DATABASE_URL: process.env.DATABASE_URL,
        ...(process.env.DATABASE_POOL_SIZE && { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE }),
      }
    : {};
  const appWith = (overrides: Record<string, string> = {}) =>
    buildApp(
      testConfig({
        ...database,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        TOKEN_CACHE_SECONDS: process.env.TOKEN_CACHE_SECONDS ?? '60',
        RATE_LIMITS: '',
        // Measured as in production: answers are not checked against their schemas.
        CHECK_ANSWERS: 'false',
        ...overrides,
      }),
    );
  const app = await appWith();
  await app.listen({ port: 0, host: '127.0.0.1' });
  // The review list keeps its pages, and the dashboard its review figures, by the listing's reviews version, and the
  // private routes their account by its rows' versions: a second instance on the same PostgreSQL database keeps none,
  // for what reading them from the database costs (PGlite's database is the instance's own).
  const unkept = process.env.DATABASE_URL
    ? await appWith({ REVIEW_PAGES_KEPT: '0', DASHBOARD_FIGURES_KEPT: '0', ACCOUNTS_KEPT: '0' })
    : null;
  await unkept?.listen({ port: 0, host: '127.0.0.1' });
  try {
    const owner = await signUpOwner(app);
    await app.inject({ method: 'POST', url: '/api/users/private/onboarding', headers: owner.headers, payload: validOnboarding });
    const [listing] = await app.database.db.select().from(listings).where(eq(listings.userId, owner.user.id));
    for (let start = 0; start < REVIEWS; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, REVIEWS - start) }, (_, offset) => {
        const index = start + offset;
        return toReviewRow(listing.id, {
          externalId: `api-bench-${index}`,
          authorName: `Client ${index}`,
          authorPictUrl: null,
          rating: [5, 5, 4, 3, 1][index % 5],
          date: new Date(Date.now() - (index % 1000) * DAY_MS - index * 1000),
          isLocalGuide: false,
          content: 'Très bon accueil, pain excellent.',
          language: 'fr',
          pictures: [],
          response: null,
        });
      });
      await app.database.db.insert(reviews).values(rows).onConflictDoUpdate({ target: REVIEW_KEY, set: REFRESHED_ON_CONFLICT });
    }

    // As autovacuum would after such an import: fresh statistics and visibility for the planner.
    await app.database.db.execute(sql`vacuum analyze`);

    // The floor of any route that checks the database once: the bare server reading one row by primary key through
    // the app's own pool and driver, as a prepared statement.
    const oneRow = app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('bench_one_row');
    bare.get('/one-row', async () => (await oneRow.execute({ id: owner.user.id }))[0]);
    await bare.listen({ port: 0, host: '127.0.0.1' });

    const origin = (server: { server: { address(): unknown } }) => `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    const auth = { authorization: owner.idToken };
    // Deep pages measure the database's read: on PostgreSQL they go to the instance that keeps none.
    const reader = unkept ?? app;
    const read = unkept ? ', none kept' : '';
    type Target = [name: string, url: string, headers: Record<string, string>];
    const meRead: Target[] = unkept ? [['GET /users/private/me (none kept)', `${origin(unkept)}/api/users/private/me`, auth]] : [];
    const pageOneRead: Target[] = unkept
      ? [['GET /reviews/private (page 1, none kept)', `${origin(unkept)}/api/reviews/private`, auth]]
      : [];
    const summaryRead: Target[] = unkept
      ? [['GET /dashboards/private/summary (30 days, none kept)', `${origin(unkept)}/api/dashboards/private/summary?period=30d`, auth]]
      : [];
    const targets: Target[] = [
      ['GET /users/private/me', `${origin(app)}/api/users/private/me`, auth],
      ...meRead,
      ['GET /reviews/private (page 1)', `${origin(app)}/api/reviews/private`, auth],
      ...pageOneRead,
      [`GET /reviews/private (page 200${read})`, `${origin(reader)}/api/reviews/private?page=200`, auth],
      [`GET /reviews/private (1-2 stars, page 20${read})`, `${origin(reader)}/api/reviews/private?ratings=1,2&page=20`, auth],
      ['GET /dashboards/private/summary (30 days)', `${origin(app)}/api/dashboards/private/summary?period=30d`, auth],
      ...summaryRead,
      ['GET /users/private/me without a token (401)', `${origin(app)}/api/users/private/me`, {}],
    ];
    const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(
      `\n${REVIEWS} reviews on ${engine}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per request, ` +
        `each after the one-row floor, Node ${process.version}\n`,
    );
    const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
    const helloWorld = (await load(`${origin(bare)}/`)).requests;
    const floorUrl = `${origin(bare)}/one-row`;
    const floor = (await load(floorUrl)).requests;
    console.log(`bare Fastify hello-world: ${Math.round(helloWorld)} req/s; the one-row floor right after: ${Math.round(floor)} req/s\n`);
    console.log(
      '| request | req/s | floor req/s | of one-row floor (median, range) | target | of hello-world | p50 | p99 | p50 / p99 at half its max | non-2xx |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    // ONLY: a regular expression the requests' names must match, e.g. ONLY='me$|page 1|summary'.
    const only = new RegExp(process.env.ONLY ?? '');
    for (const [name, url, headers] of targets.filter(([name]) => only.test(name))) {
      const figures = await alternated(name, url, headers, floorUrl);
      // The 401 answers tens of thousands a second: more than one worker can send on a schedule.
      const halfLoad = name.includes('401')
        ? null
        : await loadAtFixedRate({ url, headers, rate: Math.round(figures.requests / 2), seconds: 10 });
      console.log(
        `| ${name} | ${Math.round(figures.requests)} | ${Math.round(figures.floor)} | ` +
          `${percent(figures.share)} (${percent(figures.lowest)}–${percent(figures.highest)}) | ${TARGETS[name] ?? ''} | ` +
          `${percent(figures.requests / helloWorld)} | ${figures.p50} ms | ${figures.p99} ms | ` +
          `${halfLoad ? `${halfLoad.p50} / ${halfLoad.p99} ms` : ''} | ${figures.non2xx} |`,
      );
    }
  } finally {
    await app.close();
    await unkept?.close();
    await bare.close();
    await globalTeardown();
  }
}

void (process.env.ZIPF ? benchZipf() : main()).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
