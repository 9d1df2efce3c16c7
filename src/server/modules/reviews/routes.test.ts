import type { FastifyInstance } from 'fastify';
import { buildTestApp, testDatabases } from '../../test-helpers';
import { injectAs, signUpOwner } from '../../test-emulator';
import { validOnboarding } from '../../../shared/validation/onboarding-examples';
import { cachedDemoBusinessCount, DEMO_BUSINESS_CACHE_SIZE } from '../../adapters/maps/demo-maps';

// Both engines: the list's prepared queries pass arrays and dates as parameters, which each driver encodes its own way.
describe.each(testDatabases())('/api/reviews on %s', (_engine, database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database.kind === 'postgres' ? { DATABASE_URL: database.url } : {});
  });
  afterAll(() => app.close());

  /** An owner whose demo listing is fully synchronised. */
  async function syncedOwner(url: string) {
    const owner = await signUpOwner(app);
    await injectAs(app, owner, {
      method: 'POST',
      url: '/api/users/private/onboarding',
      payload: { ...validOnboarding, url },
    });
    await injectAs(app, owner, { method: 'PATCH', url: '/api/reviews/private/init-synchronization' });
    await app.sync.idle();
    return owner;
  }

  it('looks up a listing from its short link, as the wizard preview needs it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/reviews/resolve-original-url',
      payload: { url: 'https://maps.app.goo.gl/Preview42' },
    });
    expect(response.statusCode).toBe(200);
    const location = response.json();
    expect(location).toMatchObject({
      id: 'demo-Preview42',
      demo: true,
      name: expect.any(String),
      address: { full: expect.stringMatching(/France$/) },
    });
    expect(location.categories[0]).toEqual(expect.any(String));
    expect(location.rating.rating).toEqual(expect.any(Number));

    const cover = await app.inject({ method: 'GET', url: new URL(location.media[0].url).pathname });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toContain('image/svg+xml');
  });

  it.each(['https://example.com/x', '', 'maps.app.goo.gl/x'])('refuses the lookup of %j with 400', async (url) => {
    const response = await app.inject({ method: 'POST', url: '/api/reviews/resolve-original-url', payload: { url } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.url).toMatch(/^validation\.listingUrl\./);
  });

  it('answers 404 for the location of an owner who has none yet', async () => {
    const owner = await signUpOwner(app);
    expect((await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private/location' })).json().code).toBe('LOCATION_NOT_FOUND');
  });

  it('lists reviews newest first, page by page, with filters', async () => {
    const owner = await syncedOwner('https://maps.app.goo.gl/ListMe');
    const first = (await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private?page=1&pageSize=10' })).json();
    const second = (await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private?page=2&pageSize=10' })).json();
    expect(first.items).toHaveLength(10);
    const dates = [...first.items, ...second.items].map((review: { date: string }) => review.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.items[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        authorName: expect.any(String),
        reviewRate: expect.any(Number),
        hasBeenReadd: false,
      }),
    );

    const fives = (await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private?ratings=5&pageSize=100' })).json();
    expect(fives.items.every((review: { reviewRate: number }) => review.reviewRate === 5)).toBe(true);
    const answered = (await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private?answered=true&pageSize=100' })).json();
    for (const review of answered.items) expect(review).toMatchObject({ hasResponse: true, response: expect.anything() });
    expect(fives.total).toBeLessThan(first.total);

    expect((await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private?ratings=6' })).statusCode).toBe(400);
    expect((await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private?page=0' })).statusCode).toBe(400);
    expect((await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private?page=1e19' })).statusCode).toBe(400);
  });

  it("marks the owner's review read, and answers 404 for another owner's review", async () => {
    const owner = await syncedOwner('https://maps.app.goo.gl/ReadMine');
    const intruder = await syncedOwner('https://maps.app.goo.gl/NotYours');
    const [review] = (await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private?pageSize=1' })).json().items;

    const stolen = await injectAs(app, intruder, { method: 'PATCH', url: `/api/reviews/private/${review.id}/read` });
    expect(stolen.statusCode).toBe(404);

    const read = await injectAs(app, owner, { method: 'PATCH', url: `/api/reviews/private/${review.id}/read` });
    expect(read.json()).toMatchObject({ id: review.id, hasBeenReadd: true });
    const unread = (await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private?unread=true&pageSize=100' })).json();
    expect(unread.items.some((item: { id: number }) => item.id === review.id)).toBe(false);

    for (const id of ['abc', '3000000000', '0']) {
      expect((await injectAs(app, owner, { method: 'PATCH', url: `/api/reviews/private/${id}/read` })).statusCode).toBe(400);
    }
  });
});

describe('/api/reviews costs and memory', () => {
  it('limits listing lookups per account, and per IP without one', async () => {
    const app = await buildTestApp({ RATE_LIMITS: 'lookup-account=2/3600' });
    try {
      const lookUp = (headers: Record<string, string> = {}, remoteAddress = '10.40.0.1') =>
        app.inject({
          method: 'POST',
          url: '/api/reviews/resolve-original-url',
          payload: { url: 'https://maps.app.goo.gl/Costly' },
          headers,
          remoteAddress,
        });
      const owner = await signUpOwner(app);
      expect((await lookUp(owner.headers)).statusCode).toBe(200);
      expect((await lookUp(owner.headers, '10.40.0.2')).statusCode).toBe(200);
      const over = await lookUp(owner.headers, '10.40.0.3');
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ code: 'LOOKUP_LIMIT', retryAfterSeconds: expect.any(Number) });
      // The wizard's own lookup counts in the same allowance.
      const onboarding = await injectAs(app, owner, {
        method: 'POST',
        url: '/api/users/private/onboarding',
        payload: validOnboarding,
      });
      expect(onboarding.json().code).toBe('LOOKUP_LIMIT');
      // Anonymous lookups are counted per IP.
      expect((await lookUp({}, '10.41.0.1')).statusCode).toBe(200);
      expect((await lookUp({}, '10.41.0.1')).statusCode).toBe(200);
      expect((await lookUp({}, '10.41.0.1')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('keeps a bounded number of demo businesses in memory, however many covers are asked', async () => {
    const app = await buildTestApp();
    try {
      for (let i = 0; i < DEMO_BUSINESS_CACHE_SIZE + 50; i += 1) {
        expect((await app.inject({ method: 'GET', url: `/api/reviews/demo-covers/Cover${i}.svg` })).statusCode).toBe(200);
      }
      expect(cachedDemoBusinessCount()).toBeLessThanOrEqual(DEMO_BUSINESS_CACHE_SIZE);
    } finally {
      await app.close();
    }
  });

  it('serves demo covers only with the demo provider', async () => {
    const app = await buildTestApp({ SERPAPI_API_KEY: 'test-key' });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/reviews/demo-covers/Any.svg' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
