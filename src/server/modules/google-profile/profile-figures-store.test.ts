import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { datesOf } from '../../adapters/google-profile/calendar';
import { sumRows } from '../../adapters/google-profile/period-sums';
import { googleProfileDailyMetrics } from '../../db/schema';
import { buildTestApp } from '../../test-helpers';
import { figuresRanges } from './figures';
import { firstDayToRead, lastDayOf, needsReading, type KeptDay } from './figures-store';
import { apiAs, ownerWithProfile, profileLocationOf, standInOf, testClockFile, type TestUser } from './test-profile';

const at = (iso: string) => new Date(iso);

describe('which kept days of the figures are read again', () => {
  const kept = (date: string, fetchedAt: string): [string, KeptDay] => [
    date,
    { date, values: {} as KeptDay['values'], fetchedAt: at(fetchedAt) },
  ];

  it('reads a day missing; a day read more than 3 days after it never again; a recent copy after 6 hours', () => {
    const now = at('2026-12-20T15:00:00Z');
    expect(needsReading('2026-12-10', undefined, now)).toBe(true);
    // Read on the 15th, 5 days after: settled.
    expect(needsReading('2026-12-10', at('2026-12-15T09:00:00Z'), now)).toBe(false);
    // Read the next day, when it had not settled: once more, now its copy is old.
    expect(needsReading('2026-12-10', at('2026-12-11T09:00:00Z'), now)).toBe(true);
    // The last 3 days: read again only when their copy is more than 6 hours old.
    expect(needsReading('2026-12-17', at('2026-12-20T10:00:00Z'), now)).toBe(false);
    expect(needsReading('2026-12-19', at('2026-12-20T08:00:00Z'), now)).toBe(true);
    expect(needsReading('2026-12-16', at('2026-12-20T08:00:00Z'), now)).toBe(false);
  });

  it('reads from the first day to read to the end of the range, or nothing', () => {
    const now = at('2026-12-20T15:00:00Z');
    const range = { from: '2026-12-10', to: '2026-12-19' };
    const all = new Map(datesOf(range.from, range.to).map((date) => kept(date, '2026-12-20T08:00:00Z')));
    expect(firstDayToRead(range, all, now)).toBe('2026-12-17');
    expect(firstDayToRead(range, all, at('2026-12-20T13:00:00Z'))).toBeNull();
    all.delete('2026-12-12');
    expect(firstDayToRead(range, all, at('2026-12-20T13:00:00Z'))).toBe('2026-12-12');
    expect(firstDayToRead(range, new Map(), now)).toBe('2026-12-10');
  });

  it("knows a month's last day", () => {
    expect([lastDayOf('2026-11'), lastDayOf('2026-12'), lastDayOf('2028-02')]).toEqual(['2026-11-30', '2026-12-31', '2028-02-29']);
  });
});

