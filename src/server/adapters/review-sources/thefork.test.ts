import { SourceError, type SourceConnection } from './review-source';
import { fakeFetch, fixture, json, type RecordedCall } from './test-fetch';
import { createTheForkSource, readCursor, toSourceReview } from './thefork';

const RESTAURANT = '084c0650-9b8e-4357-bebe-5fad1c069051';
const SETTINGS = { clientId: 'client-123', clientSecret: 'secret-456', restaurantUuid: RESTAURANT };
const NOW = Date.UTC(2026, 9, 10, 12);
const REVIEW_FIXTURES: Record<string, string> = {
  '6f5fdab1-c91a-11ef-8d9e-0e8af7bd4d53': 'thefork-review.json',
  '7a1c2e90-c91b-11ef-8d9e-0e8af7bd4d53': 'thefork-review-pending-comment.json',
  '8b2d3fa1-c91c-11ef-8d9e-0e8af7bd4d53': 'thefork-review-invalid.json',
  '9c3e40b2-c91d-11ef-8d9e-0e8af7bd4d53': 'thefork-review-not-found.json',
};

/** TheFork as its documentation shows it: Auth0's token host, the list of uuids by page, each review by uuid. */
function theForkHost(call: RecordedCall): Response | undefined {
  if (call.url.hostname === 'auth.thefork.io') return json(fixture('thefork-token.json'));
  if (call.url.pathname === '/manager/v1/reviews') {
    return json(fixture(call.url.searchParams.get('page') === '2' ? 'thefork-reviews-page-2.json' : 'thefork-reviews-page-1.json'));
  }
  const uuid = /^\/manager\/v1\/reviews\/([\w-]+)$/.exec(call.url.pathname)?.[1];
  const name = uuid ? REVIEW_FIXTURES[uuid] : undefined;
  if (name) return json(fixture(name), name.endsWith('not-found.json') ? 404 : 200);
  return undefined;
}

/** TheFork refusing the next API call with 401, as when it revokes a token before its time. */
function refusingOnce() {
  const state = { refuseNext: false };
  const fake = fakeFetch((call) => {
    const refuse = state.refuseNext && call.url.hostname === 'api.thefork.io';
    state.refuseNext &&= !refuse;
    return refuse ? json(fixture('thefork-unauthorized.json'), 401) : theForkHost(call);
  });
  return { ...fake, state };
}

/** TheFork answering `name` with `status` on `host`, as usual elsewhere. */
const failingOn = (host: string, name: string, status: number, headers: Record<string, string>) =>
  fakeFetch((call) => (call.url.hostname === host ? json(fixture(name), status, headers) : theForkHost(call)));

const connectionOf = (secrets = { clientId: 'client-123', clientSecret: 'secret-456' }): SourceConnection => ({
  id: 'conn-1',
  source: 'thefork',
  externalId: RESTAURANT,
  summary: { name: null, rating: null, reviewCount: null, ranking: null, url: null },
  secrets,
  demo: false,
});

