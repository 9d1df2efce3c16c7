import { createProfileClient } from './profile-client';
import { ProfileError } from './profile-error';
import type { PostDraft, ProfileHours } from './profile-types';
import { answer, fixtureText, recordingFetch, type RecordedCall } from './test-fixtures';

const LOCATION = { account: 'accounts/104790586216', location: 'locations/4471917212342541832' };
const V4 = 'https://mybusiness.googleapis.com/v4/accounts/104790586216/locations/4471917212342541832';
const INFO = 'https://mybusinessbusinessinformation.googleapis.com/v1/locations/4471917212342541832';
const PERF = 'https://businessprofileperformance.googleapis.com/v1/locations/4471917212342541832';

/** A client whose every call is answered in turn by `answers`, and which records what it sent. */
function clientAnswering(...answers: (() => Response)[]) {
  const tokens: boolean[] = [];
  const { impl, calls } = recordingFetch((_call, index) => answers[index]?.());
  const client = createProfileClient({
    fetch: impl,
    accessToken: async ({ refresh }) => {
      tokens.push(refresh);
      return refresh ? 'ya29.fresh' : 'ya29.current';
    },
  });
  return { client, calls, tokens };
}

const at = (call: RecordedCall) => `${call.method} ${call.url.origin}${call.url.pathname}`;
const jsonBody = (call: RecordedCall) => JSON.parse(String(call.body)) as Record<string, unknown>;

describe('the Google profile client: hours', () => {
  it('reads the Location with the hours read mask, on the establishment’s token', async () => {
    const { client, calls } = clientAnswering(() => answer(fixtureText('location-hours.json')));
    const state = await client.getHours(LOCATION);
    expect(at(calls[0])).toBe(`GET ${INFO}`);
    expect(calls[0].url.searchParams.get('readMask')).toBe('name,regularHours,specialHours,metadata');
    expect(calls[0].headers.get('authorization')).toBe('Bearer ya29.current');
    expect(state.hours.regular).toHaveLength(4);
    expect(state.hours.special[0]).toEqual({ date: '2026-12-25', closed: true });
    expect(state).toMatchObject({ state: 'applied', googleUpdated: true });
  });

  it('patches only the special hours, naming them in the update mask, and shows Google’s pending review', async () => {
    const before: ProfileHours = {
      regular: [{ day: 'TUESDAY', open: '07:00', close: '13:00' }],
      special: [{ date: '2026-12-25', closed: true }],
    };
    const after: ProfileHours = {
      ...before,
      special: [...before.special, { date: '2026-12-24', closed: false, open: '07:00', close: '16:00' }],
    };
    const { client, calls } = clientAnswering(() => answer(fixtureText('location-patched.json')));
    const update = await client.updateHours(LOCATION, { before, after });

    expect(at(calls[0])).toBe(`PATCH ${INFO}`);
    expect(calls[0].url.searchParams.get('updateMask')).toBe('specialHours');
    expect(calls[0].headers.get('content-type')).toBe('application/json');
    expect(jsonBody(calls[0])).toEqual({
      specialHours: {
        specialHourPeriods: [
          {
            startDate: { year: 2026, month: 12, day: 24 },
            endDate: { year: 2026, month: 12, day: 24 },
            openTime: { hours: 7 },
            closeTime: { hours: 16 },
          },
          { startDate: { year: 2026, month: 12, day: 25 }, closed: true },
        ],
      },
    });
    expect(update).toMatchObject({ state: 'pending', updateMask: ['specialHours'] });
    expect(update.hours.special).toEqual(after.special.slice().reverse());
  });

  it('sends both fields when both changed, and no patch at all when nothing did', async () => {
    const hours: ProfileHours = { regular: [{ day: 'MONDAY', open: '09:00', close: '18:00' }], special: [] };
    const both = clientAnswering(() => answer(fixtureText('location-patched.json')));
    await both.client.updateHours(LOCATION, { before: hours, after: { regular: [], special: [{ date: '2026-05-01', closed: true }] } });
    expect(both.calls[0].url.searchParams.get('updateMask')).toBe('regularHours,specialHours');
    expect(jsonBody(both.calls[0])).toEqual({
      regularHours: { periods: [] },
      specialHours: { specialHourPeriods: [{ startDate: { year: 2026, month: 5, day: 1 }, closed: true }] },
    });

    const same = clientAnswering(() => answer(fixtureText('location-hours.json')));
    const unchanged = await same.client.updateHours(LOCATION, { before: hours, after: { ...hours } });
    expect(same.calls.map(at)).toEqual([`GET ${INFO}`]);
    expect(unchanged.updateMask).toEqual([]);
  });

  it('refuses bad hours before any call, with the fields at fault', async () => {
    const { client, calls } = clientAnswering();
    const after = {
      regular: [{ day: 'LUNDI', open: '9:00', close: '25:00' }],
      special: [{ date: '2026-02-30', closed: false }],
    } as unknown as ProfileHours;
    const refusal = await client.updateHours(LOCATION, { before: { regular: [], special: [] }, after }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ProfileError);
    expect((refusal as ProfileError).code).toBe('PROFILE_INVALID');
    expect((refusal as ProfileError).violations.map((entry) => entry.field)).toEqual([
      'regular[0].day',
      'regular[0].open',
      'regular[0].close',
      'special[0].date',
      'special[0].open',
      'special[0].close',
    ]);
    expect(calls).toHaveLength(0);
  });
});

