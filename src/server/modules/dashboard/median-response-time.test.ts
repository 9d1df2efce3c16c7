import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { DashboardSummary } from '../../../shared/api/dashboard';
import { rowsOf } from '../../db/client';
import { reviews } from '../../db/schema';
import { buildTestApp } from '../../test-helpers';
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
