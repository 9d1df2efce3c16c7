/**
 * `bench:api`'s Zipf mode (`ZIPF=1`): 10,000 one-establishment accounts asked by a Zipf law (s = 1.1), 5 % of the
 * requests writes of the account asked (a review marked read, a reply, a new review arriving), the rest page 1 of the
 * inbox, or the 30-day dashboard. What the kept answers are worth when most owners are not the one asked a moment ago:
 * each mix on an instance that keeps them (as configured) and on one that keeps none, each round after the one-row
 * floor (loaded by autocannon, then by the mix's own loader), with the kept caches' hit rates (statements the app did not have to run) and the process's memory before
 * and after.
 *
 *   ZIPF=1 npm run bench:api   # DATABASE_URL (else bench_network on the local PostgreSQL, bench:network's database),
 *                              # ZIPF_ACCOUNTS=10000 ZIPF_EXPONENT=1.1 WRITE_SHARE=0.05 ROUNDS=3 SECONDS=5 CONNECTIONS=32
 *                              # TOKEN_CACHE_SECONDS=3600 (60 asks the identity emulator again each minute per account),
 *                              # REVIEW_PAGES_KEPT=500 DASHBOARD_FIGURES_KEPT=500 (the kept instance's stores),
 *                              # ONLY=<regexp> (the mixes whose name matches, e.g. 'inbox$' for page 1 kept)
 */
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { rowsOf } from '../src/server/db/client';
import { reviews, users } from '../src/server/db/schema';
import { REFRESHED_ON_CONFLICT, REVIEW_KEY, toReviewRow } from '../src/server/modules/reviews/ingestion';
import { testConfig } from '../src/server/test-helpers';
import { assertEmulatorsRunning, emulatorToken, ensureEmulatorAccounts } from './emulator-accounts';
import { ACCOUNT_UID_PREFIX, benchDatabase, ensureOneEstablishmentAccounts, seededRandom } from './network-seed';
import { watchStatements } from './query-plans';
import { loadZipf, type ZipfAccount, type ZipfFigures } from './zipf-load';

