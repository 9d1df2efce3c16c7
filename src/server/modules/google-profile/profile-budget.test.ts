import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { sumRows } from '../../adapters/google-profile/period-sums';
import { googleProfileCallBudgets, googleProfilePosts } from '../../db/schema';
import { buildTestApp, databaseOverrides, testDatabases } from '../../test-helpers';
import { createProfileCallBudget } from './call-budget';
import { figuresRanges } from './figures';
import { apiAs, connectToGoogle, ownerWithProfile, profileLocationOf, standInOf, testClockFile, type TestUser } from './test-profile';

/** The test app's budget of profile calls per account and day. */
const CALLS_PER_DAY = 6;
/** As many reservations at once as the pool has connections, so on PostgreSQL each runs on its own and they truly race. */
const TAKES = 20;
const HOUR_MS = 3_600_000;
/** A UTC morning, ahead of the real time: the budget's day and the figures' days stay put during a test. */
const MORNING = '2026-12-20T08:00:00Z';

describe.each(testDatabases())("each account's daily budget of Google profile calls, on %s", (_engine, database) => {
  const clock = testClockFile();
  let app: FastifyInstance;
  let api: ReturnType<typeof apiAs>;
  const at = (iso: string) => clock.move(Date.parse(iso) - Date.now());

  beforeAll(async () => {
    app = await buildTestApp({
      ...databaseOverrides(database),
      DATABASE_POOL_SIZE: String(TAKES),
      TEST_CLOCK_FILE: clock.file,
      PROFILE_POSTS_CHECK_SECONDS: '0',
      GOOGLE_PROFILE_CALLS_PER_DAY: String(CALLS_PER_DAY),
    });
    api = apiAs(app);
  });
  afterAll(() => app.close());
  afterEach(() => {
    clock.move(0);
    standInOf(app).failures.length = 0;
    jest.restoreAllMocks();
  });

  /** The calls the account made on `day` ('YYYY-MM-DD'). */
  async function callsOf(owner: TestUser, day: string) {
    const [row] = await app.database.db
      .select({ calls: googleProfileCallBudgets.calls })
      .from(googleProfileCallBudgets)
      .where(and(eq(googleProfileCallBudgets.userId, owner.user.id), eq(googleProfileCallBudgets.day, day)));
    return row?.calls ?? 0;
  }

  /** Sets what the account used on `day`, as if it had made that many calls. */
  async function spend(owner: TestUser, day: string, calls: number) {
    await app.database.db
      .insert(googleProfileCallBudgets)
      .values({ userId: owner.user.id, day, calls })
      .onConflictDoUpdate({ target: [googleProfileCallBudgets.userId, googleProfileCallBudgets.day], set: { calls } });
  }

  it('counts each call to the profile and refuses the one past the budget with 429 until the next UTC day', async () => {
    at(MORNING);
    const { owner, connected } = await ownerWithProfile(app);
    const hours = `/locations/private/${connected}/hours?location=${connected}`;
    const read = jest.spyOn(standInOf(app), 'getHours');

    expect((await api(owner, 'GET', hours)).statusCode).toBe(200);
    expect(await callsOf(owner, '2026-12-20')).toBe(1);
    // Saving the hours reads them, then sends the change: two calls.
    const { regular } = (await api(owner, 'GET', hours)).json();
    expect((await api(owner, 'PUT', hours, { regular, special: [] })).statusCode).toBe(200);
    expect(await callsOf(owner, '2026-12-20')).toBe(4);
    for (let call = 5; call <= CALLS_PER_DAY; call += 1) expect((await api(owner, 'GET', hours)).statusCode).toBe(200);
    read.mockClear();

    const refused = await api(owner, 'GET', hours);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'PROFILE_BUDGET_SPENT',
      message: "Le quota quotidien d'appels à Google de ce compte est atteint : réessayez demain",
      // From 08:00 UTC to midnight, give or take the request's own seconds.
      retryAfterSeconds: expect.any(Number),
    });
    expect(Math.abs(refused.json().retryAfterSeconds - 16 * 3600)).toBeLessThan(60);
    expect(read).not.toHaveBeenCalled();
    expect(await callsOf(owner, '2026-12-20')).toBe(CALLS_PER_DAY);

    // Another account's budget is its own.
    const other = await ownerWithProfile(app);
    expect((await api(other.owner, 'GET', `/locations/private/${other.connected}/hours?location=${other.connected}`)).statusCode).toBe(200);
    // The next UTC day, the account calls again.
    at('2026-12-21T00:01:00Z');
    expect((await api(owner, 'GET', hours)).statusCode).toBe(200);
    expect(await callsOf(owner, '2026-12-21')).toBe(1);
  });

  it('gives exactly the 3 calls left to 20 reservations at once', async () => {
    const { owner } = await ownerWithProfile(app);
    const budget = createProfileCallBudget(app.database.db, CALLS_PER_DAY, () => new Date('2026-11-26T12:00:00Z'));
    await spend(owner, '2026-11-26', CALLS_PER_DAY - 3);
    // Every connection of the pool open first, so the reservations do not wait for one to open one after the other.
    await Promise.all(Array.from({ length: TAKES }, () => app.database.db.execute(sql`select pg_sleep(0.05)`)));

    const taken = await Promise.all(Array.from({ length: TAKES }, () => budget.reserve(owner.user.id)));

    expect(taken.filter(Boolean)).toHaveLength(3);
    expect(await callsOf(owner, '2026-11-26')).toBe(CALLS_PER_DAY);
  });

  it("lists on the network an establishment whose account's budget is spent, its kept days counted, the others shown", async () => {
    at(MORNING);
    const { owner, notConnected: second } = await ownerWithProfile(app);
    await connectToGoogle(app, second);
    const network = '/dashboards/private/profile?period=30d&location=all';
    // The first load reads and keeps both establishments (a call for the days and one for the terms each).
    const first = (await api(owner, 'GET', network)).json();
    expect(first.establishments.map((place: { problem: string | null }) => place.problem)).toEqual([null, null]);
    const [before, after] = first.establishments.map((place: { id: number }) => place.id);

    // Hours later the recent days are read again, a call each, and the account has one call left.
    at(new Date(Date.parse(MORNING) + 7 * HOUR_MS).toISOString());
    await spend(owner, '2026-12-20', CALLS_PER_DAY - 1);
    const fetch = jest.spyOn(standInOf(app), 'fetchDailyMetrics');
    const answer = await api(owner, 'GET', network);

    expect(answer.statusCode).toBe(200);
    expect(answer.json().establishments).toEqual([
      { id: before, name: expect.any(String), connected: true, problem: null },
      { id: after, name: expect.any(String), connected: true, problem: 'PROFILE_BUDGET_SPENT' },
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(profileLocationOf(before), { from: '2026-12-17', to: '2026-12-19' });
    // Both establishments' days are in the sums: the refused one's as kept (the stand-in's figures do not change).
    fetch.mockRestore();
    const { current } = figuresRanges('30d', '2026-12-20');
    const rows = [
      ...(await standInOf(app).fetchDailyMetrics(profileLocationOf(before), current)),
      ...(await standInOf(app).fetchDailyMetrics(profileLocationOf(after), current)),
    ];
    expect(answer.json().totals).toEqual(sumRows(rows).totals);
    expect(answer.json().totals).toEqual(first.totals);

    // For one establishment the refusal is the answer.
    const one = await api(owner, 'GET', `/dashboards/private/profile?period=30d&location=${after}`);
    expect([one.statusCode, one.json().code]).toEqual([429, 'PROFILE_BUDGET_SPENT']);
  });

  it('keeps a scheduled post for the next day when the budget is spent, without counting a try', async () => {
    at(MORNING);
    const { owner, connected } = await ownerWithProfile(app);
    const created = await api(owner, 'POST', `/locations/private/${connected}/posts?location=${connected}`, {
      kind: 'news',
      summary: 'Bûches de Noël sur commande',
      publishAt: new Date(Date.parse(MORNING) + HOUR_MS).toISOString(),
    });
    expect(created.statusCode).toBe(201);
    const create = jest.spyOn(standInOf(app), 'createPost');
    at(new Date(Date.parse(MORNING) + 2 * HOUR_MS).toISOString());
    await spend(owner, '2026-12-20', CALLS_PER_DAY);

    await app.googleProfile!.posts.publishDue();
    const [waiting] = await app.database.db.select().from(googleProfilePosts).where(eq(googleProfilePosts.locationId, connected));
    expect(waiting).toMatchObject({ state: 'scheduled', attempts: 0, problem: null });
    // Put back until the UTC day turns (to the second the refusal gave).
    expect(Math.abs(waiting.claimedUntil!.getTime() - Date.parse('2026-12-21T00:00:00Z'))).toBeLessThan(2000);
    expect(create).not.toHaveBeenCalled();

    at('2026-12-21T00:05:00Z');
    await app.googleProfile!.posts.publishDue();
    const [published] = await app.database.db.select().from(googleProfilePosts).where(eq(googleProfilePosts.locationId, connected));
    expect(published).toMatchObject({ state: 'published', attempts: 1 });
    expect(create).toHaveBeenCalledTimes(1);
  });
});
