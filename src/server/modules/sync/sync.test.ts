import { createReviewSource } from '../reviews/review-source';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { count, countDistinct, eq } from 'drizzle-orm';
import { MapsError, type MapsProvider, type MapsReview, type MapsReviewPage } from '../../adapters/maps/maps-provider';
import { listings, reviews, syncJobs } from '../../db/schema';
import { buildTestApp } from '../../test-helpers';
import { signUpOwner } from '../../test-emulator';
import { validOnboarding } from '../../../shared/validation/onboarding-examples';
import { createInProcessQueue } from '../../jobs/in-process-queue';
import { queueKeepingGiveUp } from '../../jobs/test-give-up';
import type { Realtime } from '../../plugins/realtime';
import { createSyncService, type SyncDependencies } from './service';

type Owner = Awaited<ReturnType<typeof signUpOwner>>;

async function onboardedOwner(app: FastifyInstance, url = validOnboarding.url): Promise<Owner> {
  const owner = await signUpOwner(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/private/onboarding',
    headers: owner.headers,
    payload: { ...validOnboarding, url },
  });
  expect(response.statusCode).toBe(200);
  return owner;
}

const initSync = (app: FastifyInstance, owner: Owner) =>
  app.inject({ method: 'PATCH', url: '/api/reviews/private/init-synchronization', headers: owner.headers });

/** Polls until `check` holds (real services take real time). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const listingOf = async (app: FastifyInstance, owner: Owner) =>
  (await app.database.db.select().from(listings).where(eq(listings.userId, owner.user.id)))[0];
const jobRow = async (app: FastifyInstance, id: number) => (await app.database.db.select().from(syncJobs).where(eq(syncJobs.id, id)))[0];
const storedIds = async (app: FastifyInstance, listingId: number) =>
  (await app.database.db.select({ id: reviews.externalId }).from(reviews).where(eq(reviews.listingId, listingId))).map(({ id }) => id);

/** A promise opened by hand: lets a test hold a fake provider's answer while it acts. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const review = (externalId: string, date = new Date('2026-11-01T10:00:00Z')): MapsReview => ({
  externalId,
  authorName: 'A',
  authorPictUrl: null,
  rating: 5,
  date,
  isLocalGuide: false,
  content: null,
  language: null,
  pictures: [],
  response: null,
});

/** A provider's reviews call answering each call with the next of `answers` (an error is thrown), then the last again; records when it was called. */
function answersInTurn(answers: (MapsReviewPage | Error)[]) {
  const calledAt: number[] = [];
  const reviewsCall = jest.fn(async (): Promise<MapsReviewPage> => {
    calledAt.push(Date.now());
    const answer = answers[Math.min(calledAt.length, answers.length) - 1];
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { reviewsCall, calledAt };
}

/** A realtime channel that calls `react` when `event` is sent to an establishment, and ignores the other events. */
function reactingTo(event: string, react: () => void): Pick<Realtime, 'toEstablishment'> {
  return {
    toEstablishment: (_locationId, sent) => {
      if (sent === event) react();
    },
  };
}

/** A sync service of its own over the app's database, with a fake provider; records what each owner is told. */
function syncWith(
  app: FastifyInstance,
  reviewsCall: MapsProvider['reviews'],
  retryDelaysMs: number[] = [],
  jobs = createInProcessQueue(app.log),
  budget: Partial<Pick<SyncDependencies, 'freeReviews' | 'pagesPerDay' | 'cooldownMs' | 'now'>> = {},
  placeIdOf: MapsProvider['placeIdOf'] = async () => null,
) {
  const events: { locationId: number; event: string }[] = [];
  const sync = createSyncService({
    db: app.database.db,
    reviewSource: createReviewSource({ maps: { kind: 'serpapi', resolve: jest.fn(), reviews: reviewsCall, placeIdOf }, google: null }),
    realtime: { toEstablishment: (locationId, event) => void events.push({ locationId, event }) },
    jobs,
    retryDelaysMs,
    cooldownMs: 0,
    freeReviews: 500,
    pagesPerDay: 1000,
    log: app.log,
    ...budget,
  });
  return { sync, events, names: () => events.map(({ event }) => event) };
}

function connect(port: number, token?: string): Socket {
  return io(`http://127.0.0.1:${port}`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: token ? { authorization: token } : {},
  });
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });

