import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { reviews, subscriptions } from '../../db/schema';
import { createDemoMaps } from '../../adapters/maps/demo-maps';
import { buildTestApp } from '../../test-helpers';
import { injectAs, latestMailTo } from '../../test-emulator';
import { DEFAULT_AI_SETTINGS } from '../ai/default-settings';
import { setCredits, syncedOwner } from './test-listing';

const CRON_SECRET = 'cron-secret-cron-secret-cron-secret-42';

describe('new reviews: the scheduled check and the cron route', () => {
  let app: FastifyInstance;
  let clock = Date.UTC(2026, 10, 20, 12);
  const sent: { locationId: number; event: string; payload: unknown }[] = [];

  beforeAll(async () => {
    app = await buildTestApp({ CRON_SECRET });
    // The demo provider with a new review every hour of a clock the test moves (the sync and the check share it).
    const clocked = createDemoMaps({ publicUrl: app.config.publicUrl, latencyMs: 0, newReviewEveryMs: 3600 * 1000, now: () => clock });
    app.maps.reviews = clocked.reviews;
    const realtime = app.realtime.toEstablishment;
    app.realtime.toEstablishment = (locationId, event, payload) => {
      sent.push({ locationId, event, payload });
      realtime(locationId, event, payload);
    };
  });
  afterAll(() => app.close());

  const reviewCount = async (listingId: number) =>
    (await app.database.db.select().from(reviews).where(eq(reviews.listingId, listingId))).length;
  const check = (secret?: string) =>
    app.inject({ method: 'POST', url: '/api/reviews/check-new-reviews', headers: secret ? { 'x-cron-secret': secret } : {}, payload: {} });

  it('refuses the cron route without the secret or with a wrong one', async () => {
    expect((await check()).statusCode).toBe(401);
    const wrong = await check('not-the-secret');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('CRON_SECRET_INVALID');
  });

  it('inserts only new reviews, announces them live, and finds nothing twice', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/NewArrivals', { trial: true });
    const before = await reviewCount(owner.listing.id);
    expect((await check(CRON_SECRET)).json()).toMatchObject({ newReviews: 0 });

    clock += 3600 * 1000;
    sent.length = 0;
    const first = await check(CRON_SECRET);
    expect(first.statusCode).toBe(200);
    expect(first.json().newReviews).toBeGreaterThanOrEqual(1);
    expect(await reviewCount(owner.listing.id)).toBe(before + 1);
    const announced = sent.filter((event) => event.locationId === owner.listing.id).filter((event) => event.event === 'newReview');
    expect(announced).toHaveLength(1);
    expect(announced[0].payload).toMatchObject({ review: { authorName: expect.any(String), hasBeenReadd: false } });

    const digest = await latestMailTo(owner.email);
    expect(digest.subject).toMatch(/^Nouvel avis sur /);
    expect(digest.text).toContain('/reviews/home?unread=1');

    expect((await check(CRON_SECRET)).json().newReviews).toBe(0);
    expect(await reviewCount(owner.listing.id)).toBe(before + 1);
  });

  it('checks only listings whose account has a subscription or a running trial, and again once access returns', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/NoAccessYet');
    const before = await reviewCount(owner.listing.id);
    clock += 3600 * 1000;
    await check(CRON_SECRET);
    // No subscription, no trial: no provider call is spent on this listing.
    expect(await reviewCount(owner.listing.id)).toBe(before);

    expect((await injectAs(app, owner, { method: 'POST', url: '/api/subscriptions/private/trial/activate' })).statusCode).toBe(201);
    await check(CRON_SECRET);
    expect(await reviewCount(owner.listing.id)).toBeGreaterThan(before);

    // The trial over, the listing drops out of the checks again.
    await app.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, owner.user.id));
    const afterTrial = await reviewCount(owner.listing.id);
    clock += 3600 * 1000;
    await check(CRON_SECRET);
    expect(await reviewCount(owner.listing.id)).toBe(afterTrial);
  });

  it('mails no digest to an owner who turned it off', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/QuietOwner', { trial: true });
    const off = await injectAs(app, owner, { method: 'PUT', url: '/api/users/private/notifications', payload: { newReviewMail: false } });
    expect(off.json()).toEqual({ newReviewMail: false });
    expect((await injectAs(app, owner, { method: 'GET', url: '/api/users/private/notifications' })).json()).toEqual({
      newReviewMail: false,
    });
    clock += 3600 * 1000;
    // The check sends its mails before it answers: what it asked the transport to send is all it will ever send.
    const send = jest.spyOn(app.mail, 'send');
    try {
      expect((await check(CRON_SECRET)).json().newReviews).toBeGreaterThanOrEqual(1);
      expect(send.mock.calls.filter(([mail]) => mail.to === owner.email)).toEqual([]);
    } finally {
      send.mockRestore();
    }
  });

  it('replies automatically per the settings: watched words and approval go to the queue, never published', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/AutoReplies', { trial: true });
    await setCredits(app, owner.user.id, 10);
    await injectAs(app, owner, {
      method: 'PUT',
      url: '/api/reviews/private/ai-settings',
      payload: { ...DEFAULT_AI_SETTINGS, manualWords: [], autoReply: { mode: 'publish', minRating: 1 } },
    });
    clock += 3600 * 1000;
    await check(CRON_SECRET);
    const [newest] = (await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private?pageSize=1' })).json().items;
    expect(newest.hasResponse).toBe(true);
    expect(newest.hasBeenReadd).toBe(false);

    // The next new review contains a watched word (one of its own): queued even though the mode publishes.
    let upcoming;
    do {
      clock += 3600 * 1000;
      [upcoming] = (await app.maps.reviews(owner.listing.providerId, null)).reviews;
    } while (!upcoming.content);
    const watched = upcoming.content.split(/[^\p{L}]+/u).find((word) => word.length > 3)!;
    await injectAs(app, owner, {
      method: 'PUT',
      url: '/api/reviews/private/ai-settings',
      payload: { ...DEFAULT_AI_SETTINGS, manualWords: [watched], autoReply: { mode: 'publish', minRating: 1 } },
    });
    await check(CRON_SECRET);
    const queue = (await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private/reply-queue' })).json();
    const unanswered = (await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private?pageSize=1' })).json().items[0];
    expect(unanswered.hasResponse).toBe(false);
    expect(queue).toEqual([
      expect.objectContaining({ reason: 'manual-word', watchedWord: watched, review: expect.objectContaining({ id: unanswered.id }) }),
    ]);

    // Approving publishes the (edited) draft and empties the queue.
    const approved = await injectAs(app, owner, {
      method: 'POST',
      url: `/api/reviews/private/reply-queue/${queue[0].id}/approve`,
      payload: { draft: 'Merci pour votre avis, nous vous rappelons.' },
    });
    expect(approved.json()).toMatchObject({
      id: unanswered.id,
      response: { responseContent: 'Merci pour votre avis, nous vous rappelons.' },
    });
    expect((await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private/reply-queue' })).json()).toEqual([]);
    const again = await injectAs(app, owner, {
      method: 'POST',
      url: `/api/reviews/private/reply-queue/${queue[0].id}/approve`,
      payload: {},
    });
    expect(again.json().code).toBe('QUEUED_REPLY_NOT_FOUND');
  });

  it('holds replies for approval in approve mode, and writes nothing without credits', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/HoldForMe', { trial: true });
    await injectAs(app, owner, {
      method: 'PUT',
      url: '/api/reviews/private/ai-settings',
      payload: { ...DEFAULT_AI_SETTINGS, manualWords: [], autoReply: { mode: 'approve', minRating: 1 } },
    });
    await setCredits(app, owner.user.id, 0);
    clock += 3600 * 1000;
    await check(CRON_SECRET);
    expect((await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private/reply-queue' })).json()).toEqual([]);

    await setCredits(app, owner.user.id, 5);
    clock += 3600 * 1000;
    await check(CRON_SECRET);
    const queue = (await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private/reply-queue' })).json();
    expect(queue).toEqual([expect.objectContaining({ reason: 'approval', draft: expect.any(String) })]);
    const dismissed = await injectAs(app, owner, { method: 'DELETE', url: `/api/reviews/private/reply-queue/${queue[0].id}` });
    expect(dismissed.statusCode).toBe(204);
  });
});
