import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { listings, memberLocations, organizationMembers, reviews, reviewSourceConnections, sourceCallBudgets } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { SourceError, type ReviewBatch, type SourceReview } from '../../adapters/review-sources/review-source';
import { theForkWebhookAddress } from '../../adapters/review-sources/thefork-webhook';
import { createTheForkSource } from '../../adapters/review-sources/thefork';
import { fakeFetch, fixture, json, type RecordedCall } from '../../adapters/review-sources/test-fetch';
import { createTokenCipher, keyFromSecret } from '../../adapters/google/token-cipher';
import { injectAs, setUpOwner, signUpOwner } from '../../test-emulator';
import { buildTestApp } from '../../test-helpers';
import type { Role } from '../../../shared/roles';
import { addReviews } from '../reviews/test-listing';
import { createReviewSources } from './service';
import { combinedOf } from './figures';

type User = Awaited<ReturnType<typeof signUpOwner>>;

const UUID = '3f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f';
/** The restaurant and reviews of TheFork's recorded-shape fixtures (adapters/review-sources/fixtures). */
const FIXTURE_RESTAURANT = '084c0650-9b8e-4357-bebe-5fad1c069051';
const SHOWN_REVIEW = '6f5fdab1-c91a-11ef-8d9e-0e8af7bd4d53';
const INVALID_REVIEW = '8b2d3fa1-c91c-11ef-8d9e-0e8af7bd4d53';
const GONE_REVIEW = '9c3e40b2-c91d-11ef-8d9e-0e8af7bd4d53';
const FIXTURE_REVIEWS: Record<string, [string, number]> = {
  [SHOWN_REVIEW]: ['thefork-review.json', 200],
  [INVALID_REVIEW]: ['thefork-review-invalid.json', 200],
  [GONE_REVIEW]: ['thefork-review-not-found.json', 404],
};

/** TheFork's API as its documentation shows it: Auth0's token host, the list of uuids by page, each review by uuid. */
function theForkHost(call: RecordedCall): Response | undefined {
  if (call.url.hostname === 'auth.thefork.io') return json(fixture('thefork-token.json'));
  if (call.url.pathname === '/manager/v1/reviews') return json(fixture('thefork-reviews-page-2.json'));
  const uuid = /^\/manager\/v1\/reviews\/([\w-]+)$/.exec(call.url.pathname)?.[1];
  const answer = uuid ? FIXTURE_REVIEWS[uuid] : undefined;
  return answer && json(fixture(answer[0]), answer[1]);
}

/** A TheFork review as its adapter gives it. */
const aTheForkReview = (externalId: string, rating: number, partial: Partial<SourceReview> = {}): SourceReview => ({
  source: 'thefork',
  externalId,
  authorName: 'Claire D.',
  rating,
  scale: 10,
  text: 'Cuisine soignée, service attentif.',
  language: 'fr',
  date: new Date(),
  reply: null,
  demo: false,
  ...partial,
});

