import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createDemoMaps } from '../../adapters/maps/demo-maps';
import { replyQueue, reviews, users } from '../../db/schema';
import { AI_CREDITS } from '../../../shared/subscriptions';
import { engineUrl } from '../../test-engines';
import { describeWith } from '../../test-skips';
import { buildTestApp } from '../../test-helpers';
import { injectAs } from '../../test-emulator';
import { DEFAULT_AI_SETTINGS } from '../ai/default-settings';
import { syncedOwner } from './test-listing';

const databaseUrl = engineUrl('postgres');

// Two instances on one PostgreSQL run the scheduled check at the same moment: truly parallel, each on its own pool.
describeWith(['postgres'], 'new-review checks racing on two instances (PostgreSQL)', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let clock = Date.UTC(2026, 10, 20, 12);
  /** The reviews announced to each establishment (the database is shared with other suites: their listings are checked too). */
  const announced: { locationId: number; reviewId: string }[] = [];

  /** An instance whose demo provider makes a new review every hour of the test's clock, and which records what it announces. */
  async function instance() {
    const app = await buildTestApp({ DATABASE_URL: databaseUrl! });
    app.maps.reviews = createDemoMaps({
      publicUrl: app.config.publicUrl,
      latencyMs: 0,
      newReviewEveryMs: 3600 * 1000,
      now: () => clock,
    }).reviews;
    const toEstablishment = app.realtime.toEstablishment;
    app.realtime.toEstablishment = (locationId, event, payload) => {
      if (event === 'newReview')
        announced.push({ locationId, reviewId: (payload as unknown as { review: { id: number } }).review.id.toString() });
      toEstablishment(locationId, event, payload);
    };
    return app;
  }

  beforeAll(async () => {
    first = await instance();
    second = await instance();
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('announces each new review once and answers it once, whichever instance found it', async () => {
    const owner = await syncedOwner(first, 'https://maps.app.goo.gl/RacingChecks', { trial: true });
    const held = { ...DEFAULT_AI_SETTINGS, manualWords: [], autoReply: { mode: 'approve', minRating: 1 } };
    expect((await injectAs(first, owner, { method: 'PUT', url: '/api/reviews/private/ai-settings', payload: held })).statusCode).toBe(200);
    const before = (await first.database.db.select().from(reviews).where(eq(reviews.listingId, owner.listing.id))).length;

    clock += 3 * 3600 * 1000;
    announced.length = 0;
    await Promise.all([first.newReviews.checkAll(), second.newReviews.checkAll(), first.newReviews.checkAll()]);

    const stored = await first.database.db.select().from(reviews).where(eq(reviews.listingId, owner.listing.id));
    const fresh = stored.length - before;
    expect(fresh).toBeGreaterThanOrEqual(1);
    const toOwner = announced.filter((event) => event.locationId === owner.listing.id).map((event) => event.reviewId);
    expect(toOwner).toHaveLength(fresh);
    expect(new Set(toOwner).size).toBe(fresh);
    // Each new review got its one draft, written once (a draft costs a credit).
    const queued = await first.database.db.select().from(replyQueue).where(eq(replyQueue.locationId, owner.listing.id));
    expect(queued).toHaveLength(fresh);
    const [{ aiCredits }] = await first.database.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(aiCredits).toBe(AI_CREDITS.trial - fresh);
  });
});
