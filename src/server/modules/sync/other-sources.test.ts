import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { MapsReview } from '../../adapters/maps/maps-provider';
import { listings, reviews } from '../../db/schema';
import { createInProcessQueue } from '../../jobs/in-process-queue';
import { buildTestApp } from '../../test-helpers';
import { signUpOwner } from '../../test-emulator';
import { validOnboarding } from '../../../shared/validation/onboarding-examples';
import type { ReviewSource, SourcedPage } from '../reviews';
import { createSyncService } from './service';

const review = (externalId: string, authorName: string, date: Date): MapsReview => ({
  externalId,
  authorName,
  authorPictUrl: null,
  rating: 4,
  date,
  isLocalGuide: false,
  content: 'Bon accueil.',
  language: null,
  pictures: [],
  response: null,
});

/**
 * Google's whole reads (the owner's synchronisation, the reconciliation's) and the reviews of TheFork and Tripadvisor
 * stored beside Google's: a whole read marks removed the reviews it did not return, and switching between the maps
 * provider and the Business Profile takes over the same author's review, but both only among Google's own.
 */
describe("Google's whole reads and the other sources' reviews", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("neither removes nor takes over a TheFork or Tripadvisor review, by the maps provider's read or Google's", async () => {
    const { db } = app.database;
    const owner = await signUpOwner(app);
    const onboarded = await app.inject({
      method: 'POST',
      url: '/api/users/private/onboarding',
      headers: owner.headers,
      payload: { ...validOnboarding, url: 'https://maps.app.goo.gl/OtherSourcesKept' },
    });
    expect(onboarded.statusCode).toBe(200);
    const listingOf = async () => (await db.select().from(listings).where(eq(listings.userId, owner.user.id)))[0];

    // What the source shows now: the sync service reads it as one page, whole (no free cap).
    let page: SourcedPage = { source: 'maps', reviews: [], nextCursor: null, total: 0 };
    const sync = createSyncService({
      db,
      reviewSource: { page: async () => page, placeIdOf: async () => null } as ReviewSource,
      realtime: { toEstablishment: () => {} },
      jobs: createInProcessQueue(app.log),
      retryDelaysMs: [],
      cooldownMs: 0,
      freeReviews: 500,
      pagesPerDay: 1000,
      log: app.log,
    });
    const readWhole = async () => {
      const job = await sync.begin(await listingOf(), { fullHistory: true });
      await sync.idle();
      expect(job.reviewCap).toBeNull();
    };

    const day = new Date('2026-11-20T12:00:00Z');
    const louis = review('maps-louis', 'Louis Petit', day);
    page = { source: 'maps', reviews: [louis], nextCursor: null, total: 1 };
    await readWhole();
    const listingId = (await listingOf()).id;
    const rowsNow = async () => db.select().from(reviews).where(eq(reviews.listingId, listingId));
    // Louis's alone: a read missing many reviews would not be believed, and would prove nothing here.
    expect((await rowsNow()).map((row) => row.externalId)).toEqual(['maps-louis']);
    // Jeanne Roux left the same review on TheFork and Tripadvisor, the day she left it on Google.
    const others = await db
      .insert(reviews)
      .values([
        {
          listingId,
          externalId: 'thefork:jeanne',
          source: 'thefork',
          authorName: 'Jeanne Roux',
          reviewRate: 4,
          sourceRating: 8,
          sourceScale: '10',
          date: day,
        },
        { listingId, externalId: 'tripadvisor:jeanne', source: 'tripadvisor', authorName: 'Jeanne Roux', reviewRate: 4, date: day },
      ])
      .returning();
    const othersNow = async () =>
      (await rowsNow())
        .filter((row) => others.some((other) => other.id === row.id))
        .map((row) => ({ id: row.id, externalId: row.externalId, source: row.source, removedAt: row.removedAt }));
    const untouched = others.map((row) => ({ id: row.id, externalId: row.externalId, source: row.source, removedAt: null }));

    // The maps provider's whole read returns only Louis: the other sources' reviews are not Google's to remove.
    await readWhole();
    expect(await othersNow()).toEqual(untouched);

    // The owner connects Google: its whole read takes over Louis's stored review (same author, same day), and stores
    // Jeanne's Google review as a review of its own, leaving her TheFork and Tripadvisor ones as they were.
    const louisRow = (await rowsNow()).find((row) => row.externalId === 'maps-louis')!;
    page = {
      source: 'google',
      reviews: [review('google:louis', 'Louis Petit', day), review('google:jeanne', 'Jeanne Roux', new Date(day.getTime() + 3_600_000))],
      nextCursor: null,
      total: 2,
    };
    await readWhole();
    const rows = await rowsNow();
    expect(rows.find((row) => row.id === louisRow.id)?.externalId).toBe('google:louis');
    const jeanne = rows.find((row) => row.externalId === 'google:jeanne');
    expect(jeanne).toMatchObject({ source: 'google', authorName: 'Jeanne Roux', removedAt: null });
    expect(others.map((row) => row.id)).not.toContain(jeanne!.id);
    expect(await othersNow()).toEqual(untouched);
    expect((await listingOf()).reviewSource).toBe('google');
  });
});
