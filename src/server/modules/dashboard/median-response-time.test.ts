import type { FastifyInstance } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DashboardSummary, EstablishmentRanking } from '../../../shared/api/dashboard';
import { rowsOf } from '../../db/client';
import { reviews } from '../../db/schema';
import { buildTestApp, testDatabases } from '../../test-helpers';
import { injectAs } from '../../test-emulator';
import { addReviews, syncedOwner } from '../reviews/test-listing';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The median response time is read from the histograms of response times (tenths of an hour) the triggers keep: the
 * median of the response times rounded to the tenth, then rounded to the tenth (half away from zero). It equals that
 * scan of the reviews, Google's only, for the period and the one before.
 */
describe('the median response time from the histograms', () => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof syncedOwner>>;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await syncedOwner(app, 'https://maps.app.goo.gl/MedianHistograms');
    await app.database.db.delete(reviews).where(eq(reviews.listingId, owner.listing.id));
  });
  afterAll(() => app.close());

  const answered = (daysAgo: number, hours: number) => {
    const date = new Date(Date.now() - daysAgo * DAY);
    return { date, rating: 4, content: 'Bien.', response: { date: new Date(date.getTime() + hours * HOUR), content: 'Merci !' } };
  };
  const summary = async () => {
    const response = await injectAs(app, owner, { method: 'GET', url: '/api/dashboards/private/summary?period=30d' });
    expect(response.statusCode).toBe(200);
    return (response.json() as DashboardSummary).figures.medianResponseHours;
  };
  /** The same definition as a scan of the reviews. */
  const scanned = async (fromDaysAgo: number, toDaysAgo: number) => {
    const [row] = await rowsOf<{ median: string | null }>(
      app.database.db,
      sql`select round((percentile_cont(0.5) within group (order by round(extract(epoch from (response_date - date)) / 360)))::numeric / 10, 1)::text as median
        from reviews where location_id = ${owner.listing.id} and source = 'google' and response_date is not null
        and date >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - ${fromDaysAgo - 1} * interval '1 day'
        and date < date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - ${toDaysAgo - 1} * interval '1 day'`,
    );
    return row.median === null ? null : Number(row.median);
  };

  it("takes the two middle response times, each to the tenth, and leaves other sources' reviews out", async () => {
    // 1.04 h and 1.06 h are 1.0 and 1.1 to the tenth; the middle two of four are 1.1 and 2.0: 1.55, shown 1.6
    // (the exact times' median, 1.53, would show 1.5).
    await addReviews(app, owner.listing.id, [answered(2, 1.04), answered(3, 1.06), answered(4, 2), answered(5, 3)]);
    // The period before: 10 h and 14.25 h (14.3 to the tenth, half away from zero): 12.15, shown 12.2.
    await addReviews(app, owner.listing.id, [answered(35, 10), answered(40, 14.25)]);
    const [other] = await addReviews(app, owner.listing.id, [answered(2, 100)]);
    await app.database.db.execute(sql`update reviews set source = 'thefork' where id = ${other.id}`);
    expect(await summary()).toEqual({ current: 1.6, previous: 12.2 });
    expect(await scanned(30, 0)).toBe(1.6);
    expect(await scanned(60, 30)).toBe(12.2);
  });

  it('follows a response time changed and a review moved to the period before', async () => {
    const [first] = await app.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.listingId, owner.listing.id))
      .orderBy(reviews.date)
      .limit(1);
    // The oldest review moves into this period with a 5-hour response: five of them now, the middle one 2.0.
    await app.database.db.execute(
      sql`update reviews set date = now() - interval '1 day', response_date = now() - interval '1 day' + interval '5 hours' where id = ${first.id}`,
    );
    expect(await summary()).toEqual({ current: 2, previous: 10 });
    expect(await scanned(30, 0)).toBe(2);
  });
});

/**
 * The medians are read in two steps (the counts per span of five hours find the span of each middle rank, then that
 * span's tenths alone are read). Over a year of three establishments, with response times from minutes to days, whole
 * months and partial ones, both periods, and two middle ranks in two spans, the network's median and each
 * establishment's equal a scan of the reviews: the median of the response times in tenths of an hour, rounded.
 */