describe('listing synchronisation', () => {
  let app: FastifyInstance;
  let port: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await buildTestApp({ DEMO_MAPS_LATENCY_MS: '5' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));
  afterAll(() => app.close());

  it('refuses a socket without a valid token', async () => {
    const anonymous = connect(port);
    sockets.push(anonymous);
    await expect(connected(anonymous)).rejects.toThrow('UNAUTHORIZED');
    const forged = connect(port, 'not-a-token');
    sockets.push(forged);
    await expect(connected(forged)).rejects.toThrow('UNAUTHORIZED');
  });

  it('sends rising progress to the owner only, then scrapeDone, with every review stored once', async () => {
    const owner = await onboardedOwner(app);
    const other = await onboardedOwner(app, 'https://maps.app.goo.gl/SomeoneElse');
    const ownerSocket = connect(port, owner.idToken);
    const otherSocket = connect(port, `Bearer ${other.idToken}`);
    sockets.push(ownerSocket, otherSocket);
    await Promise.all([connected(ownerSocket), connected(otherSocket)]);

    const percents: number[] = [];
    const leaked: unknown[] = [];
    ownerSocket.on('scrapeProgress', ({ percent }: { percent: number }) => percents.push(percent));
    otherSocket.onAny((event, payload) => leaked.push({ event, payload }));
    const done = new Promise((resolve) => ownerSocket.once('scrapeDone', resolve));

    const started = await initSync(app, owner);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ status: 'running', percent: 0 });
    await done;

    expect(percents.length).toBeGreaterThan(1);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);
    expect(leaked).toEqual([]);

    const location = (await app.inject({ method: 'GET', url: '/api/reviews/private/location', headers: owner.headers })).json();
    expect(location).toMatchObject({ hasBeenSynchronized: true, synchronization: { status: 'done', percent: 100 } });
    const expected = (await app.maps.resolve(validOnboarding.url)).rating.count;
    const list = (await app.inject({ method: 'GET', url: '/api/reviews/private?pageSize=1', headers: owner.headers })).json();
    expect(list.total).toBe(expected);
  });

  it('returns the running job when asked to start again, even by two calls at once', async () => {
    const owner = await onboardedOwner(app, 'https://maps.app.goo.gl/TwiceAsked');
    const [first, second] = await Promise.all([initSync(app, owner), initSync(app, owner)]);
    expect(second.json().id).toBe(first.json().id);
    expect((await initSync(app, owner)).json().id).toBe(first.json().id);
    await app.sync.idle();
  });
});

describe('a synchronisation cut by a restart', () => {
  it('resumes where it stopped and stores no review twice', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bonavis-sync-'));
    const settings = { DATA_DIR: dataDir, DEMO_MAPS_LATENCY_MS: '40' };
    const first = await buildTestApp(settings);
    const owner = await onboardedOwner(first, 'https://maps.app.goo.gl/RestartMe');
    const job = (await initSync(first, owner)).json();
    await eventually(async () => (await jobRow(first, job.id)).fetched > 0);
    await first.close();

    const second = await buildTestApp(settings);
    const cut = { row: await jobRow(second, job.id) };
    // Ready is when a starting server picks up the jobs left running.
    await second.ready();
    try {
      expect(cut.row.status).toBe('running');
      expect(cut.row.fetched).toBeLessThan(cut.row.expectedTotal!);
      await eventually(async () => (await jobRow(second, job.id)).status === 'done', 30_000);

      const finished = await jobRow(second, job.id);
      const [stored] = await second.database.db
        .select({ all: count(), distinct: countDistinct(reviews.externalId) })
        .from(reviews)
        .innerJoin(listings, eq(listings.id, reviews.listingId))
        .where(eq(listings.id, finished.listingId));
      expect(stored.all).toBe(finished.expectedTotal);
      expect(stored.distinct).toBe(stored.all);
    } finally {
      await second.close();
    }
  });
});

