import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MapsError } from './maps-provider';
import { createSerpApiMaps, placeFromMapsUrl, retryAfterMs } from './serpapi-maps';
import type { LookupAll } from './safe-redirects';

const fixture = (name: string) => JSON.parse(readFileSync(path.join(__dirname, 'fixtures', name), 'utf8')) as object;
const json = (body: object, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const redirect = (location: string) => new Response(null, { status: 302, headers: { location } });

const SHORT_LINK = 'https://maps.app.goo.gl/EpisDor123';
const FULL_URL =
  "https://www.google.com/maps/place/Boulangerie+Les+%C3%89pis+d'Or/@48.8583701,2.2944813,17z/data=!3m1!4b1!4m6!3m5!1s0x47e66e1f06e2b70f:0x40b82c3688c9460!8m2!3d48.8583701!4d2.2944813!16s";
/** DNS answered without the network: every host is one of Google's public addresses. */
const publicDns: LookupAll = async () => ['142.250.75.238'];

/** A fetch that answers by URL, like the real hosts would, and records what was asked. */
function fakeFetch(answer: (url: URL) => Response) {
  const calls: URL[] = [];
  const impl = jest.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input));
    calls.push(url);
    return answer(url);
  });
  return { impl: impl as unknown as typeof fetch, calls };
}

function serpApiHost(url: URL) {
  if (url.hostname === 'maps.app.goo.gl') return redirect(FULL_URL);
  if (url.searchParams.get('engine') === 'google_maps') return json(fixture('serpapi-place.json'));
  return json(fixture(url.searchParams.get('next_page_token') ? 'serpapi-reviews-page-2.json' : 'serpapi-reviews-page-1.json'));
}

/** Hosts answering by name (`host` or `host/path`), any other URL as `otherwise` does. */
function byHost(hosts: Record<string, (url: URL) => Response>, otherwise: (url: URL) => Response) {
  return (url: URL) => (hosts[url.hostname + url.pathname] ?? hosts[url.hostname] ?? otherwise)(url);
}

/** Whatever the server fetched on the forbidden host would lead on to a real place: only the refusal stops it. */
const PLACE_BEHIND = (url: URL) => (url.hostname === 'serpapi.com' ? serpApiHost(url) : redirect(FULL_URL));

/** The short link redirects to `target`; any other URL is the place behind it. */
const shortLinkTo = (target: string) => byHost({ 'maps.app.goo.gl': () => redirect(target) }, PLACE_BEHIND);

/** DNS where Google's www host resolves to `address`, every other host to a public Google address. */
const googleResolvingTo =
  (address: string): LookupAll =>
  async (host) =>
    host === 'www.google.com' ? [address] : ['142.250.75.238'];

/** SerpApi answering the first page (no token) and the page of each next_page_token. */
const pagesByToken = (pages: Record<string, () => Response>) => (url: URL) => pages[url.searchParams.get('next_page_token') ?? 'first']();