describe.each(testDatabases())('the medians of a network over a year, on %s', (_engine, database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof syncedOwner>>;
  let establishments: number[];
  /** Each answered review's establishment, date and response time in tenths of an hour. */
  const answers: { listingId: number; date: Date; tenths: number }[] = [];

  /** The median of tenths in order, in hours to the tenth: the two middle ones' mean, rounded half up (all are positive). */
  const medianOf = (tenths: number[]) => {
    if (tenths.length === 0) return null;
    const [low, high] = [tenths[Math.floor((tenths.length - 1) / 2)], tenths[Math.floor(tenths.length / 2)]];
    return Math.round((low + high) / 2) / 10;
  };
  /** The response times in tenths of the answers dated in [from, to), of one establishment or all, in order. */
  const tenthsSince = (from: Date, listingId?: number, to = new Date(Date.now() + DAY)) =>
    answers
      .filter((answer) => answer.date >= from && answer.date < to && (listingId === undefined || answer.listingId === listingId))
      .map((answer) => answer.tenths)
      .sort((a, b) => a - b);
  const scanned = (from: Date, to: Date, listingId?: number) => medianOf(tenthsSince(from, listingId, to));

  beforeAll(async () => {
    app = await buildTestApp(database.kind === 'postgres' ? { DATABASE_URL: database.url } : {});
    owner = await syncedOwner(app, 'https://maps.app.goo.gl/MedianNetworkA', { trial: true });
    const add = async (url: string) => {
      const added = await injectAs(app, owner, { method: 'POST', url: '/api/locations/private', payload: { url } });
      expect(added.statusCode).toBe(201);
      return (added.json() as { id: number }).id;
    };
    establishments = [
      owner.listing.id,
      await add('https://maps.app.goo.gl/MedianNetworkB'),
      await add('https://maps.app.goo.gl/MedianNetworkC'),
    ];
    await app.sync.idle();
    await app.database.db.delete(reviews).where(inArray(reviews.listingId, establishments));

    // A fixed pseudo-random sequence (the same on every run): dates over two years, response times of 0 to 120 hours,
    // each a whole number of tenths of an hour, so the scan needs no rounding of its own.
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    for (const [index, listingId] of establishments.entries()) {
      const count = [160, 60, 9][index];
      const partials = Array.from({ length: count }, () => {
        // The smallest establishment's are older than 90 days: its last 30 days hold the two answers below alone.
        const date = new Date(Date.now() - (index === 2 ? 90 + next(600) : next(720)) * DAY - next(86_400) * 1000);
        const tenths = next(index === 0 ? 1200 : 300);
        answers.push({ listingId, date, tenths });
        return {
          date,
          rating: 1 + next(5),
          content: 'Bien.',
          response: { date: new Date(date.getTime() + tenths * 360_000), content: 'Merci !' },
        };
      });
      await addReviews(app, listingId, partials);
    }
    // The smallest establishment's last month: two answers, 4.9 and 5.0 hours, the two middle ranks in two spans.
    for (const [daysAgo, tenths] of [
      [3, 49],
      [4, 50],
    ]) {
      const date = new Date(Date.now() - daysAgo * DAY);
      answers.push({ listingId: establishments[2], date, tenths });
      await addReviews(app, establishments[2], [
        { date, rating: 4, content: 'Bien.', response: { date: new Date(date.getTime() + tenths * 360_000), content: 'Merci !' } },
      ]);
    }
  });
  afterAll(() => app.close());

  const get = async <T>(url: string) => {
    const response = await injectAs(app, owner, { method: 'GET', url: `/api/dashboards/private/${url}` });
    expect(response.statusCode).toBe(200);
    return response.json() as T;
  };

  it.each([
    ['30d', 30],
    ['365d', 365],
  ])("gives the network's median over %s and the one before, as the scan", async (period, days) => {
    const summary = await get<DashboardSummary>(`summary?period=${period}&location=all`);
    const from = new Date(summary.range.from!);
    const to = new Date(summary.range.to);
    const previousFrom = new Date(from.getTime() - days * DAY);
    expect(summary.figures.medianResponseHours).toEqual({ current: scanned(from, to), previous: scanned(previousFrom, from) });
    expect(summary.figures.medianResponseHours.current).not.toBeNull();
  });

  it.each(['30d', '365d'])('ranks each establishment with its own median over %s, as the scan', async (period) => {
    const ranking = await get<EstablishmentRanking>(`locations?period=${period}&location=all`);
    const from = new Date(ranking.range.from!);
    const to = new Date(ranking.range.to);
    expect(ranking.items.map((item) => [item.locationId, item.medianResponseHours]).sort()).toEqual(
      establishments.map((id) => [id, scanned(from, to, id)]).sort(),
    );
  });

  it('takes the mean of two middle ranks that lie in two spans', async () => {
    const ranking = await get<EstablishmentRanking>(`locations?period=30d&location=all`);
    const from = new Date(ranking.range.from!);
    // Only 4.9 h (span 0) and 5.0 h (span 1): their mean, 4.95, shown 5.
    expect(tenthsSince(from, establishments[2])).toEqual([49, 50]);
    expect(ranking.items).toContainEqual(expect.objectContaining({ locationId: establishments[2], medianResponseHours: 5 }));
  });
});