describe('a synchronisation and its provider', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('retries a provider that keeps failing, then marks the job failed and tells the owner', async () => {
    const owner = await onboardedOwner(app, 'https://maps.app.goo.gl/Broken');
    const reviewsCall = jest.fn(async () => {
      throw new MapsError('UNAVAILABLE', 'down');
    });
    const { sync, events } = syncWith(app, reviewsCall, [1, 1]);
    const location = await listingOf(app, owner);
    const job = await sync.begin(location, { fullHistory: true });
    await sync.idle();

    expect(reviewsCall).toHaveBeenCalledTimes(3);
    expect(await jobRow(app, job.id)).toMatchObject({ status: 'failed', error: 'down' });
    expect(events).toEqual([{ locationId: location.id, event: 'scrapeFailed' }]);
  });

  it.each(['BAD_KEY', 'NOT_FOUND'] as const)('fails the job at once on %s: retrying cannot help', async (code) => {
    const owner = await onboardedOwner(app, `https://maps.app.goo.gl/Refused${code.replace('_', '')}`);
    const reviewsCall = jest.fn(async () => {
      throw new MapsError(code, 'refused');
    });
    const { sync, events } = syncWith(app, reviewsCall, [1, 1]);
    const location = await listingOf(app, owner);
    const job = await sync.begin(location, { fullHistory: true });
    await sync.idle();

    expect(reviewsCall).toHaveBeenCalledTimes(1);
    expect(await jobRow(app, job.id)).toMatchObject({ status: 'failed', error: 'refused' });
    expect(events).toEqual([{ locationId: location.id, event: 'scrapeFailed' }]);
  });

  /** A provider with `pages` pages of 10 reviews each, counting the pages it serves. */
  const pagedProvider = (pages: number, prefix: string) => {
    const served = { pages: 0 };
    const reviewsCall = jest.fn(async (_id: string, cursor: string | null): Promise<MapsReviewPage> => {
      served.pages += 1;
      const index = cursor ? Number(cursor) : 0;
      const ids = Array.from({ length: 10 }, (_, n) => `${prefix}-${index * 10 + n}`);
      return { reviews: ids.map((id) => review(id)), nextCursor: index + 1 < pages ? String(index + 1) : null, total: pages * 10 };
    });
    return { reviewsCall, served };
  };

  it('reads only the newest reviews up to the free cap without a subscription, and the whole history with one', async () => {
    const owner = await onboardedOwner(app, 'https://maps.app.goo.gl/FreeCap');
    const location = await listingOf(app, owner);
    const { reviewsCall, served } = pagedProvider(5, 'cap');
    const { sync } = syncWith(app, reviewsCall, [], undefined, { freeReviews: 15 });

    const capped = await sync.begin(location, { fullHistory: false });
    await sync.idle();
    expect(await jobRow(app, capped.id)).toMatchObject({ status: 'done', percent: 100, fetched: 15, expectedTotal: 15, reviewCap: 15 });
    expect(await storedIds(app, location.id)).toHaveLength(15);
    expect(served.pages).toBe(2);

    // Subscribed, the next synchronisation reads everything, even within the cooldown of the capped one.
    const cooled = syncWith(app, reviewsCall, [], undefined, { freeReviews: 15, cooldownMs: 3_600_000 });
    const full = await cooled.sync.begin({ ...location, hasBeenSynchronized: true }, { fullHistory: true });
    await cooled.sync.idle();
    expect(await jobRow(app, full.id)).toMatchObject({ status: 'done', fetched: 50, reviewCap: null });
    expect(await storedIds(app, location.id)).toHaveLength(50);
  });

  it("stops at the account's daily page budget, says when it reopens, and reopens the next UTC day", async () => {
    const owner = await onboardedOwner(app, 'https://maps.app.goo.gl/PageBudget');
    const location = await listingOf(app, owner);
    const { reviewsCall, served } = pagedProvider(5, 'budget');
    let clock = Date.parse('2026-11-26T23:00:00Z');
    const { sync, names } = syncWith(app, reviewsCall, [], undefined, { pagesPerDay: 2, now: () => new Date(clock) });

    const job = await sync.begin(location, { fullHistory: true });
    await sync.idle();
    expect(served.pages).toBe(2);
    expect(await jobRow(app, job.id)).toMatchObject({ status: 'failed', fetched: 20, error: 'PAGE_BUDGET_SPENT' });
    expect(names().at(-1)).toBe('scrapeFailed');

    // Every path that starts a sync comes through begin: refused with the time to midnight UTC.
    await expect(sync.begin(location, { fullHistory: true })).rejects.toMatchObject({
      statusCode: 429,
      code: 'SYNC_BUDGET_EXHAUSTED',
      details: { retryAfterSeconds: 3600 },
    });
    expect(served.pages).toBe(2);

    clock += 3600 * 1000;
    const nextDay = await sync.begin(location, { fullHistory: true });
    await sync.idle();
    expect(await jobRow(app, nextDay.id)).toMatchObject({ status: 'failed', fetched: 20 });
    expect(served.pages).toBe(4);
  });

  it('waits as long as the provider asks (Retry-After) before trying again', async () => {
    const owner = await onboardedOwner(app, 'https://maps.app.goo.gl/SlowDown');
    const { reviewsCall, calledAt } = answersInTurn([
      new MapsError('RATE_LIMITED', 'slow down', 300),
      { reviews: [review('after-the-wait')], nextCursor: null, total: 1 },
    ]);
    const { sync, names } = syncWith(app, reviewsCall, [1]);
    const location = await listingOf(app, owner);
    const job = await sync.begin(location, { fullHistory: true });
    await sync.idle();

    expect(reviewsCall).toHaveBeenCalledTimes(2);
    // The configured pause is 1 ms: only the provider's 300 ms explain the wait (timers may fire a hair early).
    expect(calledAt[1] - calledAt[0]).toBeGreaterThanOrEqual(290);
    expect(await jobRow(app, job.id)).toMatchObject({ status: 'done', percent: 100 });
    expect(await storedIds(app, location.id)).toEqual(['after-the-wait']);
    expect(names().at(-1)).toBe('scrapeDone');
  });

  it('has the job done and the listing synchronised by the time the owner is told', async () => {
    const owner = await onboardedOwner(app, 'https://maps.app.goo.gl/DoneTogether');
    const location = await listingOf(app, owner);
    let seenOnDone: Promise<[Awaited<ReturnType<typeof jobRow>>, Awaited<ReturnType<typeof listingOf>>]> | null = null;
    const pages = new Map<string | null, MapsReviewPage>([
      [null, { reviews: [review('a')], nextCursor: 'second', total: 2 }],
      ['second', { reviews: [review('b')], nextCursor: null, total: 2 }],
    ]);
    const sync = createSyncService({
      db: app.database.db,
      reviewSource: createReviewSource({
        maps: {
          kind: 'serpapi',
          resolve: jest.fn(),
          reviews: async (_id, cursor) => pages.get(cursor)!,
          placeIdOf: async () => null,
        },
        google: null,
      }),
      realtime: reactingTo('scrapeDone', () => {
        seenOnDone = Promise.all([jobRow(app, job.id), listingOf(app, owner)]);
      }),
      jobs: createInProcessQueue(app.log),
      retryDelaysMs: [],
      cooldownMs: 0,
      freeReviews: 500,
      pagesPerDay: 1000,
      log: app.log,
    });
    const job = await sync.begin(location, { fullHistory: true });
    await sync.idle();

    expect(seenOnDone).not.toBeNull();
    const [jobThen, locationThen] = await seenOnDone!;
    expect(jobThen).toMatchObject({ status: 'done', percent: 100, fetched: 2 });
    expect(locationThen.hasBeenSynchronized).toBe(true);
    expect((await storedIds(app, location.id)).sort()).toEqual(['a', 'b']);
  });

  it("keeps Google's place id of a listing stored without one at its next synchronisation, and goes on when it cannot", async () => {
    const owner = await onboardedOwner(app, 'https://maps.app.goo.gl/PlaceLater');
    // A listing stored before its place id was kept.
    await app.database.db.update(listings).set({ googlePlaceId: null }).where(eq(listings.userId, owner.user.id));
    const location = await listingOf(app, owner);
    const asked: { providerId: string; url: string | null }[] = [];
    let answer: () => Promise<string | null> = () => Promise.reject(new MapsError('UNAVAILABLE', 'SerpApi cannot be reached'));
    const { sync } = syncWith(
      app,
      async () => ({ reviews: [review('p1')], nextCursor: null, total: 1 }),
      [],
      undefined,
      {},
      (listing) => {
        asked.push(listing);
        return answer();
      },
    );

    // The provider cannot tell now: the synchronisation still ends, and the listing waits for the next one.
    const failed = await sync.begin(location, { fullHistory: true });
    await sync.idle();
    expect(await jobRow(app, failed.id)).toMatchObject({ status: 'done' });
    expect((await listingOf(app, owner)).googlePlaceId).toBeNull();

    answer = async () => 'ChIJD7fiBh9u5kcRYJSMaMOCCwQ';
    await sync.begin(await listingOf(app, owner), { fullHistory: true });
    await sync.idle();
    expect((await listingOf(app, owner)).googlePlaceId).toBe('ChIJD7fiBh9u5kcRYJSMaMOCCwQ');
    // Asked by the listing's provider id and full maps URL, which name the place.
    const named = [location.providerId, location.url];
    expect(asked.map((listing) => [listing.providerId, listing.url])).toEqual([named, named]);

    // Once kept, it is not asked again.
    await sync.begin(await listingOf(app, owner), { fullHistory: true });
    await sync.idle();
    expect(asked).toHaveLength(2);
  });

  it('leaves no trace of a page that cannot be stored: the job fails, nothing is counted or marked', async () => {
    const owner = await onboardedOwner(app, 'https://maps.app.goo.gl/BadDates');
    const broken = async (): Promise<MapsReviewPage> => ({ reviews: [review('x', new Date('not a date'))], nextCursor: null, total: 1 });
    const { sync, events } = syncWith(app, broken);
    const location = await listingOf(app, owner);
    const job = await sync.begin(location, { fullHistory: true });
    await sync.idle();

    expect(await jobRow(app, job.id)).toMatchObject({ status: 'failed', fetched: 0, percent: 0 });
    expect((await listingOf(app, owner)).hasBeenSynchronized).toBe(false);
    expect(await storedIds(app, location.id)).toEqual([]);
    expect(events).toEqual([{ locationId: location.id, event: 'scrapeFailed' }]);
  });

  it('marks the job failed and tells the owner when the queue gives it up, so a new synchronisation can start', async () => {
    const owner = await onboardedOwner(app, 'https://maps.app.goo.gl/GivenUp');
    // A queue that never runs the job and hands over what it would call after the last failed attempt.
    const { queue, kept } = queueKeepingGiveUp({ ...createInProcessQueue(app.log), add: async () => undefined }, 'sync');
    const { sync, events } = syncWith(app, async () => ({ reviews: [], nextCursor: null, total: 0 }), [], queue);
    const location = await listingOf(app, owner);
    const job = await sync.begin(location, { fullHistory: true });

    await kept.giveUp!({ jobId: job.id }, new Error('database unreachable'));

    expect(await jobRow(app, job.id)).toMatchObject({ status: 'failed', error: 'database unreachable' });
    expect(events).toEqual([{ locationId: location.id, event: 'scrapeFailed' }]);
    expect((await sync.begin(location, { fullHistory: true })).id).not.toBe(job.id);
  });

  it('stores nothing from a page that arrives after the listing was replaced', async () => {
    const owner = await onboardedOwner(app, 'https://maps.app.goo.gl/ReplacedMidway');
    const secondPageAsked = gate();
    const release = gate();
    const pages = new Map<string | null, () => Promise<MapsReviewPage>>([
      [null, async () => ({ reviews: [review('old-1')], nextCursor: 'old-page-2', total: 2 })],
      [
        'old-page-2',
        async () => {
          secondPageAsked.open();
          await release.opened;
          return { reviews: [review('old-2')], nextCursor: null, total: 2 };
        },
      ],
    ]);
    const { sync, names } = syncWith(app, (_id, cursor) => pages.get(cursor)!());
    const location = await listingOf(app, owner);
    const job = await sync.begin(location, { fullHistory: true });
    await secondPageAsked.opened;

    const newUrl = 'https://maps.app.goo.gl/ReplacementShop';
    await app.onboarding.replaceListing(location, { shortUrl: newUrl, preview: await app.maps.resolve(newUrl) });
    release.open();
    await sync.idle();

    expect(await storedIds(app, location.id)).toEqual([]);
    expect(await jobRow(app, job.id)).toMatchObject({ status: 'failed', error: 'The listing was replaced' });
    expect(await listingOf(app, owner)).toMatchObject({ providerId: 'demo-ReplacementShop', hasBeenSynchronized: false });
    expect(names()).not.toContain('scrapeDone');
    expect(names().filter((event) => event === 'scrapeProgress')).toHaveLength(1);
  });
});