describe('SerpApi maps adapter (recorded-shape fixtures)', () => {
  it('reads the feature id and coordinates of a full maps URL', () => {
    expect(placeFromMapsUrl(FULL_URL)).toEqual({ dataId: '0x47e66e1f06e2b70f:0x40b82c3688c9460', lat: '48.8583701', lng: '2.2944813' });
    expect(placeFromMapsUrl('https://www.google.com/maps')).toBeNull();
  });

  it('follows the short link, then describes the place', async () => {
    const { impl, calls } = fakeFetch(serpApiHost);
    const location = await createSerpApiMaps({ apiKey: 'key-123', fetchImpl: impl, resolveHost: publicDns }).resolve(SHORT_LINK);

    expect(location).toEqual({
      id: '0x47e66e1f06e2b70f:0x40b82c3688c9460',
      name: "Boulangerie Les Épis d'Or",
      categories: ['Boulangerie', 'Pâtisserie'],
      address: { full: '14 Rue Cler, 75007 Paris, France' },
      rating: { rating: 4.6, count: 212 },
      media: [{ url: 'https://lh5.googleusercontent.com/p/cover-epis-dor=w408-h306-k-no' }],
      url: FULL_URL,
      // place_results.place_id, beside data_id: the one Google's review form takes.
      placeId: 'ChIJD7fiBh9u5kcRYJSMaMOCCwQ',
    });
    expect(calls[0].toString()).toBe(SHORT_LINK);
    const search = calls[1];
    expect(search.searchParams.get('api_key')).toBe('key-123');
    expect(search.searchParams.get('data')).toBe('!4m5!3m4!1s0x47e66e1f06e2b70f:0x40b82c3688c9460!8m2!3d48.8583701!4d2.2944813');
  });

  it("asks the place of a stored listing by its feature id and the coordinates of its maps URL, for Google's place id", async () => {
    const { impl, calls } = fakeFetch(serpApiHost);
    const maps = createSerpApiMaps({ apiKey: 'key-123', fetchImpl: impl, resolveHost: publicDns });
    const providerId = '0x47e66e1f06e2b70f:0x40b82c3688c9460';

    expect(await maps.placeIdOf({ providerId, url: FULL_URL })).toBe('ChIJD7fiBh9u5kcRYJSMaMOCCwQ');
    expect(await maps.placeIdOf({ providerId, url: null })).toBe('ChIJD7fiBh9u5kcRYJSMaMOCCwQ');
    // One place call each, no redirect followed.
    expect(calls.map((url) => url.searchParams.get('data'))).toEqual([
      '!4m5!3m4!1s0x47e66e1f06e2b70f:0x40b82c3688c9460!8m2!3d48.8583701!4d2.2944813',
      '!4m5!3m4!1s0x47e66e1f06e2b70f:0x40b82c3688c9460',
    ]);

    // A place SerpApi describes without a place id: none, rather than a guess.
    const { place_id: _placeId, ...withoutId } = (fixture('serpapi-place.json') as { place_results: Record<string, unknown> })
      .place_results;
    const bare = fakeFetch(() => json({ ...fixture('serpapi-place.json'), place_results: withoutId }));
    const described = createSerpApiMaps({ apiKey: 'k', fetchImpl: bare.impl });
    expect(await described.placeIdOf({ providerId, url: null })).toBeNull();
  });

  it('follows a relative redirect and several hops, all on Google hosts', async () => {
    const { impl, calls } = fakeFetch(
      byHost(
        {
          'maps.app.goo.gl': () => redirect('https://goo.gl/maps/next'),
          'goo.gl': () => redirect('https://www.google.fr/maps?cid=1'),
          'www.google.fr/maps': () => redirect(FULL_URL.replace('https://www.google.com', '')),
        },
        serpApiHost,
      ),
    );
    const location = await createSerpApiMaps({ apiKey: 'k', fetchImpl: impl, resolveHost: publicDns }).resolve(SHORT_LINK);

    expect(location.id).toBe('0x47e66e1f06e2b70f:0x40b82c3688c9460');
    expect(calls.map((url) => url.hostname)).toEqual(['maps.app.goo.gl', 'goo.gl', 'www.google.fr', 'serpapi.com']);
  });

  it('pages the reviews newest first, in French, until there is no next token', async () => {
    const { impl, calls } = fakeFetch(serpApiHost);
    const maps = createSerpApiMaps({ apiKey: 'key-123', fetchImpl: impl });

    const first = await maps.reviews('0x47e66e1f06e2b70f:0x40b82c3688c9460', null);
    expect(first.total).toBe(3);
    expect(first.nextCursor).toBe('CAESBkVnSUlDZw==');
    expect(first.reviews[0]).toEqual({
      externalId: 'ChdDSUhNMG9nS0VJQ0FnSURwdU5UeU5REAE',
      authorName: 'Claire Dubois',
      authorPictUrl: 'https://lh3.googleusercontent.com/a/claire=s120',
      rating: 5,
      date: new Date('2026-11-19T08:12:44Z'),
      isLocalGuide: true,
      content: 'Le meilleur pain du quartier, et un accueil toujours souriant.',
      language: null,
      pictures: ['https://lh5.googleusercontent.com/p/review-photo-1=w300-h450-p'],
      response: { date: new Date('2026-11-20T09:00:00Z'), content: 'Merci Claire, à très vite !' },
    });
    expect(first.reviews[1]).toMatchObject({ authorName: 'Marc T.', rating: 2, response: null, pictures: [] });
    expect(Object.fromEntries(calls[0].searchParams)).toMatchObject({ engine: 'google_maps_reviews', hl: 'fr', sort_by: 'newestFirst' });

    const second = await maps.reviews('0x47e66e1f06e2b70f:0x40b82c3688c9460', first.nextCursor);
    expect(calls[1].searchParams.get('next_page_token')).toBe('CAESBkVnSUlDZw==');
    expect(second).toMatchObject({ nextCursor: null, reviews: [{ authorName: 'Sofía García', rating: 4 }] });
  });

  it('gives an empty first page for a place with no reviews', async () => {
    const { impl } = fakeFetch(() => json(fixture('serpapi-no-results.json')));
    await expect(createSerpApiMaps({ apiKey: 'k', fetchImpl: impl }).reviews('0x47e66e0000000000:0x1', null)).resolves.toEqual({
      reviews: [],
      nextCursor: null,
      total: null,
    });
  });

  it.each([
    [401, 'BAD_KEY', { error: 'Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key' }],
    [429, 'RATE_LIMITED', { error: 'Your account has run out of searches.' }],
    [503, 'UNAVAILABLE', {}],
  ])('turns a %i answer into %s', async (status, code, body) => {
    const { impl } = fakeFetch(() => json(body, status));
    const failure = createSerpApiMaps({ apiKey: 'bad', fetchImpl: impl }).reviews('0x1:0x2', null);
    await expect(failure).rejects.toBeInstanceOf(MapsError);
    await expect(failure).rejects.toMatchObject({ code });
  });

  it('says NOT_FOUND when the short link leads to no place', async () => {
    const { impl, calls } = fakeFetch(() => new Response('<html></html>', { status: 200 }));
    const maps = createSerpApiMaps({ apiKey: 'k', fetchImpl: impl, resolveHost: publicDns });
    await expect(maps.resolve('https://maps.app.goo.gl/nothing')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // The link was followed (the refusal is about what it leads to), and no paid search was made.
    expect(calls.map(String)).toEqual(['https://maps.app.goo.gl/nothing']);
  });
});

describe('SerpApi maps adapter: where a short link may lead', () => {
  it.each([
    ['plain http', 'http://www.google.com/maps/place/Epis'],
    ['a host that is not Google', 'https://evil.example/maps/place/Epis'],
    ['a Google lookalike', 'https://www.google.com.evil.example/maps/place/Epis'],
    ['another port', 'https://www.google.com:8443/maps/place/Epis'],
    ['credentials in the URL', 'https://user:secret@www.google.com/maps/place/Epis'],
  ])('refuses a redirect to %s, without fetching it', async (_case, target) => {
    const { impl, calls } = fakeFetch(shortLinkTo(target));
    const failure = createSerpApiMaps({ apiKey: 'k', fetchImpl: impl, resolveHost: publicDns }).resolve(SHORT_LINK);

    await expect(failure).rejects.toBeInstanceOf(MapsError);
    await expect(failure).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(calls.map(String)).toEqual([SHORT_LINK]);
  });

  it.each(['127.0.0.1', '10.0.0.5', '169.254.169.254', '::1', 'fd00::1', '::ffff:192.168.1.1'])(
    'refuses a Google host that resolves to %s, without fetching it',
    async (privateAddress) => {
      const target = 'https://www.google.com/maps/place/Epis';
      const resolveHost = googleResolvingTo(privateAddress);
      const { impl, calls } = fakeFetch(shortLinkTo(target));
      const failure = createSerpApiMaps({ apiKey: 'k', fetchImpl: impl, resolveHost }).resolve(SHORT_LINK);

      await expect(failure).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect(calls.map(String)).toEqual([SHORT_LINK]);
    },
  );

  it('refuses a short link whose own host resolves to a private address, without fetching anything', async () => {
    const { impl, calls } = fakeFetch(serpApiHost);
    const failure = createSerpApiMaps({ apiKey: 'k', fetchImpl: impl, resolveHost: async () => ['10.0.0.5'] }).resolve(SHORT_LINK);

    await expect(failure).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(calls).toEqual([]);
  });
});

describe('SerpApi maps adapter: rate limits', () => {
  it('passes on a Retry-After in seconds as retryAfterMs', async () => {
    const { impl } = fakeFetch(() => json({ error: 'Too many requests' }, 429, { 'retry-after': '7' }));
    const failure = createSerpApiMaps({ apiKey: 'k', fetchImpl: impl }).reviews('0x1:0x2', null);

    await expect(failure).rejects.toBeInstanceOf(MapsError);
    await expect(failure).rejects.toMatchObject({ code: 'RATE_LIMITED', retryAfterMs: 7000 });
  });

  it('passes on a Retry-After given as an HTTP date', async () => {
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    const { impl } = fakeFetch(() => json({ error: 'Too many requests' }, 429, { 'retry-after': inAMinute }));
    const error = await createSerpApiMaps({ apiKey: 'k', fetchImpl: impl })
      .reviews('0x1:0x2', null)
      .catch((failure: unknown) => failure);

    expect(error).toMatchObject({ code: 'RATE_LIMITED' });
    // An HTTP date has whole seconds.
    expect((error as MapsError).retryAfterMs).toBeGreaterThan(58_000);
    expect((error as MapsError).retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('says nothing of when to retry when SerpApi does not', async () => {
    const { impl } = fakeFetch(() => json({ error: 'Too many requests' }, 429));
    await expect(createSerpApiMaps({ apiKey: 'k', fetchImpl: impl }).reviews('0x1:0x2', null)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterMs: null,
    });
  });

  it.each([
    ['7', 7000],
    ['0', 0],
    ['Wed, 21 Oct 2026 07:28:00 GMT', 10_000],
    ['Wed, 21 Oct 2026 07:27:00 GMT', 0],
    ['soon', null],
    [null, null],
  ])('reads Retry-After %p as %p ms', (header, expected) => {
    expect(retryAfterMs(header, Date.parse('Wed, 21 Oct 2026 07:27:50 GMT'))).toBe(expected);
  });
});

describe('SerpApi maps adapter: reviews without an id', () => {
  const review = (name: string, isoDate: string, text: string, extra: object = {}) => ({
    user: { name },
    rating: 4,
    iso_date: isoDate,
    snippet: text,
    ...extra,
  });
  const claire = review('Claire D.', '2026-11-19T08:12:44Z', 'Très bon pain.');

  it('gives the same review the same id on whatever page and position it comes', async () => {
    const { impl } = fakeFetch(
      pagesByToken({
        first: () => json({ reviews: [claire], serpapi_pagination: { next_page_token: 'page-2' } }),
        'page-2': () =>
          json({ reviews: [review('Marc T.', '2026-11-13T17:40:02Z', 'Trop long.'), { ...claire, response: { snippet: 'Merci !' } }] }),
      }),
    );
    const maps = createSerpApiMaps({ apiKey: 'k', fetchImpl: impl });

    const first = await maps.reviews('0x1:0x2', null);
    const second = await maps.reviews('0x1:0x2', first.nextCursor);

    expect(first.reviews[0].externalId).toEqual(expect.any(String));
    expect(second.reviews[1]).toMatchObject({ authorName: 'Claire D.', response: { content: 'Merci !' } });
    expect(second.reviews[1].externalId).toBe(first.reviews[0].externalId);
    expect(second.reviews[0].externalId).not.toBe(first.reviews[0].externalId);
  });

  it('gives different reviews different ids, even when they differ in one thing only', async () => {
    const others = [
      review('Claire E.', '2026-11-19T08:12:44Z', 'Très bon pain.'),
      review('Claire D.', '2026-11-19T08:12:45Z', 'Très bon pain.'),
      review('Claire D.', '2026-11-19T08:12:44Z', 'Très bon pain !'),
      review('Claire D.', '2026-11-19T08:12:44Z', ''),
    ];
    const { impl } = fakeFetch(() => json({ reviews: [claire, ...others] }));
    const page = await createSerpApiMaps({ apiKey: 'k', fetchImpl: impl }).reviews('0x1:0x2', null);

    const ids = page.reviews.map((item) => item.externalId);
    expect(ids).toEqual(ids.map(() => expect.stringMatching(/./)));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the id SerpApi gives when there is one', async () => {
    const { impl } = fakeFetch(() => json({ reviews: [{ ...claire, review_id: 'Ch-given' }] }));
    const page = await createSerpApiMaps({ apiKey: 'k', fetchImpl: impl }).reviews('0x1:0x2', null);
    expect(page.reviews[0].externalId).toBe('Ch-given');
  });
});