describe('TheFork B2B adapter (recorded-shape fixtures)', () => {
  it('takes a client-credentials token for TheFork’s audience, then proves the restaurant is reachable', async () => {
    const { impl, calls } = fakeFetch(theForkHost);
    const theFork = createTheForkSource({ fetchImpl: impl, now: () => NOW });

    const { connection, callsUsed } = await theFork.connect('conn-1', SETTINGS);

    expect(connection).toMatchObject({ id: 'conn-1', source: 'thefork', externalId: RESTAURANT, demo: false });
    expect(connection.secrets).toEqual({ clientId: 'client-123', clientSecret: 'secret-456' });
    expect(callsUsed).toBe(2);
    expect(calls[0].method).toBe('POST');
    expect(JSON.parse(calls[0].body!)).toEqual({
      client_id: 'client-123',
      client_secret: 'secret-456',
      audience: 'https://api.thefork.io',
      grant_type: 'client_credentials',
    });
    expect(calls[1].headers.get('authorization')).toBe(
      `Bearer ${(fixture('thefork-token.json') as { access_token: string }).access_token}`,
    );
    expect(Object.fromEntries(calls[1].url.searchParams)).toEqual({
      restaurantUuid: RESTAURANT,
      startDate: '2026-10-09',
      endDate: '2026-10-11',
      limit: '50',
      page: '1',
    });
  });

  it('refuses settings that cannot be TheFork’s before any call', async () => {
    const { impl, calls } = fakeFetch(theForkHost);
    const theFork = createTheForkSource({ fetchImpl: impl });

    await expect(theFork.connect('c', { ...SETTINGS, restaurantUuid: 'not-a-uuid' })).rejects.toMatchObject({
      code: 'SOURCE_INVALID_SETTINGS',
    });
    await expect(theFork.connect('c', { ...SETTINGS, clientSecret: '' })).rejects.toMatchObject({ code: 'SOURCE_INVALID_SETTINGS' });
    await expect(theFork.connect('c', { ...SETTINGS, restaurantUuid: `${RESTAURANT}${'0'.repeat(100_000)}` })).rejects.toMatchObject({
      code: 'SOURCE_INVALID_SETTINGS',
    });
    expect(calls).toHaveLength(0);
  });

  it('keeps the token until it expires, and takes a new one after', async () => {
    let now = NOW;
    const { impl, calls } = fakeFetch(theForkHost);
    const theFork = createTheForkSource({ fetchImpl: impl, now: () => now });

    await theFork.readReview(connectionOf(), '6f5fdab1-c91a-11ef-8d9e-0e8af7bd4d53');
    await theFork.readReview(connectionOf(), '6f5fdab1-c91a-11ef-8d9e-0e8af7bd4d53');
    expect(calls.filter((call) => call.url.hostname === 'auth.thefork.io')).toHaveLength(1);

    // 8600 s of life, used a minute early.
    now += (8600 - 60) * 1000 + 1;
    await theFork.readReview(connectionOf(), '6f5fdab1-c91a-11ef-8d9e-0e8af7bd4d53');
    expect(calls.filter((call) => call.url.hostname === 'auth.thefork.io')).toHaveLength(2);
  });

  it('does not lend a cached token to the same client id with another secret', async () => {
    const { impl, calls } = fakeFetch(theForkHost);
    const theFork = createTheForkSource({ fetchImpl: impl, now: () => NOW });

    await theFork.readReview(connectionOf(), '6f5fdab1-c91a-11ef-8d9e-0e8af7bd4d53');
    await theFork.readReview(connectionOf({ clientId: 'client-123', clientSecret: 'other' }), '6f5fdab1-c91a-11ef-8d9e-0e8af7bd4d53');

    expect(calls.filter((call) => call.url.hostname === 'auth.thefork.io')).toHaveLength(2);
  });

  it('reads one review: rating out of 10, published comment and reply, the reservation, the diner by first name and initial', async () => {
    const { impl } = fakeFetch(theForkHost);
    const theFork = createTheForkSource({ fetchImpl: impl, now: () => NOW });

    const { review, callsUsed } = await theFork.readReview(connectionOf(), '6f5fdab1-c91a-11ef-8d9e-0e8af7bd4d53');

    expect(callsUsed).toBe(2);
    expect(review).toEqual({
      source: 'thefork',
      externalId: '6f5fdab1-c91a-11ef-8d9e-0e8af7bd4d53',
      authorName: 'Hélène M.',
      rating: 9.2,
      scale: 10,
      text: 'Une soirée parfaite : le risotto aux cèpes était remarquable et le service attentionné.',
      language: 'fr',
      date: new Date('2026-10-02T21:14:09.512Z'),
      reply: { text: "Merci Hélène, toute l'équipe est ravie que la soirée vous ait plu !", date: new Date('2026-10-04T10:15:00.000Z') },
      reservationId: '772decf1-8f6f-4676-af3d-823413203fc2',
      demo: false,
    });
  });

  it('shows no text for a comment still in moderation, and drops a review TheFork marks invalid', () => {
    expect(toSourceReview(fixture('thefork-review-pending-comment.json') as object)).toMatchObject({
      authorName: 'Client TheFork',
      rating: 5,
      text: null,
      reply: null,
    });
    expect(toSourceReview(fixture('thefork-review-invalid.json') as object)).toBeNull();
  });

  it('backfills page by page over a fixed date range, skipping invalid and vanished reviews', async () => {
    const { impl, calls } = fakeFetch(theForkHost);
    const theFork = createTheForkSource({ fetchImpl: impl, now: () => NOW, backfillDays: 365 });

    const first = await theFork.readReviews(connectionOf());
    expect(first.reviews.map((review) => review.externalId)).toEqual([
      '6f5fdab1-c91a-11ef-8d9e-0e8af7bd4d53',
      '7a1c2e90-c91b-11ef-8d9e-0e8af7bd4d53',
    ]);
    expect(first).toMatchObject({ nextCursor: '2|2025-10-10|2026-10-11', callsUsed: 5, history: 'complete' });

    const second = await theFork.readReviews(connectionOf(), { cursor: first.nextCursor });
    // The vanished review (404 REVIEW_NOT_FOUND) is no error: it is simply not there.
    expect(second).toMatchObject({ reviews: [], nextCursor: null, callsUsed: 2 });
    expect(calls.at(-2)!.url.searchParams.get('page')).toBe('2');
    expect(calls.at(-2)!.url.searchParams.get('startDate')).toBe('2025-10-10');
  });

  it('reads from the day before `since` when it is given', async () => {
    const { impl, calls } = fakeFetch(theForkHost);
    const theFork = createTheForkSource({ fetchImpl: impl, now: () => NOW });

    await theFork.readReviews(connectionOf(), { since: new Date('2026-10-05T03:00:00Z') });

    expect(calls[1].url.searchParams.get('startDate')).toBe('2026-10-04');
  });

  it.each([
    ['1|2026-01-01|2026-02-01', { page: 1, startDate: '2026-01-01', endDate: '2026-02-01' }],
    ['0|2026-01-01|2026-02-01', null],
    ['x|2026-01-01|2026-02-01', null],
    ['2|2026-01-01', null],
    [`2|2026-01-01|2026-02-01${'|'.repeat(50)}`, null],
  ])('reads the cursor %j as %j', (cursor, expected) => {
    expect(readCursor(cursor)).toEqual(expected);
  });

  it('takes one new token when TheFork refuses a cached one before its time', async () => {
    const { impl, calls, state } = refusingOnce();
    const theFork = createTheForkSource({ fetchImpl: impl, now: () => NOW });
    await theFork.readReview(connectionOf(), '6f5fdab1-c91a-11ef-8d9e-0e8af7bd4d53');

    state.refuseNext = true;
    const { review, callsUsed } = await theFork.readReview(connectionOf(), '6f5fdab1-c91a-11ef-8d9e-0e8af7bd4d53');

    expect(review?.rating).toBe(9.2);
    expect(callsUsed).toBe(3);
    expect(calls.map((call) => call.url.hostname)).toEqual([
      'auth.thefork.io',
      'api.thefork.io',
      'api.thefork.io',
      'auth.thefork.io',
      'api.thefork.io',
    ]);
  });

  it.each([
    ['wrong client credentials', 'auth.thefork.io', 'thefork-token-denied.json', 401, {}, 'SOURCE_UNAUTHORIZED', 'access_denied', null],
    ['a token TheFork refuses', 'api.thefork.io', 'thefork-unauthorized.json', 401, {}, 'SOURCE_UNAUTHORIZED', '401', null],
    [
      'an unknown restaurant',
      'api.thefork.io',
      'thefork-restaurant-not-found.json',
      404,
      {},
      'SOURCE_NOT_FOUND',
      'RESTAURANT_NOT_FOUND',
      null,
    ],
    ['the rate limit', 'api.thefork.io', 'thefork-rate-limited.json', 429, { 'retry-after': '30' }, 'SOURCE_RATE_LIMITED', '429', 30],
    ['a server failure', 'api.thefork.io', 'thefork-rate-limited.json', 503, {}, 'SOURCE_UNAVAILABLE', '503', null],
  ])('maps %s to a typed error', async (_case, host, name, status, headers, code, platformCode, retryAfter) => {
    const { impl } = failingOn(host, name, status, headers);
    const theFork = createTheForkSource({ fetchImpl: impl, now: () => NOW });

    const error = await theFork.connect('c', SETTINGS).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(SourceError);
    expect(error).toMatchObject({ code, source: 'thefork', platformCode, retryAfterSeconds: retryAfter });
  });

  it('says TheFork cannot be reached when the network fails', async () => {
    const theFork = createTheForkSource({
      fetchImpl: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(theFork.connect('c', SETTINGS)).rejects.toMatchObject({ code: 'SOURCE_UNAVAILABLE' });
  });

  it('opens TheFork Manager to paste a reply, since Bonavis does not publish there', () => {
    const theFork = createTheForkSource({
      managerReviewUrl: 'https://manager.thefork.com/fr_FR/restaurant/{restaurantUuid}/reviews/{reviewUuid}',
    });
    const review = toSourceReview(fixture('thefork-review.json') as object)!;

    expect(theFork.reply).toBeUndefined();
    expect(theFork.replyTarget(connectionOf(), review)).toEqual({
      way: 'copy-and-open',
      url: `https://manager.thefork.com/fr_FR/restaurant/${RESTAURANT}/reviews/6f5fdab1-c91a-11ef-8d9e-0e8af7bd4d53`,
    });
  });
});