describe('starting a synchronisation through the API', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ SYNC_COOLDOWN_SECONDS: '3600', DEMO_MAPS_LATENCY_MS: '2' });
  });
  afterAll(() => app.close());

  const getLocation = (owner: Owner) => app.inject({ method: 'GET', url: '/api/reviews/private/location', headers: owner.headers });

  it('refuses to fetch a listing again within the cooldown', async () => {
    const owner = await onboardedOwner(app, 'https://maps.app.goo.gl/JustSynced');
    const first = await initSync(app, owner);
    expect(first.statusCode).toBe(200);
    await app.sync.idle();

    const again = await initSync(app, owner);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'SYNC_COOLDOWN', retryAfterSeconds: expect.any(Number) });
    expect(again.json().retryAfterSeconds).toBeGreaterThan(0);
    expect(again.json().retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect((await getLocation(owner)).json().synchronization).toMatchObject({ id: first.json().id, status: 'done' });
  });

  it('returns the running job to a call made while it runs, without fetching the listing again', async () => {
    const owner = await onboardedOwner(app, 'https://maps.app.goo.gl/StillRunning');
    const release = gate();
    const original = app.maps.reviews.bind(app.maps);
    const reviewsCall = jest.spyOn(app.maps, 'reviews').mockImplementation(async (id, cursor) => {
      await release.opened;
      return original(id, cursor);
    });
    try {
      const first = await initSync(app, owner);
      const second = await initSync(app, owner);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toMatchObject({ id: first.json().id, status: 'running' });
      release.open();
      await app.sync.idle();
      expect(reviewsCall.mock.calls.filter(([, cursor]) => cursor === null)).toHaveLength(1);
    } finally {
      release.open();
      reviewsCall.mockRestore();
    }
  });

  it('refuses a second onboarding and keeps the listing', async () => {
    const owner = await onboardedOwner(app, 'https://maps.app.goo.gl/KeptShop');
    const before = (await getLocation(owner)).json();

    const again = await app.inject({
      method: 'POST',
      url: '/api/users/private/onboarding',
      headers: owner.headers,
      payload: { ...validOnboarding, url: 'https://maps.app.goo.gl/OtherShop' },
    });

    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ONBOARDING_ALREADY_DONE' });
    expect((await getLocation(owner)).json()).toEqual(before);
  });

  it('replaces the listing on request: the old reviews go, the next synchronisation fetches the new listing', async () => {
    const owner = await onboardedOwner(app, 'https://maps.app.goo.gl/FirstShop');
    await initSync(app, owner);
    await app.sync.idle();
    const { id: listingId } = await listingOf(app, owner);
    expect((await storedIds(app, listingId)).every((id) => id.startsWith('demo-FirstShop-'))).toBe(true);

    const replaced = await app.inject({
      method: 'PUT',
      url: '/api/users/private/listing',
      headers: owner.headers,
      payload: { url: 'https://maps.app.goo.gl/SecondShop' },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ providerId: 'demo-SecondShop', hasBeenSynchronized: false });
    expect(await storedIds(app, listingId)).toEqual([]);
    // Not the old listing's finished synchronisation: the app offers to start the new one's.
    expect((await getLocation(owner)).json()).toMatchObject({ hasBeenSynchronized: false, synchronization: null });

    // A new listing has never been fetched: the cooldown of the old one does not hold it back.
    expect((await initSync(app, owner)).statusCode).toBe(200);
    await app.sync.idle();
    const ids = await storedIds(app, listingId);
    expect(ids.length).toBe((await app.maps.resolve('https://maps.app.goo.gl/SecondShop')).rating.count);
    expect(ids.filter((id) => !/^demo-SecondShop-\d+$/.test(id))).toEqual([]);
    expect((await getLocation(owner)).json()).toMatchObject({ hasBeenSynchronized: true, synchronization: { status: 'done' } });
  });
});

describe('starting a synchronisation without a cooldown', () => {
  it('starts a new job as soon as the previous one is done', async () => {
    const app = await buildTestApp({ SYNC_COOLDOWN_SECONDS: '0', DEMO_MAPS_LATENCY_MS: '2' });
    try {
      const owner = await onboardedOwner(app, 'https://maps.app.goo.gl/AgainAndAgain');
      const first = await initSync(app, owner);
      await app.sync.idle();

      const again = await initSync(app, owner);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ status: 'running', percent: 0 });
      expect(again.json().id).not.toBe(first.json().id);
      await app.sync.idle();
    } finally {
      await app.close();
    }
  });
});