const DRAFT: PostDraft = {
  kind: 'news',
  summary: 'Galettes des rois : commandez dès maintenant.',
  languageCode: 'fr',
  photoUrl: 'https://cdn.bonavis.fr/photos/galette.jpg',
  callToAction: { action: 'ORDER', url: 'https://boulangerie-exemple.fr/galettes' },
  event: null,
  offer: null,
};

describe('the Google profile client: posts and photos', () => {
  it('lists posts page by page with Google’s largest page, leaving ALERT posts out', async () => {
    const firstPage = JSON.stringify({ ...JSON.parse(fixtureText('local-posts-list.json')), nextPageToken: 'page-2' });
    const { client, calls } = clientAnswering(
      () => answer(firstPage),
      () => answer(JSON.stringify({ localPosts: [JSON.parse(fixtureText('local-post-created.json'))] })),
    );
    const posts = await client.listPosts(LOCATION);
    expect(calls.map(at)).toEqual([`GET ${V4}/localPosts`, `GET ${V4}/localPosts`]);
    expect(calls[0].url.searchParams.get('pageSize')).toBe('100');
    expect(calls[1].url.searchParams.get('pageToken')).toBe('page-2');
    expect(posts.map((post) => post.state)).toEqual(['live', 'processing', 'rejected', 'processing']);
  });

  it('creates a post with its photo by sourceUrl and answers with Google’s state', async () => {
    const { client, calls } = clientAnswering(() => answer(fixtureText('local-post-created.json')));
    const post = await client.createPost(LOCATION, DRAFT);
    expect(at(calls[0])).toBe(`POST ${V4}/localPosts`);
    expect(jsonBody(calls[0])).toEqual({
      languageCode: 'fr',
      summary: DRAFT.summary,
      topicType: 'STANDARD',
      media: [{ mediaFormat: 'PHOTO', sourceUrl: 'https://cdn.bonavis.fr/photos/galette.jpg' }],
      callToAction: { actionType: 'ORDER', url: 'https://boulangerie-exemple.fr/galettes' },
    });
    expect(post).toMatchObject({ id: '5512345678901234567', kind: 'news', state: 'processing', createdAt: '2026-12-28T10:00:00.123Z' });
  });

  it('deletes a post and a photo by id, and refuses an id that could leave the path', async () => {
    const { client, calls } = clientAnswering(
      () => answer('{}'),
      () => answer(''),
    );
    await client.deletePost(LOCATION, '5512345678901234567');
    await client.deleteMedia(LOCATION, 'AF1QipRnewShop');
    expect(calls.map(at)).toEqual([`DELETE ${V4}/localPosts/5512345678901234567`, `DELETE ${V4}/media/AF1QipRnewShop`]);
    await expect(client.deletePost(LOCATION, '../../reviews/1')).rejects.toMatchObject({ code: 'PROFILE_INVALID' });
    expect(calls).toHaveLength(2);
  });

  it('lists photos, leaving videos out', async () => {
    const { client, calls } = clientAnswering(() => answer(fixtureText('media-list.json')));
    const photos = await client.listMedia(LOCATION);
    expect(at(calls[0])).toBe(`GET ${V4}/media`);
    expect(photos.map((photo) => [photo.id, photo.category])).toEqual([
      ['AF1QipOfacade', 'EXTERIOR'],
      ['AF1QipQcustomer', null],
    ]);
  });

  it('adds a photo by sourceUrl in one call', async () => {
    const { client, calls } = clientAnswering(() => answer(fixtureText('media-created.json')));
    const photo = await client.createMedia(LOCATION, { category: 'INTERIOR', sourceUrl: 'https://cdn.bonavis.fr/boutique.jpg' });
    expect(at(calls[0])).toBe(`POST ${V4}/media`);
    expect(jsonBody(calls[0])).toEqual({
      mediaFormat: 'PHOTO',
      locationAssociation: { category: 'INTERIOR' },
      sourceUrl: 'https://cdn.bonavis.fr/boutique.jpg',
    });
    expect(photo).toMatchObject({ id: 'AF1QipRnewShop', width: 2048, googleUrl: expect.stringContaining('AF1QipRnewShop') });
  });

  it('uploads bytes in three calls: a data reference, the bytes, then the item pointing at them', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    const { client, calls } = clientAnswering(
      () => answer(fixtureText('media-start-upload.json')),
      () => answer('{"resourceName":"AF1QipUploadRef-8k2L_x9"}'),
      () => answer(fixtureText('media-created.json')),
    );
    await client.createMedia(LOCATION, { category: 'INTERIOR', bytes, contentType: 'image/jpeg' });
    expect(calls.map(at)).toEqual([
      `POST ${V4}/media:startUpload`,
      'POST https://mybusiness.googleapis.com/upload/v1/media/AF1QipUploadRef-8k2L_x9',
      `POST ${V4}/media`,
    ]);
    expect(calls[1].url.searchParams.get('upload_type')).toBe('media');
    expect(calls[1].headers.get('content-type')).toBe('image/jpeg');
    expect(calls[1].body).toEqual(bytes);
    expect(jsonBody(calls[2])).toEqual({
      mediaFormat: 'PHOTO',
      locationAssociation: { category: 'INTERIOR' },
      dataRef: { resourceName: 'AF1QipUploadRef-8k2L_x9' },
    });
  });
});

