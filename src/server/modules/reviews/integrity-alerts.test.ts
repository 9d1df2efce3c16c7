import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { reviews } from '../../db/schema';
import type { ReviewAlerts } from '../../../shared/api/review-integrity';
import { DAY_MS } from '../../../shared/constants';
import { buildTestApp, databaseOverrides, testDatabases } from '../../test-helpers';
import { injectAs } from '../../test-emulator';
import { endSubscriptions } from '../users/account-fixtures';
import { addReviews, syncedOwner } from './test-listing';

const HOUR_MS = 3_600_000;

describe.each(testDatabases())('GET /api/reviews/private/alerts (%s)', (_engine, database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(databaseOverrides(database));
  });
  afterAll(() => app.close());

  /** A trial owner whose listing holds only `history`: a steady 100 days, one review a day, a one-star every tenth. */
  async function steadyListing(url: string) {
    const owner = await syncedOwner(app, url, { trial: true });
    await app.database.db.delete(reviews).where(eq(reviews.listingId, owner.listing.id));
    const now = Date.now();
    await addReviews(
      app,
      owner.listing.id,
      Array.from({ length: 100 }, (_, day) => ({ rating: day % 10 === 4 ? 1 : 5, date: new Date(now - day * DAY_MS - 5 * HOUR_MS) })),
    );
    return owner;
  }

  const alertsOf = async (owner: Awaited<ReturnType<typeof steadyListing>>) => {
    const response = await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private/alerts' });
    return { status: response.statusCode, body: response.json() as ReviewAlerts };
  };

  it('names the reviews of a wave of one-star reviews, those without text counted, with where to report them', async () => {
    const owner = await steadyListing('https://maps.app.goo.gl/WaveAlert');
    const now = Date.now();
    const wave = await addReviews(app, owner.listing.id, [
      { rating: 1, authorName: 'Compte A', content: null, date: new Date(now - 30 * HOUR_MS) },
      { rating: 1, authorName: 'Compte B', content: '  ', date: new Date(now - 20 * HOUR_MS) },
      { rating: 2, authorName: 'Compte C', content: 'Nul.', date: new Date(now - 8 * HOUR_MS) },
      { rating: 1, authorName: 'Compte D', content: 'À éviter.', date: new Date(now - 2 * HOUR_MS) },
    ]);

    const { status, body } = await alertsOf(owner);
    expect(status).toBe(200);
    expect(body.reportUrl).toBe('https://support.google.com/business/workflow/9945796');
    expect(body.waves).toHaveLength(1);
    const [found] = body.waves;
    expect(found.reviews.map((review) => review.authorName)).toEqual(['Compte A', 'Compte B', 'Compte C', 'Compte D']);
    expect(found.reviews.map((review) => review.id)).toEqual(wave.map((review) => review.id));
    expect(found.reviews.map((review) => review.hasText)).toEqual([false, false, true, true]);
    expect(found.withoutText).toBe(2);
    expect(found).toMatchObject({ from: wave[0].date.toISOString(), to: wave[3].date.toISOString() });
    // Nine one-star reviews in the 90 days before the wave: 0.2 expected in 48 hours.
    expect(found.expected).toBeCloseTo((9 * 2) / 90, 6);
  });

  it("finds no wave in a listing's usual bad days", async () => {
    const owner = await steadyListing('https://maps.app.goo.gl/NoWaveAlert');
    const now = Date.now();
    await addReviews(app, owner.listing.id, [
      { rating: 1, date: new Date(now - 20 * HOUR_MS) },
      { rating: 2, date: new Date(now - 3 * HOUR_MS) },
    ]);
    expect((await alertsOf(owner)).body.waves).toEqual([]);
  });

  it('is refused to an account without access', async () => {
    const owner = await steadyListing('https://maps.app.goo.gl/WaveNoAccess');
    await endSubscriptions(app, owner.user.id);
    const { status, body } = await alertsOf(owner);
    expect(status).toBe(402);
    expect(body).toMatchObject({ code: 'PREMIUM_REQUIRED' });
  });
});
