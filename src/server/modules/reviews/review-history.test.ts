import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { reviews, reviewVersions } from '../../db/schema';
import type { Review, ReviewVersion } from '../../../shared/api/reviews';
import { buildTestApp, databaseOverrides, testDatabases } from '../../test-helpers';
import { injectAs } from '../../test-emulator';
import { storeFetchedReviews } from './review-history';
import { aMapsReview, syncedOwner } from './test-listing';

describe.each(testDatabases())('the history of each review (%s)', (_engine, database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(databaseOverrides(database));
  });
  afterAll(() => app.close());

  const historyOf = async (owner: Awaited<ReturnType<typeof syncedOwner>>, id: number) => {
    const response = await injectAs(app, owner, { method: 'GET', url: `/api/reviews/private/${id}/history` });
    return { status: response.statusCode, body: response.json() as ReviewVersion[] };
  };

  it('keeps the first copy of every review a sync stores, and none more when a later sync finds nothing changed', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/HistorySync', { trial: true });
    const stored = await app.database.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.listingId, owner.listing.id));
    const copies = async () =>
      app.database.db
        .select({ reviewId: reviewVersions.reviewId })
        .from(reviewVersions)
        .innerJoin(reviews, eq(reviews.id, reviewVersions.reviewId))
        .where(eq(reviews.listingId, owner.listing.id));
    expect((await copies()).map((copy) => copy.reviewId).sort()).toEqual(stored.map((review) => review.id).sort());

    // The same pages again (the demo provider serves the same reviews): no new copy.
    await app.database.db.transaction(async (tx) => {
      const page = await app.maps.reviews(owner.listing.providerId, null);
      await storeFetchedReviews(tx, owner.listing.id, page.reviews);
    });
    expect(await copies()).toHaveLength(stored.length);
  });

  it('adds a dated copy for each change the source shows, never overwriting one, and dates the reviewer’s edits', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/HistoryEdits', { trial: true });
    const first = aMapsReview({ rating: 2, content: 'Attente trop longue.', authorName: 'Nina P.' });
    const store = (review: typeof first) => storeFetchedReviews(app.database.db, owner.listing.id, [review]);
    await store(first);
    const [row] = await app.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.listingId, owner.listing.id), eq(reviews.externalId, first.externalId)));
    expect((await historyOf(owner, row.id)).body).toEqual([
      { seenAt: expect.any(String), reviewRate: 2, reviewContent: 'Attente trop longue.', responseContent: null },
    ]);

    // The owner answers: a copy with the response, but the reviewer edited nothing.
    const answered = { ...first, response: { content: 'Toutes nos excuses, Nina.', date: new Date() } };
    await store(answered);
    // The reviewer raises the rating and rewrites the text.
    await store({ ...answered, rating: 5, content: 'Attente longue, mais service adorable finalement.' });
    // The same copy again: nothing new.
    await store({ ...answered, rating: 5, content: 'Attente longue, mais service adorable finalement.' });

    const { status, body } = await historyOf(owner, row.id);
    expect(status).toBe(200);
    expect(body.map(({ reviewRate, reviewContent, responseContent }) => [reviewRate, reviewContent, responseContent])).toEqual([
      [2, 'Attente trop longue.', null],
      [2, 'Attente trop longue.', 'Toutes nos excuses, Nina.'],
      [5, 'Attente longue, mais service adorable finalement.', 'Toutes nos excuses, Nina.'],
    ]);
    const seen = body.map((copy) => Date.parse(copy.seenAt));
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    // The list tells the edit: when, and the rating before.
    const list = (await injectAs(app, owner, { method: 'GET', url: `/api/reviews/private?q=${encodeURIComponent('Nina P')}` })).json();
    const listed = list.items.find((item: Review) => item.id === row.id) as Review;
    expect(listed.reviewRate).toBe(5);
    expect(listed.edited).toEqual({ at: body[2].seenAt, previousRate: 2 });
  });

  it("answers 404 for another listing's review", async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/HistoryMine', { trial: true });
    const other = await syncedOwner(app, 'https://maps.app.goo.gl/HistoryTheirs', { trial: true });
    const [theirs] = await app.database.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.listingId, other.listing.id)).limit(1);
    const { status, body } = await historyOf(owner, theirs.id);
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'REVIEW_NOT_FOUND' });
  });
});