describe('the Google profile client: figures', () => {
  it('asks for the nine daily metrics over the range and gives a row per day', async () => {
    const { client, calls } = clientAnswering(() => answer(fixtureText('daily-metrics.json')));
    const rows = await client.fetchDailyMetrics(LOCATION, { from: '2026-05-30', to: '2026-06-01' });
    expect(at(calls[0])).toBe(`GET ${PERF}:fetchMultiDailyMetricsTimeSeries`);
    const query = calls[0].url.searchParams;
    expect(query.getAll('dailyMetrics')).toEqual([
      'BUSINESS_IMPRESSIONS_DESKTOP_MAPS',
      'BUSINESS_IMPRESSIONS_DESKTOP_SEARCH',
      'BUSINESS_IMPRESSIONS_MOBILE_MAPS',
      'BUSINESS_IMPRESSIONS_MOBILE_SEARCH',
      'CALL_CLICKS',
      'BUSINESS_DIRECTION_REQUESTS',
      'WEBSITE_CLICKS',
      'BUSINESS_BOOKINGS',
      'BUSINESS_FOOD_ORDERS',
    ]);
    expect(
      ['startDate.year', 'startDate.month', 'startDate.day', 'endDate.year', 'endDate.month', 'endDate.day'].map((key) =>
        query.get(`dailyRange.${key}`),
      ),
    ).toEqual(['2026', '5', '30', '2026', '6', '1']);
    expect(rows.map((row) => row.values.BUSINESS_IMPRESSIONS_MOBILE_SEARCH)).toEqual([31, 18, 27]);
  });

  it('reads the monthly keywords over a month range', async () => {
    const { client, calls } = clientAnswering(() => answer(fixtureText('search-keywords.json')));
    const keywords = await client.fetchMonthlyKeywords(LOCATION, { from: '2026-01', to: '2026-03' });
    expect(at(calls[0])).toBe(`GET ${PERF}/searchkeywords/impressions/monthly`);
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({
      'monthlyRange.startMonth.year': '2026',
      'monthlyRange.startMonth.month': '1',
      'monthlyRange.endMonth.year': '2026',
      'monthlyRange.endMonth.month': '3',
      pageSize: '100',
    });
    expect(keywords[2]).toEqual({ keyword: 'pain au levain paris 11', impressions: null, fewerThan: 15 });
  });

  it.each([
    ['a reversed range', { from: '2026-06-02', to: '2026-06-01' }],
    ['a range past 550 days', { from: '2024-01-01', to: '2026-01-01' }],
    ['a date that is not one', { from: '2026-13-01', to: '2026-13-02' }],
  ])('refuses %s before any call', async (_title, range) => {
    const { client, calls } = clientAnswering();
    await expect(client.fetchDailyMetrics(LOCATION, range)).rejects.toMatchObject({ code: 'PROFILE_INVALID' });
    expect(calls).toHaveLength(0);
  });
});