describe("the Google profile's figures kept per establishment and day (offline stand-in)", () => {
  const clock = testClockFile();
  let app: FastifyInstance;
  let api: ReturnType<typeof apiAs>;
  const move = (iso: string) => clock.move(Date.parse(iso) - Date.now());
  const figuresOf = (owner: TestUser, listingId: number, period = '30d') =>
    api(owner, 'GET', `/dashboards/private/profile?period=${period}&location=${listingId}`);

  beforeAll(async () => {
    app = await buildTestApp({ TEST_CLOCK_FILE: clock.file, PROFILE_POSTS_CHECK_SECONDS: '0' });
    api = apiAs(app);
  });
  afterAll(() => app.close());
  afterEach(() => {
    clock.move(0);
    jest.restoreAllMocks();
  });

  /** The stand-in's methods of the figures, spied on. */
  const spies = () => ({
    days: jest.spyOn(standInOf(app), 'fetchDailyMetrics'),
    terms: jest.spyOn(standInOf(app), 'fetchMonthlyKeywords'),
  });

  it('asks Google once: a second load the same day, of any period, makes no call and gives the same sums of days', async () => {
    move('2026-12-20T08:00:00Z');
    const { owner, connected } = await ownerWithProfile(app);
    const google = spies();
    const first = await figuresOf(owner, connected);
    expect(first.statusCode).toBe(200);
    const { fetched, current } = figuresRanges('30d', '2026-12-20');
    expect(google.days.mock.calls).toEqual([[profileLocationOf(connected), fetched]]);
    expect(google.terms.mock.calls).toEqual([[profileLocationOf(connected), { from: '2026-11', to: '2026-11' }]]);
    const [{ kept }] = await app.database.db
      .select({ kept: count() })
      .from(googleProfileDailyMetrics)
      .where(eq(googleProfileDailyMetrics.listingId, connected));
    expect(kept).toBe(datesOf(fetched.from, fetched.to).length);

    move('2026-12-20T12:00:00Z');
    const second = await figuresOf(owner, connected);
    for (const period of ['7d', '90d']) expect((await figuresOf(owner, connected, period)).statusCode).toBe(200);
    expect(google.days).toHaveBeenCalledTimes(1);
    expect(google.terms).toHaveBeenCalledTimes(1);
    expect(second.json()).toEqual(first.json());
    // Still the sum of the days Google gives.
    google.days.mockRestore();
    const rows = await standInOf(app).fetchDailyMetrics(profileLocationOf(connected), current);
    expect(second.json().totals).toEqual(sumRows(rows).totals);
    expect(second.json().keywords).toEqual(first.json().keywords);
  });

  it('reads the last 3 days again once their copy is more than 6 hours old, and a day once more after it settled', async () => {
    move('2026-12-20T08:00:00Z');
    const { owner, connected } = await ownerWithProfile(app);
    await figuresOf(owner, connected);
    const google = spies();

    move('2026-12-20T13:00:00Z');
    await figuresOf(owner, connected);
    expect(google.days).not.toHaveBeenCalled();

    move('2026-12-20T15:00:00Z');
    const later = await figuresOf(owner, connected);
    expect(google.days.mock.calls).toEqual([[profileLocationOf(connected), { from: '2026-12-17', to: '2026-12-19' }]]);
    // November's terms were read once it was over, and settled: never again.
    expect(google.terms).not.toHaveBeenCalled();
    expect(later.json().range).toEqual({ from: '2026-11-20', to: '2026-12-19' });

    // The next morning: the 17th, read when it had not settled, is read once more, with the days since.
    move('2026-12-21T08:00:00Z');
    const next = await figuresOf(owner, connected);
    expect(google.days.mock.calls[1]).toEqual([profileLocationOf(connected), { from: '2026-12-17', to: '2026-12-20' }]);
    expect(google.terms).not.toHaveBeenCalled();
    google.days.mockRestore();
    const rows = await standInOf(app).fetchDailyMetrics(profileLocationOf(connected), figuresRanges('30d', '2026-12-21').current);
    expect(next.json().totals).toEqual(sumRows(rows).totals);
  });

  it("reads a month's search terms once it is over, again until they settle, then never", async () => {
    move('2027-01-02T08:00:00Z');
    const { owner, connected } = await ownerWithProfile(app);
    const google = spies();
    await figuresOf(owner, connected);
    expect(google.terms.mock.calls).toEqual([[profileLocationOf(connected), { from: '2026-12', to: '2026-12' }]]);
    move('2027-01-02T15:00:00Z');
    await figuresOf(owner, connected);
    expect(google.terms).toHaveBeenCalledTimes(2);
    move('2027-01-05T08:00:00Z');
    const settled = await figuresOf(owner, connected);
    expect(google.terms).toHaveBeenCalledTimes(3);
    move('2027-01-05T15:00:00Z');
    const kept = await figuresOf(owner, connected);
    expect(google.terms).toHaveBeenCalledTimes(3);
    expect(kept.json().keywords).toEqual(settled.json().keywords);
    expect(kept.json().keywords.length).toBeGreaterThan(0);
  });
});