const ACCOUNTS = Number(process.env.ZIPF_ACCOUNTS ?? 10_000);
const EXPONENT = Number(process.env.ZIPF_EXPONENT ?? 1.1);
const WRITE_SHARE = Number(process.env.WRITE_SHARE ?? 0.05);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SECONDS = Number(process.env.SECONDS ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const megabytes = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`;

/** The process's memory once the garbage is collected, so what is kept shows rather than what was not yet freed. */
function memory() {
  v8.setFlagsFromString('--expose_gc');
  (vm.runInNewContext('gc') as () => void)();
  return process.memoryUsage();
}

/** The accounts in the order of the law's ranks: shuffled, so the busiest are not the oldest rows. */
async function zipfAccounts(app: FastifyInstance): Promise<ZipfAccount[]> {
  const { db } = app.database;
  const seeded = await ensureOneEstablishmentAccounts(db, ACCOUNTS);
  if (seeded.length < ACCOUNTS) throw new Error(`only ${seeded.length} accounts were found or seeded`);
  await ensureEmulatorAccounts(seeded.map((account) => `${ACCOUNT_UID_PREFIX}${account.n}`));
  const newest = await rowsOf<{ listingId: number; ids: number[] }>(
    db,
    sql`select location_id as "listingId", array_agg(id) as ids from (
        select location_id, id, row_number() over (partition by location_id order by date desc, id desc) as rank from reviews
        where location_id = any(${sql.param(seeded.map((account) => account.listingId))}::int[])
      ) as ranked where rank <= 20 group by 1`,
  );
  const byListing = new Map(newest.map((row) => [row.listingId, row.ids]));
  const accounts = seeded.map((account) => ({
    token: emulatorToken(`${ACCOUNT_UID_PREFIX}${account.n}`),
    listingId: account.listingId,
    reviewIds: byListing.get(account.listingId)!,
  }));
  const random = seededRandom(11);
  for (let index = accounts.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [accounts[index], accounts[other]] = [accounts[other], accounts[index]];
  }
  return accounts;
}

export async function benchZipf() {
  await assertEmulatorsRunning();
  const url = await benchDatabase(process.env.DATABASE_URL ?? 'bench_network');
  const appWith = (overrides: Record<string, string> = {}) =>
    buildApp(
      testConfig({
        DATABASE_URL: url,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        // The figures are the kept caches': each token is verified once for the run (a warm-up reads every account once),
        // not once a minute per account, which would measure the identity provider (here the emulator) instead.
        TOKEN_CACHE_SECONDS: process.env.TOKEN_CACHE_SECONDS ?? '3600',
        RATE_LIMITS: '',
        CHECK_ANSWERS: 'false',
        ...overrides,
      }),
    );
  const kept = await appWith({
    REVIEW_PAGES_KEPT: process.env.REVIEW_PAGES_KEPT ?? '500',
    DASHBOARD_FIGURES_KEPT: process.env.DASHBOARD_FIGURES_KEPT ?? '500',
  });
  const unkept = await appWith({ REVIEW_PAGES_KEPT: '0', DASHBOARD_FIGURES_KEPT: '0', ACCOUNTS_KEPT: '0' });
  const bare = Fastify();
  try {
    const accounts = await zipfAccounts(kept);
    const { db } = kept.database;
    const oneRow = db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('bench_one_row');
    bare.get('/one-row', async () => (await oneRow.execute({ id: 1 }))[0]);
    // A new review of a listing, stored as a synchronisation stores its pages (the same upsert, roll-ups and version).
    let arrived = 0;
    bare.post<{ Params: { listing: string } }>('/arrive/:listing', async (request) => {
      arrived += 1;
      const row = toReviewRow(Number(request.params.listing), {
        externalId: `zipf-${process.pid}-${arrived}`,
        authorName: 'Nouveau Client',
        authorPictUrl: null,
        rating: 1 + (arrived % 5),
        date: new Date(),
        isLocalGuide: false,
        content: 'Très bon accueil, je reviendrai.',
        language: 'fr',
        pictures: [],
        response: null,
      });
      await db.insert(reviews).values(row).onConflictDoUpdate({ target: REVIEW_KEY, set: REFRESHED_ON_CONFLICT });
      return {};
    });
    await Promise.all([kept, unkept, bare].map((server) => server.listen({ port: 0, host: '127.0.0.1' })));
    const origin = (server: FastifyInstance) => `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    const floorUrl = `${origin(bare)}/one-row`;
    const floor = async () =>
      (await autocannon({ url: floorUrl, connections: CONNECTIONS, duration: SECONDS, workers: 1 })).requests.total / SECONDS;
    // The same floor loaded by the mix's own loop (plain http.request, slower than autocannon): the share against it
    // compares the servers alone, not the two loaders.
    const floorByMixLoader = async () =>
      (
        await loadZipf({
          origin: origin(bare),
          arrivals: '',
          read: '/one-row',
          accounts,
          exponent: EXPONENT,
          writeShare: 0,
          connections: CONNECTIONS,
          seconds: SECONDS,
        })
      ).readsPerSecond;

    // Every account's token verified once, by each instance, before anything is measured.
    for (const server of [kept, unkept]) {
      const queue = [...accounts];
      const next = async (): Promise<void> => {
        const account = queue.pop();
        if (!account) return;
        await fetch(`${origin(server)}/api/users/private/me`, { headers: { authorization: account.token } }).then((answer) =>
          answer.arrayBuffer(),
        );
        return next();
      };
      await Promise.all(Array.from({ length: CONNECTIONS }, next));
    }
    const statements = watchStatements(db);
    const counted = {
      pages: statements.counter(/offset \$\d+/),
      figures: statements.counter(/review_daily_themes/),
      accounts: statements.counter(/from "users" left join "locations"/),
    };
    // Every statement of each instance but the floor's (it and the arrivals' upserts run on the kept one's database):
    // on this machine each is a socket write and a read, a large share of a request's time.
    const notTheFloor = /^(?!select "id" from "users" where "users"."id" = \$1$)/;
    const everyStatement = new Map([
      [kept, statements.counter(notTheFloor)],
      [unkept, watchStatements(unkept.database.db).counter(notTheFloor)],
    ]);
    const { rss: rssBefore, heapUsed: heapBefore } = memory();
    console.log(
      `\n${accounts.length.toLocaleString('en')} accounts by a Zipf law (s = ${EXPONENT}), ${percent(WRITE_SHARE)} writes, ` +
        `PostgreSQL, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s, each after the one-row floor; kept as configured: ` +
        `${kept.config.reviewPagesKept} pages, ${kept.config.dashboardFiguresKept} dashboard figures, ${kept.config.accountsKept} accounts\n`,
    );
    console.log(
      '| reads (Zipf mix) | reads/s | floor req/s | of one-row floor (median, range) | of the floor, same loader | target | p50 / p99 | kept: hit rate |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    const mixes = [
      { name: 'page 1 of the inbox', read: '/api/reviews/private', target: '≥ 30 %, p99 < 25 ms', counter: counted.pages },
      {
        name: 'dashboard summary (30 days)',
        read: '/api/dashboards/private/summary?period=30d',
        target: '≥ 15 %',
        counter: counted.figures,
      },
    ];
    const notes: string[] = [];
    const only = new RegExp(process.env.ONLY ?? '');
    for (const mix of mixes) {
      for (const server of [kept, unkept]) {
        if (!only.test(`${mix.name}${server === kept ? '' : ', none kept'}`)) continue;
        const job = { origin: origin(server), arrivals: `${origin(bare)}/arrive`, read: mix.read, accounts, exponent: EXPONENT };
        const run = (seconds: number) => loadZipf({ ...job, writeShare: WRITE_SHARE, connections: CONNECTIONS, seconds });
        // A first run fills what is kept; the hit rates are counted over the rounds after it.
        await run(SECONDS);
        const [readsBefore, accountsBefore, statementsBefore] = [
          mix.counter.count,
          counted.accounts.count,
          everyStatement.get(server)!.count,
        ];
        const rounds: (ZipfFigures & { floor: number; share: number; sameLoaderShare: number })[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          const floorRate = await floor();
          const sameLoaderFloor = await floorByMixLoader();
          const figures = await run(SECONDS);
          rounds.push({
            ...figures,
            floor: floorRate,
            share: figures.readsPerSecond / floorRate,
            sameLoaderShare: figures.readsPerSecond / sameLoaderFloor,
          });
        }
        const total = (key: 'reads' | 'writes' | 'failed') => rounds.reduce((sum, round) => sum + round[key], 0);
        const [reads, failed] = [total('reads'), total('failed')];
        const perRequest = (everyStatement.get(server)!.count - statementsBefore) / (reads + total('writes'));
        notes.push(`${mix.name}${server === kept ? '' : ', none kept'}: ${perRequest.toFixed(2)} statements a request (reads and writes)`);
        const failures: Record<string, number> = {};
        for (const round of rounds)
          for (const [kind, count] of Object.entries(round.failures)) failures[kind] = (failures[kind] ?? 0) + count;
        if (failed) notes.push(`${mix.name}${server === kept ? '' : ', none kept'}: failed ${JSON.stringify(failures)}`);
        const shares = rounds.map((round) => round.share);
        // Every read, and the writes but the arrivals (a third), are private requests, each reading its account unless kept.
        const privateRequests = reads + (total('writes') * 2) / 3;
        const hits =
          server === kept
            ? `${mix.name.startsWith('page') ? 'pages' : 'figures'} ${percent(1 - (mix.counter.count - readsBefore) / reads)}, ` +
              `accounts ${percent(1 - (counted.accounts.count - accountsBefore) / privateRequests)}`
            : 'none kept';
        console.log(
          `| ${mix.name}${server === kept ? '' : ', none kept'}${failed ? ` (${failed} failed)` : ''} | ${Math.round(median(rounds.map((round) => round.readsPerSecond)))} | ` +
            `${Math.round(median(rounds.map((round) => round.floor)))} | ${percent(median(shares))} (${percent(Math.min(...shares))}–${percent(Math.max(...shares))}) | ` +
            `${percent(median(rounds.map((round) => round.sameLoaderShare)))} | ` +
            `${server === kept ? mix.target : ''} | ${median(rounds.map((round) => round.p50))} / ${median(rounds.map((round) => round.p99))} ms | ${hits} |`,
        );
      }
    }
    if (notes.length) console.log(`\n${notes.join('\n')}`);
    const { rss, heapUsed } = memory();
    console.log(
      `\nMemory of the process after a garbage collection (both instances, the floor, the arrivals; the load runs in worker ` +
        `threads of it): RSS ${megabytes(rssBefore)} before the mixes, ` +
        `${megabytes(rss)} after; heap used ${megabytes(heapBefore)} before, ${megabytes(heapUsed)} after. ${arrived} reviews arrived.`,
    );
  } finally {
    await kept.close();
    await unkept.close();
    await bare.close();
  }
}
