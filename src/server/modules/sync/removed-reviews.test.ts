import type { FastifyInstance } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { MapsReview, MapsReviewPage } from '../../adapters/maps/maps-provider';
import { googleConnections, reviewDailyStats, reviewListingStats, reviews, reviewVersions, syncJobs } from '../../db/schema';
import { buildTestApp, databaseOverrides, testDatabases } from '../../test-helpers';
import { injectAs } from '../../test-emulator';
import type { DashboardSummary } from '../../../shared/api/dashboard';
import type { ReviewAlerts } from '../../../shared/api/review-integrity';
import type { ReviewPage } from '../../../shared/api/reviews';
import { aMapsReview, syncedOwner } from '../reviews/test-listing';

type Owner = Awaited<ReturnType<typeof syncedOwner>>;

/**
 * Removed reviews through real synchronisations: the test's provider shows a list it changes between reads (a review
 * dropped, a rating changed, a review back), and after each read the stored reviews, their copies, the roll-ups and
 * the dashboard must say what a scan of the reviews says.
 */
describe.each(testDatabases())('removed reviews, on %s', (_engine, database) => {
  let app: FastifyInstance;
  /** What the provider shows now, newest first, two per page. */
  let shown: MapsReview[] = [];
  const alerted: { kind: string; reviews: { id: number }[] }[] = [];

  beforeAll(async () => {
    app = await buildTestApp({ ...databaseOverrides(database), SYNC_COOLDOWN_SECONDS: '0' });
    app.maps.reviews = async (_listing, cursor): Promise<MapsReviewPage> => {
      const start = Number(cursor ?? 0);
      const next = start + 2 < shown.length ? String(start + 2) : null;
      return { reviews: shown.slice(start, start + 2), nextCursor: next, total: shown.length };
    };
    const notify = app.alerts.notify;
    app.alerts.notify = async (event) => {
      if (event.kind === 'removals') alerted.push({ kind: event.kind, reviews: event.reviews });
      return notify(event);
    };
  });
  afterAll(() => app.close());

  /** A whole read, as the owner's « Synchroniser » starts it (the account has access: every page). */
  async function synchronise(owner: Owner) {
    const started = await injectAs(app, owner, { method: 'PATCH', url: '/api/reviews/private/init-synchronization' });
    expect(started.statusCode).toBe(200);
    await app.sync.idle();
    const [job] = await app.database.db.select().from(syncJobs).where(eq(syncJobs.id, started.json<{ id: number }>().id));
    expect(job.status).toBe('done');
  }

  const stored = (owner: Owner) =>
    app.database.db.select().from(reviews).where(eq(reviews.listingId, owner.listing.id)).orderBy(asc(reviews.id));
  const byExternalId = async (owner: Owner, externalId: string) =>
    (await stored(owner)).find((review) => review.externalId === externalId)!;
  const copiesOf = async (reviewId: number) =>
    app.database.db.select().from(reviewVersions).where(eq(reviewVersions.reviewId, reviewId)).orderBy(asc(reviewVersions.id));

  /** The roll-ups, the inbox's counts and the dashboard against a scan of the stored reviews. */
  async function expectFiguresEqualAScan(owner: Owner) {
    const rows = await stored(owner);
    const kept = rows.filter((review) => review.removedAt === null);
    const gone = rows.filter((review) => review.removedAt !== null);
    const sum = (list: typeof rows) => list.reduce((total, review) => total + review.reviewRate, 0);

    const [listingTotals] = await app.database.db
      .select()
      .from(reviewListingStats)
      .where(eq(reviewListingStats.listingId, owner.listing.id));
    expect(listingTotals).toMatchObject({ reviews: rows.length, ratingSum: sum(rows), removed: gone.length, removedRatingSum: sum(gone) });
    const [dailyTotals] = await app.database.db
      .select({
        reviews: sql<number>`sum(${reviewDailyStats.reviews})`.mapWith(Number),
        removed: sql<number>`sum(${reviewDailyStats.removed})`.mapWith(Number),
        removedRatingSum: sql<number>`sum(${reviewDailyStats.removedRatingSum})`.mapWith(Number),
      })
      .from(reviewDailyStats)
      .where(eq(reviewDailyStats.listingId, owner.listing.id));
    expect(dailyTotals).toEqual({ reviews: rows.length, removed: gone.length, removedRatingSum: sum(gone) });

    const page = (await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private?pageSize=100' })).json<ReviewPage>();
    expect(page.counts.all).toBe(rows.length);
    expect(page.counts.removed).toBe(gone.length);
    const removedPage = (await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private?removed=yes' })).json<ReviewPage>();
    expect(removedPage.items.map((review) => review.id).sort()).toEqual(gone.map((review) => review.id).sort());
    expect(removedPage.total).toBe(gone.length);
    const shownPage = (
      await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private?removed=no&pageSize=100' })
    ).json<ReviewPage>();
    expect(shownPage.total).toBe(kept.length);

    const summary = (
      await injectAs(app, owner, { method: 'GET', url: '/api/dashboards/private/summary?period=all' })
    ).json<DashboardSummary>();
    const average = (list: typeof rows) => (list.length ? Math.round((sum(list) / list.length) * 100) / 100 : null);
    expect(summary.figures.averageRating.current).toBe(average(rows));
    expect(summary.figures.averageRatingShown.current).toBe(average(kept));
    expect(summary.figures.removedReviews.current).toBe(gone.length);
  }

  it('marks a dropped review removed, dates an edit, restores a review that comes back, and every figure follows', async () => {
    const [a, b, c, d] = [
      aMapsReview({ rating: 5, date: new Date('2026-11-10T10:00:00Z') }),
      aMapsReview({ rating: 4, date: new Date('2026-11-09T10:00:00Z') }),
      aMapsReview({ rating: 2, date: new Date('2026-11-08T10:00:00Z'), content: 'Long à servir.' }),
      aMapsReview({ rating: 1, date: new Date('2026-11-07T10:00:00Z') }),
    ];
    shown = [a, b, c, d];
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/RemovedSequence', { trial: true });
    await expectFiguresEqualAScan(owner);
    expect((await stored(owner)).every((review) => review.removedAt === null)).toBe(true);

    // The source drops B and C's author changes 2 stars to 5.
    alerted.length = 0;
    const edited = { ...c, rating: 5, content: 'Finalement très bien.' };
    shown = [a, edited, d];
    await synchronise(owner);
    const removedB = await byExternalId(owner, b.externalId);
    expect(removedB.removedAt).toBeInstanceOf(Date);
    const changedC = await byExternalId(owner, c.externalId);
    expect(changedC).toMatchObject({ removedAt: null, reviewRate: 5, previousRate: 2 });
    expect((await copiesOf(changedC.id)).map((copy) => [copy.reviewRate, copy.reviewContent])).toEqual([
      [2, 'Long à servir.'],
      [5, 'Finalement très bien.'],
    ]);
    // A removed review keeps its copy: nothing is deleted.
    expect(await copiesOf(removedB.id)).toHaveLength(1);
    expect(alerted).toEqual([{ kind: 'removals', reviews: [expect.objectContaining({ id: removedB.id, reviewRate: 4 })] }]);
    await expectFiguresEqualAScan(owner);
    const alerts = (await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private/alerts' })).json<ReviewAlerts>();
    expect(alerts.removals).toEqual([
      {
        id: removedB.id,
        authorName: b.authorName,
        reviewRate: 4,
        date: b.date.toISOString(),
        removedAt: removedB.removedAt!.toISOString(),
        location: { id: owner.listing.id, name: owner.listing.name },
      },
    ]);

    // B comes back unchanged, D goes.
    alerted.length = 0;
    shown = [a, b, edited];
    await synchronise(owner);
    expect((await byExternalId(owner, b.externalId)).removedAt).toBeNull();
    expect(await copiesOf(removedB.id)).toHaveLength(1);
    const removedD = await byExternalId(owner, d.externalId);
    expect(removedD.removedAt).toBeInstanceOf(Date);
    expect(alerted.map((alert) => alert.reviews.map((review) => review.id))).toEqual([[removedD.id]]);
    await expectFiguresEqualAScan(owner);

    // A read that returns the same list again changes nothing.
    alerted.length = 0;
    const before = await stored(owner);
    await synchronise(owner);
    expect((await stored(owner)).map((review) => [review.id, review.removedAt])).toEqual(
      before.map((review) => [review.id, review.removedAt]),
    );
    expect(alerted).toEqual([]);
  });

  it('refuses a reply change on a removed review of a listing connected to Google, and keeps it editable elsewhere', async () => {
    const [kept, gone] = [aMapsReview({ rating: 5 }), aMapsReview({ rating: 2 })];
    shown = [kept, gone];
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/RemovedReply', { trial: true });
    shown = [kept];
    await synchronise(owner);
    const removed = await byExternalId(owner, gone.externalId);
    expect(removed.removedAt).toBeInstanceOf(Date);
    const changes = [
      ['PUT', { responseContent: 'Merci.' }],
      ['DELETE', undefined],
    ] as const;
    const reply = (method: 'PUT' | 'DELETE', payload?: object) =>
      injectAs(app, owner, { method, url: `/api/reviews/private/${removed.id}/reply`, payload });

    // Not connected: the reply is Bonavis's record only, and stays editable.
    expect((await reply(...changes[0])).statusCode).toBe(200);

    await app.database.db.insert(googleConnections).values({
      locationId: owner.listing.id,
      refreshToken: 'refresh-token',
      location: {
        name: 'locations/1',
        title: 'Boutique',
        address: null,
        verified: true,
        account: { name: 'accounts/1', displayName: 'Boutique' },
      },
    });
    for (const [method, payload] of changes) {
      const refused = await reply(method, payload);
      expect({ method, status: refused.statusCode, code: refused.json().code }).toEqual({ method, status: 409, code: 'REVIEW_REMOVED' });
    }
    expect((await byExternalId(owner, gone.externalId)).responseContent).toBe('Merci.');
  });

  it('does not believe a whole read that misses more than half of the reviews, and a capped read removes nothing', async () => {
    const many = Array.from({ length: 12 }, (_, index) => aMapsReview({ date: new Date(Date.UTC(2026, 10, 12 - index)) }));
    shown = many;
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/RemovedDoubt', { trial: true });
    shown = many.slice(0, 5);
    await synchronise(owner);
    expect((await stored(owner)).filter((review) => review.removedAt !== null)).toEqual([]);

    // Without access, a read stops at the newest reviews (the free cap): it is not a whole read.
    const capped = await buildTestApp({ ...databaseOverrides(database), SYNC_FREE_REVIEWS: '2', SYNC_COOLDOWN_SECONDS: '0' });
    try {
      capped.maps.reviews = app.maps.reviews;
      const free = await syncedOwner(capped, 'https://maps.app.goo.gl/RemovedCapped');
      shown = many.slice(1);
      expect((await injectAs(capped, free, { method: 'PATCH', url: '/api/reviews/private/init-synchronization' })).statusCode).toBe(200);
      await capped.sync.idle();
      const rows = await capped.database.db
        .select()
        .from(reviews)
        .where(and(eq(reviews.listingId, free.listing.id), sql`${reviews.removedAt} is not null`));
      expect(rows).toEqual([]);
    } finally {
      await capped.close();
    }
  });
});
