import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { DashboardSummary } from '../../../shared/api/dashboard';
import { DAY_MS } from '../../../shared/constants';
import { listings, replyQueue, reviews, users } from '../../db/schema';
import { buildTestApp, databaseOverrides, testDatabases } from '../../test-helpers';
import { injectAs } from '../../test-emulator';
import { storeFetchedReviews } from '../reviews/review-history';
import { aMapsReview, syncedOwner } from '../reviews/test-listing';

// Both engines: the version is moved by a trigger each engine runs itself.
describe.each(testDatabases())('the dashboard’s review figures kept by the reviews version (%s)', (_engine, database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof syncedOwner>>;
  beforeAll(async () => {
    app = await buildTestApp(databaseOverrides(database));
    owner = await syncedOwner(app, 'https://maps.app.goo.gl/KeptFigures', { trial: true });
  });
  afterAll(() => app.close());

  const accountNow = async () => {
    const [user] = await app.database.db.select().from(users).where(eq(users.id, owner.user.id));
    const [listing] = await app.database.db.select().from(listings).where(eq(listings.id, owner.listing.id));
    return { user, listing };
  };
  const summary = async () => {
    const response = await injectAs(app, owner, { method: 'GET', url: '/api/dashboards/private/summary?period=30d' });
    expect(response.statusCode).toBe(200);
    return response.json() as DashboardSummary;
  };

  it('answers the kept figures while the version and the period’s first day stay, and new ones once either moves', async () => {
    const { listing } = await accountNow();
    // Noon UTC today: a second later is still the same day and month in Paris, whenever the test runs.
    const now = new Date();
    now.setUTCHours(12, 0, 0, 0);
    const first = await app.dashboard.summary(listing, '30d', now);
    const again = await app.dashboard.summary(listing, '30d', new Date(now.getTime() + 1000));
    // The kept figures are the same objects; the answer around them is built anew (its range ends at the request).
    expect(again.themes).toBe(first.themes);
    expect(again.range.to).not.toBe(first.range.to);
    expect((await app.dashboard.summary(listing, '90d', now)).themes).not.toBe(first.themes);
    // Another day starts another period: its figures are read again.
    const tomorrow = await app.dashboard.summary(listing, '30d', new Date(now.getTime() + DAY_MS));
    expect(tomorrow.themes).not.toBe(first.themes);
    expect(tomorrow.range.from).not.toBe(first.range.from);

    await app.database.db.update(reviews).set({ hasBeenRead: true }).where(eq(reviews.listingId, owner.listing.id));
    const moved = await accountNow();
    expect(moved.listing.reviewsVersion).toBeGreaterThan(listing.reviewsVersion);
    expect((await app.dashboard.summary(moved.listing, '30d', now)).themes).not.toBe(first.themes);
  });

  it('shows every kind of review write in the next summary: a new review, a read mark, a response, a removal', async () => {
    const before = await summary();

    await storeFetchedReviews(app.database.db, owner.listing.id, [
      aMapsReview({ authorName: 'Nouvelle Cliente', rating: 1, date: new Date(), content: 'Attente interminable.' }),
    ]);
    const [added] = await app.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.listingId, owner.listing.id), eq(reviews.authorName, 'Nouvelle Cliente')));
    const withNew = await summary();
    expect(withNew.figures.totalReviews).toBe(before.figures.totalReviews + 1);
    expect(withNew.figures.newReviews.current).toBe(before.figures.newReviews.current! + 1);
    expect(withNew.figures.unread).toBe(before.figures.unread + 1);
    expect(withNew.timeline.find((item) => item.title.key === 'newReview')).toMatchObject({
      title: { values: { name: 'Nouvelle Cliente' } },
    });

    const read = await injectAs(app, owner, { method: 'PATCH', url: `/api/reviews/private/${added.id}/read` });
    expect(read.statusCode).toBe(200);
    expect((await summary()).figures.unread).toBe(before.figures.unread);

    await app.database.db.execute(sql`update reviews set response_content = 'Désolés.', response_date = now() where id = ${added.id}`);
    const answered = await summary();
    expect(answered.figures.responseRate.current).toBeGreaterThan(withNew.figures.responseRate.current!);
    expect(answered.timeline.some((item) => item.title.key === 'replyPublished')).toBe(true);

    await app.database.db.execute(sql`update reviews set removed_at = now() where id = ${added.id}`);
    expect((await summary()).figures.removedReviews.current).toBe(before.figures.removedReviews.current! + 1);
  });

  it('reads what the reviews do not decide every time: a reply waiting in the queue moves no version', async () => {
    const before = await summary();
    const { listing } = await accountNow();
    const [review] = await app.database.db.select().from(reviews).where(eq(reviews.listingId, owner.listing.id)).limit(1);
    await app.database.db
      .insert(replyQueue)
      .values({ reviewId: review.id, locationId: owner.listing.id, draft: 'Merci !', reason: 'approval' });
    expect((await accountNow()).listing.reviewsVersion).toBe(listing.reviewsVersion);
    const after = await summary();
    expect(after.actions).toContainEqual({ kind: 'replyQueue', count: 1 });
    expect(before.actions).not.toContainEqual(expect.objectContaining({ kind: 'replyQueue' }));
  });
});
