import { createHmac } from 'node:crypto';
import { createFacebookSource, toSourceReview } from './facebook';
import { createFacebookLogin } from './facebook-login';
import { SourceError, type SourceConnection } from './review-source';
import { fakeFetch, fixture, json, type RecordedCall } from './test-fetch';

const PAGE_ID = '104857391284756';
const GRAPH = { appId: 'app-1', appSecret: 'app-secret' };
const BUC_HEADER = JSON.stringify({ [PAGE_ID]: [{ type: 'pages', call_count: 100, estimated_time_to_regain_access: 7 }] });

/** The Graph API as Meta's reference shows it, at the pinned version. */
function graphHost(call: RecordedCall): Response | undefined {
  const path = call.url.pathname;
  if (path === `/v21.0/${PAGE_ID}`) return json(fixture('facebook-page.json'));
  if (path === `/v21.0/${PAGE_ID}/ratings`) {
    return json(fixture(call.url.searchParams.get('after') ? 'facebook-ratings-page-2.json' : 'facebook-ratings-page-1.json'));
  }
  if (path.endsWith('/comments') && call.method === 'POST') return json(fixture('facebook-comment-created.json'));
  if (path === '/v21.0/oauth/access_token') {
    return json(fixture(call.url.searchParams.get('code') ? 'facebook-token-short.json' : 'facebook-token-long.json'));
  }
  if (path === '/v21.0/me/accounts') return json(fixture('facebook-accounts.json'));
  return undefined;
}

const refusing = (name: string, status: number, headers: Record<string, string> = {}) =>
  fakeFetch(() => json(fixture(name), status, headers));

const CONNECTION: SourceConnection = {
  id: 'conn-fb',
  source: 'facebook',
  externalId: PAGE_ID,
  summary: { name: 'Pâtisserie Lemoine', rating: null, reviewCount: null, ranking: null, url: null },
  secrets: { pageAccessToken: 'EAAGpage-token-demo' },
  demo: false,
};

describe('Facebook Login for Business (recorded-shape fixtures)', () => {
  const login = (fetchImpl: typeof fetch) =>
    createFacebookLogin({ ...GRAPH, fetchImpl, redirectUri: 'https://app.bonavis.fr/api/facebook/callback', now: () => 0 });

  it('builds the dialog address with the three scopes and the state', () => {
    const url = new URL(login(fetch).loginUrl('state-xyz'));
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/v21.0/dialog/oauth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'app-1',
      redirect_uri: 'https://app.bonavis.fr/api/facebook/callback',
      state: 'state-xyz',
      response_type: 'code',
      scope: 'pages_show_list,pages_read_user_content,pages_manage_engagement',
    });
  });

  it('asks for a Login for Business configuration instead of scopes when one is given', () => {
    const withConfig = createFacebookLogin({ ...GRAPH, redirectUri: 'https://app.bonavis.fr/cb', configId: 'cfg-42' });
    const query = new URL(withConfig.loginUrl('s')).searchParams;
    expect(query.get('config_id')).toBe('cfg-42');
    expect(query.has('scope')).toBe(false);
  });

  it('exchanges the code for a long-lived user token, in two calls', async () => {
    const { impl, calls } = fakeFetch(graphHost);
    await expect(login(impl).exchangeCode('code-abc')).resolves.toEqual({
      accessToken: 'EAAGlong-lived',
      expiresAt: new Date(5183944 * 1000),
    });
    expect(calls[0].url.searchParams.get('code')).toBe('code-abc');
    expect(Object.fromEntries(calls[1].url.searchParams)).toMatchObject({
      grant_type: 'fb_exchange_token',
      fb_exchange_token: 'EAAGshort-lived',
    });
  });

  it('lists the Pages the person manages, with their tokens', async () => {
    const { impl } = fakeFetch(graphHost);
    await expect(login(impl).pages('EAAGlong-lived')).resolves.toEqual([
      {
        id: PAGE_ID,
        name: 'Pâtisserie Lemoine',
        accessToken: 'EAAGpage-1',
        tasks: ['ANALYZE', 'ADVERTISE', 'MODERATE', 'CREATE_CONTENT', 'MANAGE'],
      },
      { id: '204857391284757', name: 'Lemoine Traiteur', accessToken: 'EAAGpage-2', tasks: ['ANALYZE', 'MODERATE'] },
    ]);
  });
});

