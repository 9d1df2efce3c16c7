import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { DashboardSummary } from '../../../shared/api/dashboard';
import { reviews } from '../../db/schema';
import { buildTestApp, testDatabases } from '../../test-helpers';
import { injectAs, signUpOwner } from '../../test-emulator';
import { addReviews, syncedOwner } from '../reviews/test-listing';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

// Both engines: the summary's prepared statements pass dates and days as parameters, which each driver encodes its own way.
describe.each(testDatabases())('GET /api/dashboards/private/summary on a known listing, on %s', (_engine, database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof syncedOwner>>;
  const summary = async (period = '30d') => {
    const response = await injectAs(app, owner, { method: 'GET', url: `/api/dashboards/private/summary?period=${period}` });
    expect(response.statusCode).toBe(200);
    return response.json() as DashboardSummary;
  };

  beforeAll(async () => {
    app = await buildTestApp(database.kind === 'postgres' ? { DATABASE_URL: database.url } : {});
    owner = await syncedOwner(app, 'https://maps.app.goo.gl/DashboardKnown');
    await app.database.db.delete(reviews).where(eq(reviews.listingId, owner.listing.id));
    const answeredAfter = (date: Date, hours: number) => ({ date: new Date(date.getTime() + hours * HOUR), content: 'Merci !' });
    const a = ago(2 * DAY);
    const b = ago(5 * DAY);
    const e = ago(40 * DAY);
    await addReviews(app, owner.listing.id, [
      // This period (30 days): 5, 4, 1 and 2 stars; two answered, after 10 and 30 hours.
      { authorName: 'Anne', rating: 5, date: a, content: "L'accueil était super.", response: answeredAfter(a, 10) },
      { authorName: 'Bruno', rating: 4, date: b, content: 'Bon pain.', response: answeredAfter(b, 30) },
      { authorName: 'Chloé', rating: 1, date: ago(3 * DAY), content: 'Attente interminable et pas propre.' },
      { authorName: 'Denis', rating: 2, date: ago(1 * DAY), content: 'Bof.' },
      // The 30 days before: two 5-star reviews, one answered after 2 hours.
      { authorName: 'Élodie', rating: 5, date: e, content: 'Parfait.', response: answeredAfter(e, 2) },
      { authorName: 'Fanny', rating: 5, date: ago(45 * DAY), content: 'Parfait.' },
      // Long ago.
      { authorName: 'Gilles', rating: 3, date: ago(400 * DAY), content: null },
    ]);
  });
  afterAll(() => app.close());

  it('compares the cards with the period before', async () => {
    const { figures } = await summary('30d');
    expect(figures).toMatchObject({
      totalReviews: 7,
      unread: 7,
      averageRating: { current: 3, previous: 5 },
      newReviews: { current: 4, previous: 2 },
      responseRate: { current: 0.5, previous: 0.5 },
      medianResponseHours: { current: 20, previous: 2 },
      aiCredits: 0,
    });
  });

  it('counts the ratings of the period and spreads the year over months', async () => {
    const { distribution, monthly, range } = await summary('30d');
    expect(distribution).toEqual([
      { rating: 1, count: 1 },
      { rating: 2, count: 1 },
      { rating: 3, count: 0 },
      { rating: 4, count: 1 },
      { rating: 5, count: 1 },
    ]);
    expect(monthly).toHaveLength(12);
    expect(monthly.reduce((sum, month) => sum + month.count, 0)).toBe(6);
    // The server's own "now" (the period's end), not this test's clock: a run across a month's end still agrees.
    expect(monthly.at(-1)!.month).toBe(range.to.slice(0, 7));
  });

  it('reads the themes stored at ingestion, negation included', async () => {
    const { themes } = await summary('30d');
    expect(themes).toEqual(
      expect.arrayContaining([
        { theme: 'welcome', mentions: 1, positive: 1, negative: 0 },
        { theme: 'waiting', mentions: 1, positive: 0, negative: 1 },
        { theme: 'cleanliness', mentions: 1, positive: 0, negative: 1 },
      ]),
    );
  });

  it('proposes this week’s actions from the figures', async () => {
    const { actions } = await summary('30d');
    expect(actions).toHaveLength(3);
    expect(actions[0]).toEqual({ kind: 'unansweredNegative', count: 1, olderThanHours: 48 });
    expect(actions[1]).toMatchObject({ kind: 'ratingDrop', delta: -2, mentions: 1 });
    expect(['waiting', 'cleanliness']).toContain((actions[1] as { theme: string }).theme);
    expect(actions[2]).toEqual({ kind: 'unread', count: 7 });
  });

  it('covers everything with "all", with nothing to compare', async () => {
    const { figures, distribution, monthly, range } = await summary('all');
    expect(range.from).toBeNull();
    expect(figures.newReviews).toEqual({ current: 7, previous: null });
    expect(figures.averageRating).toEqual({ current: Number((25 / 7).toFixed(2)), previous: null });
    expect(distribution.find((row) => row.rating === 3)!.count).toBe(1);
    expect(monthly).toHaveLength(24);
  });

  it('shows the listing and a timeline of recent events, newest first', async () => {
    const { listing, timeline } = await summary('90d');
    expect(listing).toMatchObject({ name: owner.listing.name, demo: true, lastSyncAt: expect.any(String) });
    // The synchronisation (just now) comes first, then the newest review.
    expect(timeline[0]).toMatchObject({ title: { key: 'syncDone' }, color: 'info' });
    expect(timeline.find((item) => item.title.key === 'newReview')).toMatchObject({
      title: { values: { name: 'Denis', rating: 2 } },
      color: 'error',
    });
    expect(timeline.map((item) => item.time)).toEqual([...timeline.map((item) => item.time)].sort().reverse());
    expect(timeline.some((item) => item.title.key === 'replyPublished')).toBe(true);
  });

  it('refuses an unknown period, and answers 404 to an owner without a listing', async () => {
    const bad = await injectAs(app, owner, { method: 'GET', url: '/api/dashboards/private/summary?period=7y' });
    expect(bad.statusCode).toBe(400);
    const newcomer = await signUpOwner(app);
    const missing = await injectAs(app, newcomer, { method: 'GET', url: '/api/dashboards/private/summary' });
    expect(missing.json().code).toBe('LOCATION_NOT_FOUND');
  });
});