describe("the Google profile client: Google's refusals", () => {
  it('maps 429 RESOURCE_EXHAUSTED to PROFILE_RATE_LIMITED with Retry-After, else RetryInfo', async () => {
    const header = clientAnswering(() => answer(fixtureText('error-429.json'), 429, { 'retry-after': '12' }));
    await expect(header.client.getHours(LOCATION)).rejects.toMatchObject({
      code: 'PROFILE_RATE_LIMITED',
      retryAfterSeconds: 12,
      reason: 'RATE_LIMIT_EXCEEDED',
    });
    const retryInfo = clientAnswering(() => answer(fixtureText('error-429.json'), 429));
    await expect(retryInfo.client.getHours(LOCATION)).rejects.toMatchObject({ retryAfterSeconds: 37 });
  });

  it('maps a 429 with a quota of zero (project not approved) to PROFILE_FORBIDDEN: waiting will not help', async () => {
    const body = fixtureText('error-429.json').replace('"quota_limit_value": "300"', '"quota_limit_value": "0"');
    const { client } = clientAnswering(() => answer(body, 429));
    await expect(client.listPosts(LOCATION)).rejects.toMatchObject({ code: 'PROFILE_FORBIDDEN', reason: 'API_ACCESS_NOT_GRANTED' });
  });

  it('maps 400 INVALID_ARGUMENT to PROFILE_INVALID with Google’s field violations', async () => {
    const { client } = clientAnswering(() => answer(fixtureText('error-400.json'), 400));
    const refusal = (await client.createPost(LOCATION, DRAFT).catch((error: unknown) => error)) as ProfileError;
    expect(refusal.code).toBe('PROFILE_INVALID');
    expect(refusal.violations).toEqual([
      { field: 'special_hours.special_hour_periods[0].close_time', description: 'Close time must be after open time.' },
      { field: 'regular_hours.periods[2].open_day', description: 'Invalid day of week.' },
    ]);
  });

  it.each([
    ['403 PERMISSION_DENIED', () => fixtureText('error-403.json'), 403, 'PROFILE_FORBIDDEN'],
    ['404 NOT_FOUND', () => fixtureText('error-404.json'), 404, 'PROFILE_NOT_FOUND'],
    ['503 with a proxy page', () => '<html>busy</html>', 503, 'PROFILE_UNAVAILABLE'],
  ])('maps %s', async (_title, body, status, code) => {
    const { client } = clientAnswering(() => answer(body(), status));
    await expect(client.deleteMedia(LOCATION, 'AF1QipOfacade')).rejects.toMatchObject({ code, status });
  });

  it('refreshes the token once on a 401 and calls again; a second 401 means the access is revoked', async () => {
    const unauthenticated = () => answer('{"error":{"code":401,"status":"UNAUTHENTICATED","message":"Invalid Credentials"}}', 401);
    const once = clientAnswering(unauthenticated, () => answer(fixtureText('media-list.json')));
    await once.client.listMedia(LOCATION);
    expect(once.tokens).toEqual([false, true]);
    expect(once.calls[1].headers.get('authorization')).toBe('Bearer ya29.fresh');

    const twice = clientAnswering(unauthenticated, unauthenticated);
    await expect(twice.client.listMedia(LOCATION)).rejects.toMatchObject({ code: 'PROFILE_TOKEN_REVOKED' });
    expect(twice.calls).toHaveLength(2);
  });

  it('maps an unreachable Google and an unreadable answer to PROFILE_UNAVAILABLE', async () => {
    const down = createProfileClient({
      accessToken: async () => 'token',
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    await expect(down.getHours(LOCATION)).rejects.toMatchObject({ code: 'PROFILE_UNAVAILABLE' });
    const garbled = clientAnswering(() => answer('not json'));
    await expect(garbled.client.getHours(LOCATION)).rejects.toMatchObject({ code: 'PROFILE_UNAVAILABLE' });
  });

  it('waits for the shared quota before each call, and sends stand-in calls under the configured base', async () => {
    const order: string[] = [];
    const { impl, calls } = recordingFetch(() => {
      order.push('call');
      return answer(fixtureText('location-hours.json'));
    });
    const client = createProfileClient({
      fetch: impl,
      accessToken: async () => 'token',
      apiBaseUrl: 'http://127.0.0.1:9999/google-demo',
      beforeApiCall: async () => {
        order.push('quota');
      },
    });
    await client.getHours(LOCATION);
    expect(order).toEqual(['quota', 'call']);
    expect(calls[0].url.pathname).toBe('/google-demo/mybusinessbusinessinformation.googleapis.com/v1/locations/4471917212342541832');
  });
});
