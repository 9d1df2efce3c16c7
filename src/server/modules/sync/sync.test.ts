import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { count, countDistinct, eq } from 'drizzle-orm';
import { MapsError, type MapsProvider } from '../../adapters/maps/maps-provider';
import { locations, reviews, syncJobs } from '../../db/schema';
import { buildTestApp } from '../../test-helpers';
import { signUpOwner } from '../../test-emulator';
import { validOnboarding } from '../../../shared/validation/onboarding-examples';
import { createSyncService } from './sync-service';

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
    const jobRow = async (app: FastifyInstance) => (await app.database.db.select().from(syncJobs).where(eq(syncJobs.id, job.id)))[0];
    await eventually(async () => (await jobRow(first)).fetched > 0);
    await first.close();

    const second = await buildTestApp(settings);
    const cut = { row: await jobRow(second) };
    // Ready is when a starting server picks up the jobs left running.
    await second.ready();
    try {
      expect(cut.row.status).toBe('running');
      expect(cut.row.fetched).toBeLessThan(cut.row.expectedTotal!);
      await eventually(async () => (await jobRow(second)).status === 'done', 30_000);

      const finished = await jobRow(second);
      const [stored] = await second.database.db
        .select({ all: count(), distinct: countDistinct(reviews.externalId) })
        .from(reviews)
        .innerJoin(locations, eq(locations.id, reviews.locationId))
        .where(eq(locations.id, finished.locationId));
      expect(stored.all).toBe(finished.expectedTotal);
      expect(stored.distinct).toBe(stored.all);
    } finally {
      await second.close();
    }
  }, 60_000);
});

describe('a page that cannot be stored', () => {
  it('marks the job failed and tells the owner, instead of staying "running"', async () => {
    const app = await buildTestApp();
    try {
      const owner = await onboardedOwner(app, 'https://maps.app.goo.gl/BadDates');
      const broken: MapsProvider = {
        kind: 'serpapi',
        resolve: jest.fn(),
        reviews: async () => ({
          reviews: [
            {
              externalId: 'x',
              authorName: 'A',
              authorPictUrl: null,
              rating: 5,
              date: new Date('not a date'),
              isLocalGuide: false,
              content: null,
              language: null,
              pictures: [],
              response: null,
            },
          ],
          nextCursor: null,
          total: 1,
        }),
      };
      const events: string[] = [];
      const sync = createSyncService({
        db: app.database.db,
        maps: broken,
        realtime: { toUser: (_uid, event) => void events.push(event) },
        retryDelaysMs: [],
        log: app.log,
      });
      const [location] = await app.database.db.select().from(locations).where(eq(locations.userId, owner.user.id));
      const job = await sync.begin(location.id);
      await sync.idle();
      expect((await app.database.db.select().from(syncJobs).where(eq(syncJobs.id, job.id)))[0].status).toBe('failed');
      expect(events).toEqual(['scrapeFailed']);
    } finally {
      await app.close();
    }
  });
});

describe('a provider that keeps failing', () => {
  it('retries, then marks the job failed and tells the owner', async () => {
    const app = await buildTestApp();
    try {
      const owner = await onboardedOwner(app, 'https://maps.app.goo.gl/Broken');
      const reviewsCall = jest.fn(async () => {
        throw new MapsError('UNAVAILABLE', 'down');
      });
      const failing: MapsProvider = { kind: 'serpapi', resolve: jest.fn(), reviews: reviewsCall };
      const events: { uid: string; event: string }[] = [];
      const sync = createSyncService({
        db: app.database.db,
        maps: failing,
        realtime: { toUser: (uid, event) => void events.push({ uid, event }) },
        retryDelaysMs: [1, 1],
        log: app.log,
      });
      const [location] = await app.database.db.select().from(locations).where(eq(locations.userId, owner.user.id));
      const job = await sync.begin(location.id);
      await sync.idle();

      expect(reviewsCall).toHaveBeenCalledTimes(3);
      expect((await app.database.db.select().from(syncJobs).where(eq(syncJobs.id, job.id)))[0]).toMatchObject({
        status: 'failed',
        error: 'down',
      });
      expect(events).toEqual([{ uid: owner.uid, event: 'scrapeFailed' }]);
    } finally {
      await app.close();
    }
  });
});
