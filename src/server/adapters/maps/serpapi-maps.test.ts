import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MapsError } from './maps-provider';
import { createSerpApiMaps, placeFromMapsUrl } from './serpapi-maps';

const fixture = (name: string) => JSON.parse(readFileSync(path.join(__dirname, 'fixtures', name), 'utf8')) as object;
const json = (body: object, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const SHORT_LINK = 'https://maps.app.goo.gl/EpisDor123';
const FULL_URL =
  "https://www.google.com/maps/place/Boulangerie+Les+%C3%89pis+d'Or/@48.8583701,2.2944813,17z/data=!3m1!4b1!4m6!3m5!1s0x47e66e1f06e2b70f:0x40b82c3688c9460!8m2!3d48.8583701!4d2.2944813!16s";

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
  if (url.hostname === 'maps.app.goo.gl') return new Response(null, { status: 302, headers: { location: FULL_URL } });
  if (url.searchParams.get('engine') === 'google_maps') return json(fixture('serpapi-place.json'));
  return json(fixture(url.searchParams.get('next_page_token') ? 'serpapi-reviews-page-2.json' : 'serpapi-reviews-page-1.json'));
}

describe('SerpApi maps adapter (recorded-shape fixtures)', () => {
  it('reads the feature id and coordinates of a full maps URL', () => {
    expect(placeFromMapsUrl(FULL_URL)).toEqual({ dataId: '0x47e66e1f06e2b70f:0x40b82c3688c9460', lat: '48.8583701', lng: '2.2944813' });
    expect(placeFromMapsUrl('https://www.google.com/maps')).toBeNull();
  });

  it('follows the short link, then describes the place', async () => {
    const { impl, calls } = fakeFetch(serpApiHost);
    const location = await createSerpApiMaps({ apiKey: 'key-123', fetchImpl: impl }).resolve(SHORT_LINK);

    expect(location).toEqual({
      id: '0x47e66e1f06e2b70f:0x40b82c3688c9460',
      name: "Boulangerie Les Épis d'Or",
      categories: ['Boulangerie', 'Pâtisserie'],
      address: { full: '14 Rue Cler, 75007 Paris, France' },
      rating: { rating: 4.6, count: 212 },
      media: [{ url: 'https://lh5.googleusercontent.com/p/cover-epis-dor=w408-h306-k-no' }],
      url: FULL_URL,
    });
    const search = calls[1];
    expect(search.searchParams.get('api_key')).toBe('key-123');
    expect(search.searchParams.get('data')).toBe('!4m5!3m4!1s0x47e66e1f06e2b70f:0x40b82c3688c9460!8m2!3d48.8583701!4d2.2944813');
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
    [401, { error: 'Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key' }, 'BAD_KEY'],
    [429, { error: 'Your account has run out of searches.' }, 'RATE_LIMITED'],
    [503, {}, 'UNAVAILABLE'],
  ])('turns a %i answer into %s', async (status, body, code) => {
    const { impl } = fakeFetch(() => json(body, status));
    const failure = createSerpApiMaps({ apiKey: 'bad', fetchImpl: impl }).reviews('0x1:0x2', null);
    await expect(failure).rejects.toBeInstanceOf(MapsError);
    await expect(failure).rejects.toMatchObject({ code });
  });

  it('says NOT_FOUND when the short link leads to no place', async () => {
    const { impl } = fakeFetch(() => new Response('<html></html>', { status: 200 }));
    await expect(createSerpApiMaps({ apiKey: 'k', fetchImpl: impl }).resolve('https://maps.app.goo.gl/nothing')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