describe('review sources beyond Google through the API (stand-ins)', () => {
  let app: FastifyInstance;
  let owner: User;
  let listingId: number;
  let organizationId: number;

  const api = (user: User, method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: object) =>
    injectAs(app, user, { method, url: `/api${url}`, payload });
  const sources = (id = listingId) => `/locations/private/${id}/sources`;
  const on = (id = listingId) => `?location=${id}`;
  const itemOf = async (source: string, id = listingId) =>
    (await api(owner, 'GET', `${sources(id)}${on(id)}`)).json().items.find((item: { source: string }) => item.source === source);
  const connectionOf = async (source: 'thefork' | 'tripadvisor' | 'facebook', id = listingId) =>
    (
      await app.database.db
        .select()
        .from(reviewSourceConnections)
        .where(and(eq(reviewSourceConnections.listingId, id), eq(reviewSourceConnections.source, source)))
    )[0];

  async function join(member: User, role: Role) {
    const { db } = app.database;
    await db.insert(organizationMembers).values({ organizationId, userId: member.user.id, role, allLocations: false });
    await db.insert(memberLocations).values({ organizationId, userId: member.user.id, locationId: listingId });
  }

  async function addEstablishment(url: string) {
    const added = await api(owner, 'POST', '/locations/private', { url });
    expect(added.statusCode).toBe(201);
    await app.sync.idle();
    return added.json().id as number;
  }

  /**
   * The module as production builds it with TheFork's live adapter (its HTTP calls answered by the fixtures) and the
   * real cipher, and a new owner's establishment connected to TheFork through it.
   */
  async function connectLiveTheFork(credentials: { clientId: string; clientSecret: string }) {
    const { db } = app.database;
    const fake = fakeFetch(theForkHost);
    const cipher = createTokenCipher([keyFromSecret('a-test-secret-of-at-least-32-characters')]);
    const adapters = app.reviewSources.adapters;
    const live = createReviewSources({
      db,
      config: app.config.reviewSources,
      adapters: { ...adapters, thefork: createTheForkSource({ fetchImpl: fake.impl }), kinds: { ...adapters.kinds, thefork: 'live' } },
      cipher,
      jobs: { handle: () => {}, add: async () => {} } as unknown as JobQueue,
      realtime: app.realtime,
      googleDemo: true,
      log: app.log,
    });
    const other = await setUpOwner(app);
    const [{ id }] = await db.select().from(listings).where(eq(listings.userId, other.user.id));
    const scope = { userId: other.user.id, listingId: id, payer: other.user.id };
    expect(await live.connections.connect(scope, 'thefork', { ...credentials, restaurantId: FIXTURE_RESTAURANT })).toMatchObject({
      source: 'thefork',
      state: 'waiting',
      demo: false,
    });
    const [row] = await db
      .select()
      .from(reviewSourceConnections)
      .where(and(eq(reviewSourceConnections.listingId, id), eq(reviewSourceConnections.source, 'thefork')));
    return { live, cipher, fake, row, listingId: id };
  }

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await setUpOwner(app);
    await api(owner, 'POST', '/subscriptions/private/trial/activate');
    await api(owner, 'PATCH', '/reviews/private/init-synchronization');
    await app.sync.idle();
    const [founded] = await app.database.db.select().from(listings).where(eq(listings.userId, owner.user.id));
    listingId = founded.id;
    organizationId = founded.organizationId;
    await app.sync.idle();
  });
  afterAll(() => app.close());
  afterEach(() => jest.restoreAllMocks());

  it('lists the four sources in order, Google read-only from its own connection, the others disconnected', async () => {
    const answer = await api(owner, 'GET', `${sources()}${on()}`);
    expect(answer.statusCode).toBe(200);
    const items = answer.json().items;
    expect(items.map((item: { source: string }) => item.source)).toEqual(['google', 'thefork', 'tripadvisor', 'facebook']);
    expect(items[0]).toMatchObject({ source: 'google', state: 'connected', scale: 5, history: 'complete' });
    expect(items[1]).toMatchObject({ source: 'thefork', state: 'disconnected', scale: 10, canReply: false, demo: true });
    expect(items[2]).toMatchObject({ source: 'tripadvisor', history: 'newest-only', canReply: false });
    expect(items[3]).toMatchObject({ source: 'facebook', scale: 'recommendation', canReply: true });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().adapters).toMatchObject({ thefork: 'demo', tripadvisor: 'demo', facebook: 'demo' });
  });

  it('refuses what it must: another establishment id, Google, missing settings, an unknown source, a viewer', async () => {
    expect((await api(owner, 'GET', `${sources(listingId + 1000)}${on()}`)).json().code).toBe('LOCATION_NOT_FOUND');
    const google = await api(owner, 'PUT', `${sources()}/google${on()}`, {});
    expect([google.statusCode, google.json().code]).toEqual([400, 'SOURCE_NOT_CONFIGURABLE']);
    const missing = await api(owner, 'PUT', `${sources()}/thefork${on()}`, { clientId: 'abc' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'SOURCE_INVALID_SETTINGS',
      fields: { clientSecret: 'validation.source.clientSecret', restaurantId: 'validation.source.restaurantId' },
    });
    const tooLong = await api(owner, 'PUT', `${sources()}/tripadvisor${on()}`, { url: `https://www.tripadvisor.fr/${'a'.repeat(600)}` });
    expect([tooLong.statusCode, tooLong.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    expect((await api(owner, 'PUT', `${sources()}/yelp${on()}`, {})).statusCode).toBe(400);
    const noChoice = await api(owner, 'DELETE', `${sources()}/thefork${on()}`, {});
    expect([noChoice.statusCode, noChoice.json().code]).toEqual([400, 'VALIDATION_ERROR']);

    const viewer = await signUpOwner(app);
    await join(viewer, 'viewer');
    expect((await api(viewer, 'GET', `${sources()}${on()}`)).statusCode).toBe(200);
    const refused = await api(viewer, 'PUT', `${sources()}/tripadvisor${on()}`, { locationId: '123456' });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'ROLE_FORBIDDEN']);
    expect((await api(viewer, 'DELETE', `${sources()}/tripadvisor${on()}`, { keepReviews: true })).json().code).toBe('ROLE_FORBIDDEN');
    // TheFork's webhook address carries the connection's secret: only for those who connect, and once connected.
    expect((await api(viewer, 'GET', `${sources()}/thefork/webhook${on()}`)).json().code).toBe('ROLE_FORBIDDEN');
    const notYet = await api(owner, 'GET', `${sources()}/thefork/webhook${on()}`);
    expect([notYet.statusCode, notYet.json().code]).toEqual([409, 'SOURCE_NOT_CONNECTED']);
  });

  it("answers a platform's refusal with its code and the platform's own, and stores nothing", async () => {
    const connect = jest.spyOn(app.reviewSources.adapters.facebook, 'connect');
    const refusals: [SourceError, number][] = [
      [new SourceError('SOURCE_FORBIDDEN', 'facebook', 'Meta: (#200) Permissions error', { platformCode: '200' }), 409],
      [new SourceError('SOURCE_DEPRECATED', 'facebook', 'Meta: deprecated', { platformCode: '12' }), 409],
      [new SourceError('SOURCE_RATE_LIMITED', 'facebook', 'Meta: too many calls', { platformCode: '4', retryAfterSeconds: 120 }), 429],
      [new SourceError('SOURCE_UNAVAILABLE', 'facebook', 'Meta: 500', { platformCode: '2' }), 503],
    ];
    const answers = [];
    for (const [error] of refusals) {
      connect.mockRejectedValueOnce(error);
      const loginUrl = new URL((await api(owner, 'PUT', `${sources()}/facebook${on()}`, {})).json().loginUrl);
      const answer = await api(owner, 'POST', `${sources()}/facebook/callback${on()}`, {
        code: loginUrl.searchParams.get('code'),
        state: loginUrl.searchParams.get('state'),
      });
      answers.push([answer.statusCode, answer.json().code, answer.json().platformCode]);
    }
    expect(answers).toEqual(refusals.map(([error, status]) => [status, error.code, error.platformCode]));
    expect(await connectionOf('facebook')).toBeUndefined();
  });

  it('connects TheFork and Tripadvisor with any credentials (a manager may), reads them at once, and filters the inbox by source', async () => {
    const manager = await signUpOwner(app);
    await join(manager, 'manager');
    const thefork = await api(manager, 'PUT', `${sources()}/thefork${on()}`, { clientId: 'any', clientSecret: 'any', restaurantId: UUID });
    expect(thefork.statusCode).toBe(200);
    expect(thefork.json()).toMatchObject({ source: 'thefork', state: 'waiting', demo: true, lastReadAt: null });
    const tripadvisor = await api(owner, 'PUT', `${sources()}/tripadvisor${on()}`, {
      url: 'https://www.tripadvisor.fr/Restaurant_Review-g187147-d123456-Reviews-Chez_Demo-Paris.html',
    });
    expect(tripadvisor.json()).toMatchObject({ source: 'tripadvisor', state: 'waiting', ranking: expect.stringContaining('N°') });
    await app.jobs.idle();

    expect(await itemOf('thefork')).toMatchObject({ state: 'connected', reviewCount: 12, problem: null, lastReadAt: expect.any(String) });
    expect(await itemOf('tripadvisor')).toMatchObject({ state: 'connected', averageRating: 4.5, history: 'newest-only' });

    const page = (await api(owner, 'GET', `/reviews/private${on()}&source=thefork&pageSize=50`)).json();
    expect(page.total).toBe(12);
    expect(page.counts.all).toBe(12);
    expect(page.items.every((item: { source: string }) => item.source === 'thefork')).toBe(true);
    const first = page.items[0];
    expect(first).toMatchObject({ scale: 10, recommends: null, replyTarget: { way: 'copy-and-open', url: expect.any(String) } });
    expect(first.reviewRate).toBe(Math.min(5, Math.max(1, Math.round(first.sourceRating / 2))));
    expect(page.counts.bySource).toMatchObject({ thefork: 12, tripadvisor: 5, facebook: 0 });

    const everything = (await api(owner, 'GET', `/reviews/private${on()}`)).json();
    expect(everything.counts.bySource.google + 17).toBe(everything.counts.all);
    const google = (await api(owner, 'GET', `/reviews/private${on()}&source=google&pageSize=5`)).json();
    expect(google.items[0]).toMatchObject({ source: 'google', scale: 5, sourceRating: null, replyTarget: null });
    expect(google.total).toBe(everything.counts.bySource.google);

    const network = (await api(owner, 'GET', '/reviews/private?location=all&source=tripadvisor&pageSize=50')).json();
    expect([network.total, network.counts.all, network.counts.bySource.tripadvisor]).toEqual([5, 5, 5]);
    expect(network.items.map((item: { source: string }) => item.source)).toEqual(Array(5).fill('tripadvisor'));

    const csv = await api(owner, 'GET', `/reviews/private.csv${on()}&source=tripadvisor`);
    expect(csv.statusCode).toBe(200);
    const tripadvisorAuthors = (await api(owner, 'GET', `/reviews/private${on()}&source=tripadvisor`))
      .json()
      .items.map((item: { authorName: string }) => item.authorName);
    expect(tripadvisorAuthors.filter((author: string) => !csv.body.includes(author))).toEqual([]);
    expect(csv.body).not.toContain('thefork:');
  });

  it('keeps a Tripadvisor reply as the draft to copy, with the Management Center to open, and publishes nothing', async () => {
    const [review] = (await api(owner, 'GET', `/reviews/private${on()}&source=tripadvisor`)).json().items;
    expect(review.replyTarget.url).toContain('tripadvisor.fr/ManagementCenter');
    const saved = await api(owner, 'PUT', `/reviews/private/${review.id}/reply${on()}`, { responseContent: 'Merci pour votre visite !' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      hasResponse: review.hasResponse,
      google: null,
      replyTarget: { way: 'copy-and-open', draft: 'Merci pour votre visite !' },
    });
    // The AI drafts it in the establishment's settings, as any review.
    const drafted = await api(owner, 'POST', `/reviews/private/${review.id}/reply/generate${on()}`, {});
    expect(drafted.statusCode).toBe(200);
    expect(drafted.json().draft).toEqual(expect.any(String));
    const again = (await api(owner, 'GET', `/reviews/private${on()}&source=tripadvisor`))
      .json()
      .items.find((item: { id: number }) => item.id === review.id);
    expect(again.replyTarget.draft).toBe('Merci pour votre visite !');
  });

  it('connects Facebook through its login (state used once) and sends a reply through its API by a job', async () => {
    const started = await api(owner, 'PUT', `${sources()}/facebook${on()}`, {});
    expect(started.statusCode).toBe(200);
    const loginUrl = new URL(started.json().loginUrl);
    expect(loginUrl.pathname).toBe('/sources/facebook/callback');
    const callback = { code: loginUrl.searchParams.get('code'), state: loginUrl.searchParams.get('state') };
    const done = await api(owner, 'POST', `${sources()}/facebook/callback${on()}`, callback);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ source: 'facebook', state: 'waiting', canReply: true });
    const reused = await api(owner, 'POST', `${sources()}/facebook/callback${on()}`, callback);
    expect([reused.statusCode, reused.json().code]).toEqual([400, 'SOURCE_STATE_INVALID']);
    await app.jobs.idle();

    const page = (await api(owner, 'GET', `/reviews/private${on()}&source=facebook&pageSize=20`)).json();
    expect(page.total).toBe(10);
    const unanswered = page.items.find((item: { hasResponse: boolean }) => !item.hasResponse);
    expect(unanswered).toMatchObject({ scale: 'recommendation', sourceRating: null, replyTarget: { way: 'api' } });
    expect([unanswered.recommends, unanswered.reviewRate]).toEqual(expect.arrayContaining([expect.any(Boolean)]));
    expect(
      page.items.filter((entry: { recommends: boolean; reviewRate: number }) => entry.reviewRate !== [1, 5][Number(entry.recommends)]),
    ).toEqual([]);
    const item = await itemOf('facebook');
    expect(item.averageRating).toBeGreaterThanOrEqual(0);
    expect(item.averageRating).toBeLessThanOrEqual(1);

    const sent = await api(owner, 'PUT', `/reviews/private/${unanswered.id}/reply${on()}`, { responseContent: 'Merci beaucoup !' });
    expect(sent.json()).toMatchObject({ hasResponse: true, google: null, replyTarget: { way: 'api', status: { state: 'pending' } } });
    await app.jobs.idle();
    const after = (await api(owner, 'GET', `/reviews/private${on()}&source=facebook&pageSize=20`)).json();
    expect(after.items.find((entry: { id: number }) => entry.id === unanswered.id).replyTarget).toMatchObject({
      way: 'api',
      status: { state: 'published', problem: null },
    });
  });

  it("reads the review TheFork's webhook names when its token or signature proves it, and refuses the others", async () => {
    const connection = await connectionOf('thefork');
    const secret = app.reviewSources.connections.webhookSecretOf(connection)!;
    const event = JSON.stringify({ entityType: 'review', eventType: 'reviewRatingCreated', uuid: UUID, restaurantUuid: UUID });
    const hook = (query: string, body = event, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/sources/thefork/webhook/${connection.id}${query}`,
        payload: body,
        headers: { 'content-type': 'application/json', ...headers },
      });
    const readOne = jest.spyOn(app.reviewSources.adapters.thefork, 'readReview');
    // The address the settings give the owner to hand to TheFork, and the one TheFork then calls.
    const given = await api(owner, 'GET', `${sources()}/thefork/webhook${on()}`);
    expect(given.statusCode).toBe(200);
    const address = new URL(given.json().url);
    expect(address.href).toBe(theForkWebhookAddress(`${app.config.publicUrl}/api/sources/thefork/webhook/${connection.id}`, secret));
    const good = await hook(address.search);
    expect([good.statusCode, good.json()]).toEqual([200, { data: {} }]);
    await app.jobs.idle();
    expect(readOne).toHaveBeenCalledWith(expect.objectContaining({ externalId: UUID }), UUID);

    const { createHmac } = await import('node:crypto');
    const signed = await hook('', event, { 'x-thefork-signature': `sha256=${createHmac('sha256', secret).update(event).digest('hex')}` });
    expect(signed.statusCode).toBe(200);
    const wrong = await hook('?token=not-the-secret');
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'WEBHOOK_SIGNATURE_INVALID']);
    const forged = await hook('', event, { 'x-thefork-signature': 'sha256=' + '0'.repeat(64) });
    expect(forged.statusCode).toBe(401);
    const none = await hook('');
    expect([none.statusCode, none.json().code]).toEqual([401, 'WEBHOOK_SIGNATURE_MISSING']);
    const unknown = await app.inject({
      method: 'POST',
      url: `/api/sources/thefork/webhook/999999${address.search}`,
      payload: event,
      headers: { 'content-type': 'application/json' },
    });
    expect(unknown.statusCode).toBe(401);
    const garbled = await hook(address.search, '{"entityType":');
    expect(garbled.statusCode).toBe(400);
  });

  it('marks removed only what a full read of a complete source misses: never a Tripadvisor review', async () => {
    const { db } = app.database;
    const [gone] = await db
      .insert(reviews)
      .values([
        {
          listingId,
          externalId: 'thefork:gone-review',
          source: 'thefork',
          authorName: 'Paul R.',
          reviewRate: 4,
          date: new Date(),
          sourceScale: '10',
        },
        {
          listingId,
          externalId: 'tripadvisor:older-review',
          source: 'tripadvisor',
          authorName: 'Ann',
          reviewRate: 3,
          date: new Date(2024, 0, 1),
        },
      ])
      .returning();
    await db.update(reviewSourceConnections).set({ lastFullReadAt: null }).where(eq(reviewSourceConnections.listingId, listingId));
    const { thefork, tripadvisor } = { thefork: await connectionOf('thefork'), tripadvisor: await connectionOf('tripadvisor') };
    await app.reviewSources.reader.read({ connectionId: thefork.id });
    await app.reviewSources.reader.read({ connectionId: tripadvisor.id });
    const rows = await db.select().from(reviews).where(eq(reviews.listingId, listingId));
    expect(rows.find((row) => row.id === gone.id)!.removedAt).not.toBeNull();
    expect(rows.find((row) => row.externalId === 'tripadvisor:older-review')!.removedAt).toBeNull();
    // TheFork's twelve are all still shown.
    expect(rows.filter((row) => row.source === 'thefork').map((row) => row.removedAt === null)).toEqual([...Array(12).fill(true), false]);
  });

  it("records an edit or a reply seen at the source in the review's history, and tells the open screens", async () => {
    const connection = await connectionOf('thefork');
    // One of the stand-in's, read before (not the one the removal test stored by hand).
    const [stored] = (await api(owner, 'GET', `/reviews/private${on()}&source=thefork&removed=no&sort=oldest&pageSize=1`)).json().items;
    const { externalId } = (await app.database.db.select().from(reviews).where(eq(reviews.id, stored.id)))[0];
    const edited = aTheForkReview(externalId.slice('thefork:'.length), 3, {
      authorName: stored.authorName,
      text: 'Finalement décevant.',
      reply: { text: 'Merci, nous en parlons en cuisine.', date: new Date() },
    });
    jest
      .spyOn(app.reviewSources.adapters.thefork, 'readReviews')
      .mockResolvedValueOnce({ reviews: [edited], nextCursor: null, callsUsed: 0, history: 'complete' });
    const told = jest.spyOn(app.realtime, 'toEstablishment');
    await app.reviewSources.reader.read({ connectionId: connection.id });
    expect(told).toHaveBeenCalledWith(listingId, 'reviewUpdated', { reviewId: stored.id });
    const history = (await api(owner, 'GET', `/reviews/private/${stored.id}/history${on()}`)).json();
    expect(history.length).toBeGreaterThan(1);
    expect(history.at(-1)).toMatchObject({
      reviewRate: 2,
      reviewContent: 'Finalement décevant.',
      responseContent: 'Merci, nous en parlons en cuisine.',
    });
    const after = (await api(owner, 'GET', `/reviews/private${on()}&source=thefork&pageSize=50`))
      .json()
      .items.find((item: { id: number }) => item.id === stored.id);
    expect(after).toMatchObject({ sourceRating: 3, reviewRate: 2, hasResponse: true, edited: { previousRate: stored.reviewRate } });
  });

  it('sends a new review read from a source to the open screens as newReview, and counts it unread', async () => {
    const connection = await connectionOf('thefork');
    const list = async (filters = '') => (await api(owner, 'GET', `/reviews/private${on()}&source=thefork&pageSize=50${filters}`)).json();
    const before = await list();
    jest.spyOn(app.reviewSources.adapters.thefork, 'readReviews').mockResolvedValueOnce({
      reviews: [aTheForkReview('fresh-review', 8, { authorName: 'Inès B.', text: 'Une belle découverte.' })],
      nextCursor: null,
      callsUsed: 0,
      history: 'complete',
    });
    const told = jest.spyOn(app.realtime, 'toEstablishment');
    await app.reviewSources.reader.read({ connectionId: connection.id });

    const [stored] = await app.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.listingId, listingId), eq(reviews.externalId, 'thefork:fresh-review')));
    expect(stored.hasBeenRead).toBe(false);
    expect(told.mock.calls.filter(([, event]) => event === 'newReview')).toEqual([
      [
        listingId,
        'newReview',
        {
          review: expect.objectContaining({
            id: stored.id,
            source: 'thefork',
            authorName: 'Inès B.',
            sourceRating: 8,
            reviewRate: 4,
            hasBeenReadd: false,
          }),
        },
      ],
    ]);
    const after = await list();
    expect([after.counts.all, after.counts.unread]).toEqual([before.counts.all + 1, before.counts.unread + 1]);
    const unread = await list('&unread=true');
    expect(unread.items.map((item: { id: number }) => item.id)).toContain(stored.id);
  });

  it('records a failing source with its code, retries it later, and goes on reading the others', async () => {
    const { db } = app.database;
    await db
      .update(reviewSourceConnections)
      .set({ nextReadAt: new Date(Date.now() - 1000) })
      .where(eq(reviewSourceConnections.listingId, listingId));
    const failing = jest
      .spyOn(app.reviewSources.adapters.tripadvisor, 'readReviews')
      .mockRejectedValue(new SourceError('SOURCE_UNAVAILABLE', 'tripadvisor', 'Tripadvisor answered 503', { platformCode: '503' }));
    const thefork = jest.spyOn(app.reviewSources.adapters.thefork, 'readReviews');
    const facebook = jest.spyOn(app.reviewSources.adapters.facebook, 'readReviews');
    const before = Date.now();
    expect(await app.reviewSources.reader.queueDue()).toBe(3);
    await app.jobs.idle();
    expect(failing).toHaveBeenCalled();
    expect(thefork).toHaveBeenCalled();
    expect(facebook).toHaveBeenCalled();

    expect(await itemOf('tripadvisor')).toMatchObject({ state: 'connected', problem: { code: 'SOURCE_UNAVAILABLE', platformCode: '503' } });
    expect(await itemOf('thefork')).toMatchObject({ state: 'connected', problem: null });
    expect(await itemOf('facebook')).toMatchObject({ state: 'connected', problem: null });
    const retried = await connectionOf('tripadvisor');
    expect(retried.failures).toBe(1);
    expect(retried.nextReadAt!.getTime()).toBeGreaterThan(before);
    // Google's synchronisation is untouched: it still runs.
    expect((await api(owner, 'GET', `/reviews/private/location${on()}`)).statusCode).toBe(200);

    // Meta closing the access is no passing trouble: refused, not tried again until the owner reconnects.
    facebook.mockRejectedValue(new SourceError('SOURCE_DEPRECATED', 'facebook', 'Recommendations are deprecated', { platformCode: '12' }));
    await app.reviewSources.reader.read({ connectionId: (await connectionOf('facebook')).id });
    expect(await itemOf('facebook')).toMatchObject({ state: 'refused', problem: { code: 'SOURCE_DEPRECATED', platformCode: '12' } });
    expect((await connectionOf('facebook')).nextReadAt).toBeNull();

    // A good read clears the problem.
    failing.mockRestore();
    await app.reviewSources.reader.read({ connectionId: retried.id });
    expect(await itemOf('tripadvisor')).toMatchObject({ problem: null });
    expect((await connectionOf('tripadvisor')).failures).toBe(0);
  });

  it("stops a read when the account's daily budget of calls is spent, keeping what it read", async () => {
    const { db } = app.database;
    const jobs = { handle: () => {}, add: async () => {} } as unknown as JobQueue;
    const tight = createReviewSources({
      db,
      config: { ...app.config.reviewSources, callsPerDay: 60 },
      adapters: app.reviewSources.adapters,
      cipher: { seal: (value: string) => value, open: (value: string) => value, isStale: () => false },
      jobs,
      realtime: app.realtime,
      googleDemo: true,
      log: app.log,
    });
    const secondEstablishment = await addEstablishment('https://maps.app.goo.gl/SourcesBudget');
    const [payer] = await db.select().from(listings).where(eq(listings.id, secondEstablishment));
    const [row] = await db
      .insert(reviewSourceConnections)
      .values({
        listingId: secondEstablishment,
        source: 'thefork',
        externalId: UUID,
        summary: { name: null, rating: null, reviewCount: null, ranking: null, url: null },
      })
      .returning();
    // Two pages of 30 calls each: the second does not fit in 60 once the first's are spent.
    const pages: ReviewBatch[] = [
      { reviews: [aTheForkReview('budget-1', 9)], nextCursor: 'next', callsUsed: 30, history: 'complete' },
      { reviews: [aTheForkReview('budget-2', 7)], nextCursor: null, callsUsed: 30, history: 'complete' },
    ];
    const read = jest.spyOn(app.reviewSources.adapters.thefork, 'readReviews').mockImplementation(async () => pages.shift()!);
    const callsOf = async () =>
      (await db.select().from(sourceCallBudgets).where(eq(sourceCallBudgets.userId, payer.userId))).reduce(
        (sum, row) => sum + row.calls,
        0,
      );
    await db.delete(sourceCallBudgets).where(eq(sourceCallBudgets.userId, payer.userId));
    await tight.reader.read({ connectionId: row.id });
    expect(read).toHaveBeenCalledTimes(1);
    expect(await callsOf()).toBe(30);
    const [after] = await db.select().from(reviewSourceConnections).where(eq(reviewSourceConnections.id, row.id));
    expect(after).toMatchObject({ lastErrorCode: 'SOURCE_QUOTA_EXHAUSTED', state: 'waiting' });
    expect(after.nextReadAt!.getTime()).toBeGreaterThan(Date.now());
    const stored = await db
      .select()
      .from(reviews)
      .where(and(eq(reviews.listingId, secondEstablishment), eq(reviews.source, 'thefork')));
    expect(stored.map((review) => review.externalId)).toEqual(['thefork:budget-1']);
  });

  it('reads nothing for an account without a subscription or a trial, and looks again later', async () => {
    const { db } = app.database;
    const lapsed = await setUpOwner(app);
    const [place] = await db.select().from(listings).where(eq(listings.userId, lapsed.user.id));
    const [row] = await db
      .insert(reviewSourceConnections)
      .values({
        listingId: place.id,
        source: 'tripadvisor',
        externalId: '123456',
        summary: { name: null, rating: null, reviewCount: null, ranking: null, url: null },
        nextReadAt: new Date(Date.now() - 1000),
      })
      .returning();
    const read = jest.spyOn(app.reviewSources.adapters.tripadvisor, 'readReviews');
    await app.reviewSources.reader.read({ connectionId: row.id });
    expect(read).not.toHaveBeenCalled();
    const [after] = await db.select().from(reviewSourceConnections).where(eq(reviewSourceConnections.id, row.id));
    expect(after.nextReadAt!.getTime()).toBeGreaterThan(Date.now());
    expect(after.lastReadAt).toBeNull();
  });

  it("keeps a live connection's secrets and its webhook secret sealed at rest, never in the clear", async () => {
    const credentials = { clientId: 'client-in-the-clear', clientSecret: 'secret-in-the-clear-0123456789' };
    const { live, cipher, fake, row } = await connectLiveTheFork(credentials);
    // The live adapter really used them: TheFork's token host was given the pasted credentials.
    const tokenCall = fake.calls.find((call) => call.url.hostname === 'auth.thefork.io')!;
    expect(JSON.parse(tokenCall.body!)).toMatchObject({ client_id: credentials.clientId, client_secret: credentials.clientSecret });

    expect(row.secrets).toEqual(expect.any(String));
    for (const plain of [credentials.clientId, credentials.clientSecret]) expect(row.secrets).not.toContain(plain);
    // Sealed with the cipher (AES-GCM, the key's id first), and opened back for the adapter's calls.
    expect(row.secrets!.startsWith('app.')).toBe(true);
    expect(JSON.parse(cipher.open(row.secrets!))).toEqual(credentials);
    expect(live.connections.adapterConnection(row).secrets).toEqual(credentials);

    const webhookSecret = live.connections.webhookSecretOf(row)!;
    expect(webhookSecret.length).toBeGreaterThanOrEqual(32);
    expect(row.webhookSecret).toEqual(expect.any(String));
    expect(row.webhookSecret).not.toContain(webhookSecret);
    expect(row.webhookSecret!.startsWith('app.')).toBe(true);
  });

  it("marks removed a review TheFork's webhook names once TheFork no longer shows it: gone (404) or invalid", async () => {
    const { db } = app.database;
    const {
      live,
      fake,
      row,
      listingId: id,
    } = await connectLiveTheFork({
      clientId: 'webhook-client',
      clientSecret: 'webhook-client-secret',
    });
    const [gone, invalid, shown] = [GONE_REVIEW, INVALID_REVIEW, SHOWN_REVIEW];
    // Both read before, while TheFork showed them.
    await db.insert(reviews).values(
      [gone, invalid].map((uuid) => ({
        listingId: id,
        externalId: `thefork:${uuid}`,
        source: 'thefork' as const,
        authorName: 'Hélène M.',
        reviewRate: 5,
        sourceRating: 9,
        sourceScale: '10' as const,
        date: new Date('2026-09-12T20:00:00.000Z'),
      })),
    );

    for (const reviewUuid of [gone, invalid, shown]) await live.reader.readOne({ connectionId: row.id, reviewUuid });
    // Each webhook's review asked of TheFork by its uuid, once.
    expect(fake.calls.filter((call) => /^\/manager\/v1\/reviews\/./.test(call.url.pathname)).map((call) => call.url.pathname)).toEqual(
      [gone, invalid, shown].map((uuid) => `/manager/v1/reviews/${uuid}`),
    );
    const stored = await db
      .select()
      .from(reviews)
      .where(and(eq(reviews.listingId, id), eq(reviews.source, 'thefork')));
    const byUuid = (uuid: string) => stored.find((review) => review.externalId === `thefork:${uuid}`);
    expect(byUuid(gone)?.removedAt).toBeInstanceOf(Date);
    expect(byUuid(invalid)?.removedAt).toBeInstanceOf(Date);
    expect(byUuid(shown)).toMatchObject({ removedAt: null, sourceRating: 9.2 });
    // A review gone is no failure of the connection.
    const [after] = await db.select().from(reviewSourceConnections).where(eq(reviewSourceConnections.id, row.id));
    expect(after).toMatchObject({ lastErrorCode: null, failures: 0 });
  });

  it('combines the averages on five points, TheFork halved, weighted by reviews, Facebook outside', async () => {
    // The arithmetic alone: Google 4.0 × 30, TheFork 9.0/10 × 10, Tripadvisor 3.0 × 10, Facebook kept out.
    expect(
      combinedOf([
        { source: 'google', averageRating: 4, scale: 5, reviews: 30, averageOnFive: 4, recommendShare: null },
        { source: 'thefork', averageRating: 9, scale: 10, reviews: 10, averageOnFive: 4.5, recommendShare: null },
        { source: 'tripadvisor', averageRating: 3, scale: 5, reviews: 10, averageOnFive: 3, recommendShare: null },
        { source: 'facebook', averageRating: 0.5, scale: 'recommendation', reviews: 40, averageOnFive: null, recommendShare: 0.5 },
      ]),
    ).toEqual({ averageOnFive: 3.9, reviews: 50, conversion: 'thefork-out-of-10-halved' });

    // Through the API, over an establishment whose other sources' reviews are known.
    const id = await addEstablishment('https://maps.app.goo.gl/SourcesFigures');
    await addReviews(app, id, [{ rating: 5 }]);
    const { db } = app.database;
    const now = new Date();
    await db.insert(reviews).values([
      {
        listingId: id,
        externalId: 'thefork:a',
        source: 'thefork',
        authorName: 'A',
        reviewRate: 5,
        sourceRating: 9,
        sourceScale: '10',
        date: now,
      },
      {
        listingId: id,
        externalId: 'thefork:b',
        source: 'thefork',
        authorName: 'B',
        reviewRate: 4,
        sourceRating: 8,
        sourceScale: '10',
        date: now,
      },
      {
        listingId: id,
        externalId: 'facebook:a',
        source: 'facebook',
        authorName: 'C',
        reviewRate: 5,
        recommends: true,
        sourceScale: 'recommendation',
        date: now,
      },
      {
        listingId: id,
        externalId: 'facebook:b',
        source: 'facebook',
        authorName: 'D',
        reviewRate: 1,
        recommends: false,
        sourceScale: 'recommendation',
        date: now,
      },
    ]);
    const answer = await api(owner, 'GET', `/dashboards/private/sources?period=30d&location=${id}`);
    expect(answer.statusCode).toBe(200);
    const { items, combined } = answer.json();
    const [google, thefork, tripadvisor, facebook] = items;
    expect(thefork).toEqual({ source: 'thefork', averageRating: 8.5, scale: 10, reviews: 2, averageOnFive: 4.25, recommendShare: null });
    expect(tripadvisor).toMatchObject({ reviews: 0, averageRating: null, averageOnFive: null });
    expect(facebook).toEqual({
      source: 'facebook',
      averageRating: 0.5,
      scale: 'recommendation',
      reviews: 2,
      averageOnFive: null,
      recommendShare: 0.5,
    });
    expect(google.reviews).toBeGreaterThan(0);
    expect(combined.reviews).toBe(google.reviews + 2);
    expect(combined.averageOnFive).toBeCloseTo((google.averageOnFive * google.reviews + 4.25 * 2) / (google.reviews + 2), 1);
    expect(combined.conversion).toBe('thefork-out-of-10-halved');
    // Google's own figures never count another source's rating.
    const network = await api(owner, 'GET', '/dashboards/private/sources?period=all&location=all');
    expect(network.json().items[1].reviews).toBeGreaterThanOrEqual(14);
  });

  it('shows the sources the owner picks in the widget, each review labelled, the legal line naming them', async () => {
    const state = (await api(owner, 'GET', `/widgets/private/settings${on()}`)).json();
    expect(state.settings.sources).toEqual(['google']);
    const saved = await api(owner, 'PUT', `/widgets/private/settings${on()}`, { ...state.settings, reviewCount: 10, sources: ['thefork'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.sources).toEqual(['google', 'thefork']);
    const data = (await app.inject({ method: 'GET', url: `/widget/data/${state.publicId}.json` })).json();
    expect(data.sources).toEqual(['google', 'thefork']);
    const thefork = data.reviews.filter((review: { source: string }) => review.source === 'thefork');
    expect(thefork.length).toBeGreaterThan(0);
    expect(thefork[0]).toMatchObject({ scale: 10, sourceRating: expect.any(Number) });
    expect(data.reviews.filter((review: { source: string }) => review.source === 'facebook')).toEqual([]);
    // Google's figures stay Google's own.
    const googleCount = (await api(owner, 'GET', `/reviews/private${on()}`)).json().counts.bySource.google;
    expect(data.total).toBe(googleCount);
  });

  it('exports the connections without their secrets, and disconnects keeping or deleting the reviews', async () => {
    const exported = await api(owner, 'GET', '/users/private/export');
    expect(exported.statusCode).toBe(200);
    const body = exported.body;
    expect(body).toContain('"reviewSources"');
    expect(body).toContain('"source": "thefork"');
    expect(body).not.toContain('"secrets"');
    expect(body).not.toContain('"webhookSecret"');

    const count = async (source: 'tripadvisor' | 'thefork') =>
      (
        await app.database.db
          .select()
          .from(reviews)
          .where(and(eq(reviews.listingId, listingId), eq(reviews.source, source)))
      ).length;
    const kept = await api(owner, 'DELETE', `${sources()}/tripadvisor${on()}`, { keepReviews: true });
    expect(kept.statusCode).toBe(204);
    expect(await count('tripadvisor')).toBeGreaterThan(0);
    expect(await itemOf('tripadvisor')).toMatchObject({ state: 'disconnected' });
    const deleted = await api(owner, 'DELETE', `${sources()}/thefork${on()}`, { keepReviews: false });
    expect(deleted.statusCode).toBe(204);
    expect(await count('thefork')).toBe(0);
    expect(await connectionOf('thefork')).toBeUndefined();
  });
});