describe('Facebook recommendations adapter (recorded-shape fixtures)', () => {
  it('connects a Page through the person’s token, keeping the Page token as a secret', async () => {
    const { impl, calls } = fakeFetch(graphHost);

    const { connection, callsUsed } = await createFacebookSource({ ...GRAPH, fetchImpl: impl }).connect('conn-fb', {
      userAccessToken: 'EAAGlong-lived',
      pageId: PAGE_ID,
    });

    expect(callsUsed).toBe(1);
    expect(connection).toMatchObject({
      externalId: PAGE_ID,
      summary: { name: 'Pâtisserie Lemoine', url: 'https://www.facebook.com/patisserielemoine' },
      secrets: { pageAccessToken: 'EAAGpage-token-demo' },
    });
    // The token rides in the header, signed by appsecret_proof; never in the address.
    expect(calls[0].headers.get('authorization')).toBe('Bearer EAAGlong-lived');
    expect(calls[0].url.searchParams.has('access_token')).toBe(false);
    expect(calls[0].url.searchParams.get('appsecret_proof')).toBe(
      createHmac('sha256', 'app-secret').update('EAAGlong-lived').digest('hex'),
    );
  });

  it('refuses a Page the person does not manage, and bad settings before any call', async () => {
    const notManaged = fakeFetch(() => json(fixture('facebook-page-not-managed.json')));
    const source = createFacebookSource({ ...GRAPH, fetchImpl: notManaged.impl });
    await expect(source.connect('c', { userAccessToken: 't', pageId: PAGE_ID })).rejects.toMatchObject({
      code: 'SOURCE_FORBIDDEN',
      platformCode: 'NO_PAGE_TOKEN',
    });
    await expect(source.connect('c', { userAccessToken: 't', pageId: '../me' })).rejects.toMatchObject({ code: 'SOURCE_INVALID_SETTINGS' });
    expect(notManaged.calls).toHaveLength(1);
  });

  it('reads recommendations page by page: recommends or not, the text, the Page’s own comment as its reply', async () => {
    const { impl, calls } = fakeFetch(graphHost);
    const source = createFacebookSource({ ...GRAPH, fetchImpl: impl });

    const first = await source.readReviews(CONNECTION);
    expect(first).toMatchObject({ callsUsed: 1, history: 'complete', nextCursor: 'MTA5OTg4Nzc2NjU1NDQzMzoxNzU5NjU5MzAw' });
    expect(first.reviews[0]).toEqual({
      source: 'facebook',
      externalId: '1022334455667788_1234567890123456',
      authorName: 'Élodie Fontaine',
      rating: null,
      scale: 'recommendation',
      recommends: true,
      text: 'Accueil au top et pâtisseries délicieuses, je recommande !',
      date: new Date('2026-10-08T17:42:11Z'),
      reply: { text: 'Merci Élodie, à très bientôt !', date: new Date('2026-10-09T08:01:00Z') },
      url: 'https://www.facebook.com/1022334455667788_1234567890123456',
      replyTo: '1022334455667788_1234567890123456',
      demo: false,
    });
    // Meta leaves the reviewer out unless the person allowed it.
    expect(first.reviews[1]).toMatchObject({ authorName: 'Utilisateur Facebook', recommends: false, reply: null });
    expect(calls[0].url.searchParams.get('fields')).toContain('recommendation_type,review_text,reviewer');

    const second = await source.readReviews(CONNECTION, { cursor: first.nextCursor });
    expect(calls[1].url.searchParams.get('after')).toBe('MTA5OTg4Nzc2NjU1NDQzMzoxNzU5NjU5MzAw');
    // Another person's comment on the story is not the Page's reply.
    expect(second).toMatchObject({ nextCursor: null, reviews: [{ authorName: 'Karim B.', reply: null }] });
  });

  it('stops paging at the first recommendation older than `since`', async () => {
    const { impl } = fakeFetch(graphHost);
    const batch = await createFacebookSource({ ...GRAPH, fetchImpl: impl }).readReviews(CONNECTION, {
      since: new Date('2026-10-06T00:00:00Z'),
    });
    expect(batch.reviews.map((review) => review.authorName)).toEqual(['Élodie Fontaine']);
    expect(batch.nextCursor).toBeNull();
  });

  it('answers a recommendation as a comment on its story, by API', async () => {
    const { impl, calls } = fakeFetch(graphHost);
    const source = createFacebookSource({ ...GRAPH, fetchImpl: impl });
    const review = toSourceReview((fixture('facebook-ratings-page-1.json') as { data: object[] }).data[1], PAGE_ID);

    const sent = await source.reply(CONNECTION, review, 'Toutes nos excuses, contactez-nous.');

    expect(sent.externalId).toBe('1022334455667788_1234567890123456_998877665544');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url.pathname).toBe('/v21.0/1099887766554433_2345678901234567/comments');
    expect(new URLSearchParams(calls[0].body!).get('message')).toBe('Toutes nos excuses, contactez-nous.');
    expect(calls[0].headers.get('authorization')).toBe('Bearer EAAGpage-token-demo');
    expect(source.replyTarget(CONNECTION, review)).toEqual({ way: 'api' });
  });

  it.each([
    ['an expired token (190/463)', 'facebook-error-expired-token.json', 400, {}, 'SOURCE_UNAUTHORIZED', '190/463', null],
    ['a missing permission (10)', 'facebook-error-permission.json', 403, {}, 'SOURCE_FORBIDDEN', '10', null],
    ['a permission not granted (200)', 'facebook-error-permission-200.json', 403, {}, 'SOURCE_FORBIDDEN', '200', null],
    ['the deprecated Recommendation node (12)', 'facebook-error-deprecated.json', 400, {}, 'SOURCE_DEPRECATED', '12', null],
    [
      'Page throttling (80001)',
      'facebook-error-rate-limited.json',
      400,
      { 'x-business-use-case-usage': BUC_HEADER },
      'SOURCE_RATE_LIMITED',
      '80001',
      420,
    ],
    ['an unknown Page (100/33)', 'facebook-error-not-found.json', 400, {}, 'SOURCE_NOT_FOUND', '100/33', null],
    ['a transient failure (2)', 'facebook-error-unknown.json', 500, {}, 'SOURCE_UNAVAILABLE', '2', null],
  ])('says clearly when Meta refuses: %s', async (_case, name, status, headers, code, platformCode, retryAfter) => {
    const { impl } = refusing(name, status, headers);

    const error = await createFacebookSource({ ...GRAPH, fetchImpl: impl })
      .readReviews(CONNECTION)
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(SourceError);
    expect(error).toMatchObject({ code, source: 'facebook', platformCode, retryAfterSeconds: retryAfter });
  });

  it('calls a comment Meta will not take a refused reply, not a missing Page', async () => {
    const { impl } = refusing('facebook-error-not-found.json', 400);
    const review = toSourceReview((fixture('facebook-ratings-page-1.json') as { data: object[] }).data[0], PAGE_ID);
    await expect(createFacebookSource({ ...GRAPH, fetchImpl: impl }).reply(CONNECTION, review, 'Merci')).rejects.toMatchObject({
      code: 'SOURCE_REPLY_REFUSED',
      platformCode: '100/33',
    });
  });

  it('refuses to reply to a recommendation without a story, without calling Meta', async () => {
    const { impl, calls } = fakeFetch(graphHost);
    const review = toSourceReview({ created_time: '2026-10-01T00:00:00+0000', recommendation_type: 'positive' }, PAGE_ID);

    await expect(createFacebookSource({ ...GRAPH, fetchImpl: impl }).reply(CONNECTION, review, 'Merci')).rejects.toMatchObject({
      code: 'SOURCE_REPLY_REFUSED',
    });
    expect(review.externalId).toMatch(/^fb-[0-9a-f]{32}$/);
    expect(calls).toHaveLength(0);
  });
});
