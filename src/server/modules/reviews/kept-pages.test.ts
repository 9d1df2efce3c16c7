import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { listings, reviews } from '../../db/schema';
import type { ReviewPage } from '../../../shared/api/reviews';
import { buildTestApp, databaseOverrides, testDatabases } from '../../test-helpers';
import { injectAs } from '../../test-emulator';
import { storeFetchedReviews } from './review-history';
import { aMapsReview, syncedOwner } from './test-listing';

describe.each(testDatabases())('the review list kept by the reviews version (%s)', (_engine, database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof syncedOwner>>;
  beforeAll(async () => {
    app = await buildTestApp(databaseOverrides(database));
    owner = await syncedOwner(app, 'https://maps.app.goo.gl/KeptPages', { trial: true });
  });
  afterAll(() => app.close());

  const versionNow = async () => (await app.database.db.select().from(listings).where(eq(listings.id, owner.listing.id)))[0].reviewsVersion;
  const listingNow = async () => ({ id: owner.listing.id, reviewsVersion: await versionNow() });
  const firstPage = async () => {
    const response = await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private' });
    expect(response.statusCode).toBe(200);
    return response.json() as ReviewPage;
  };

  it('moves the version on once per statement that writes the listing’s reviews, however many rows', async () => {
    const before = await versionNow();
    expect(before).toBeGreaterThan(0);
    await app.database.db.update(reviews).set({ hasBeenRead: true }).where(eq(reviews.listingId, owner.listing.id));
    expect(await versionNow()).toBe(before + 1);
    // A statement that matches none of the listing's reviews leaves it.
    await app.database.db.update(reviews).set({ hasBeenRead: true }).where(eq(reviews.externalId, 'no-such-review'));
    expect(await versionNow()).toBe(before + 1);
  });

  it('answers the kept page while the version stays, and a new one once it moves', async () => {
    const filters = { page: 1, pageSize: 20 };
    const listing = await listingNow();
    const first = await app.reviews.list(listing, filters);
    expect(await app.reviews.list(listing, { ...filters })).toBe(first);
    expect(await app.reviews.list(listing, { ...filters, sort: 'oldest' })).not.toBe(first);
    // A period's page depends on the clock: read every time.
    const lastMonth = { ...filters, period: '30d' as const };
    expect(await app.reviews.list(listing, lastMonth)).not.toBe(await app.reviews.list(listing, lastMonth));
    await app.database.db.update(reviews).set({ hasBeenRead: false }).where(eq(reviews.listingId, owner.listing.id));
    expect(await app.reviews.list(await listingNow(), filters)).not.toBe(first);
  });

  it('shows every kind of write in the next page: a new review, a read mark, an edit, a removal', async () => {
    const before = await firstPage();

    await storeFetchedReviews(app.database.db, owner.listing.id, [aMapsReview({ authorName: 'Nouvelle Cliente', date: new Date() })]);
    const added = await firstPage();
    expect(added.total).toBe(before.total + 1);
    expect(added.items[0].authorName).toBe('Nouvelle Cliente');
    expect(added.items[0].hasBeenReadd).toBe(false);

    const read = await injectAs(app, owner, { method: 'PATCH', url: `/api/reviews/private/${added.items[0].id}/read` });
    expect(read.statusCode).toBe(200);
    expect((await firstPage()).items[0].hasBeenReadd).toBe(true);

    await app.database.db.execute(sql`update reviews set review_content = 'Texte corrigé.' where id = ${added.items[0].id}`);
    expect((await firstPage()).items[0].reviewContent).toBe('Texte corrigé.');

    await app.database.db.delete(reviews).where(eq(reviews.id, added.items[0].id));
    const removed = await firstPage();
    expect(removed.total).toBe(before.total);
    expect(removed.items.map((review) => review.id)).not.toContain(added.items[0].id);
  });
});
