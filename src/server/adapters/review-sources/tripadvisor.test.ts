import { SourceError } from './review-source';
import { fakeFetch, fixture, json, type RecordedCall } from './test-fetch';
import { createTripadvisorSource, toSourceReview } from './tripadvisor';

const LISTING =
  'https://www.tripadvisor.fr/Restaurant_Review-g187265-d8451234-Reviews-Le_Bouchon_des_Filles-Lyon_Rhone_Auvergne_Rhone_Alpes.html';

/** The Content API as its reference shows it: details and the five newest reviews of a location. */
function contentApi(call: RecordedCall): Response | undefined {
  if (call.url.pathname === '/api/v1/location/8451234/details') return json(fixture('tripadvisor-location-details.json'));
  if (call.url.pathname === '/api/v1/location/8451234/reviews') return json(fixture('tripadvisor-location-reviews.json'));
  return undefined;
}

const refusing = (name: string, status: number, headers: Record<string, string> = {}) =>
  fakeFetch(() => json(fixture(name), status, headers));

const tripadvisor = (fetchImpl: typeof fetch) =>
  createTripadvisorSource({ apiKey: 'ta-key', fetchImpl, referer: 'https://app.bonavis.fr' });

describe('Tripadvisor Content API adapter (recorded-shape fixtures)', () => {
  it('connects a listing by its address: one call, its name, rating, ranking and review count', async () => {
    const { impl, calls } = fakeFetch(contentApi);

    const { connection, callsUsed } = await tripadvisor(impl).connect('conn-7', { listing: LISTING });

    expect(callsUsed).toBe(1);
    expect(connection).toEqual({
      id: 'conn-7',
      source: 'tripadvisor',
      externalId: '8451234',
      summary: {
        name: 'Le Bouchon des Filles',
        rating: 4.5,
        reviewCount: 1874,
        ranking: 'N° 12 sur 2 358 restaurants à Lyon',
        url: 'https://www.tripadvisor.fr/Restaurant_Review-g187265-d8451234-Reviews-Le_Bouchon_des_Filles-Lyon_Rhone_Auvergne_Rhone_Alpes.html',
      },
      secrets: {},
      demo: false,
    });
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ key: 'ta-key', language: 'fr' });
    expect(calls[0].headers.get('referer')).toBe('https://app.bonavis.fr');
  });

  it('refuses a text that names no Tripadvisor location before any call', async () => {
    const { impl, calls } = fakeFetch(contentApi);
    await expect(tripadvisor(impl).connect('c', { listing: 'https://example.com/d8451234-' })).rejects.toMatchObject({
      code: 'SOURCE_INVALID_SETTINGS',
    });
    expect(calls).toHaveLength(0);
  });

  it('reads the rating, ranking and five newest reviews in two counted calls, saying older ones are out of reach', async () => {
    const { impl, calls } = fakeFetch(contentApi);
    const { connection } = await tripadvisor(impl).connect('conn-7', { listing: '8451234' });

    const batch = await tripadvisor(impl).readReviews(connection);

    expect(batch).toMatchObject({ nextCursor: null, callsUsed: 2, history: 'newest-only', summary: { rating: 4.5, reviewCount: 1874 } });
    expect(batch.reviews).toHaveLength(5);
    expect(batch.reviews[0]).toEqual({
      source: 'tripadvisor',
      externalId: '987654321',
      authorName: 'MarieLyon69',
      rating: 5,
      scale: 5,
      title: 'Un bouchon comme on les aime',
      text: 'Quenelle parfaite, accueil adorable. Une vraie table lyonnaise.',
      language: 'fr',
      date: new Date('2026-10-08T18:22:41Z'),
      reply: { text: 'Merci Marie, au plaisir de vous revoir au Bouchon !', date: new Date('2026-10-09T09:05:00Z') },
      url: 'https://www.tripadvisor.fr/ShowUserReviews-g187265-d8451234-r987654321-Le_Bouchon_des_Filles-Lyon.html#review987654321',
      demo: false,
    });
    expect(batch.reviews.map((review) => review.rating)).toEqual([5, 2, 4, 3, 5]);
    expect(batch.reviews[1]).toMatchObject({ authorName: 'Voyageur_31', reply: null });
    expect(calls.map((call) => call.url.pathname)).toEqual([
      '/api/v1/location/8451234/details',
      '/api/v1/location/8451234/details',
      '/api/v1/location/8451234/reviews',
    ]);
  });

  it('skips a review without an id, names an author Tripadvisor leaves out', () => {
    expect(toSourceReview({ rating: 4, text: 'x' })).toBeNull();
    expect(toSourceReview({ id: 1, rating: 4, published_date: '2026-01-01T00:00:00Z' })).toMatchObject({
      authorName: 'Voyageur Tripadvisor',
      text: null,
    });
  });

  it.each([
    ['the per-second rate limit', 'tripadvisor-rate-limited.json', 429, { 'retry-after': '2' }, 'SOURCE_RATE_LIMITED', '429', 2],
    ['the rate limit without a wait', 'tripadvisor-rate-limited.json', 429, {}, 'SOURCE_RATE_LIMITED', '429', null],
    ['the spent monthly quota', 'tripadvisor-quota-exceeded.json', 429, {}, 'SOURCE_QUOTA_EXHAUSTED', '429', null],
    ['a quota answered as a refusal', 'tripadvisor-quota-exceeded.json', 403, {}, 'SOURCE_QUOTA_EXHAUSTED', '403', null],
    ['an invalid key', 'tripadvisor-unauthorized.json', 401, {}, 'SOURCE_UNAUTHORIZED', '401', null],
    ['a key limited to other domains', 'tripadvisor-forbidden-referer.json', 403, {}, 'SOURCE_FORBIDDEN', '403', null],
    ['an unknown location', 'tripadvisor-not-found.json', 404, {}, 'SOURCE_NOT_FOUND', '404', null],
    ['a server failure', 'tripadvisor-rate-limited.json', 502, {}, 'SOURCE_UNAVAILABLE', '502', null],
  ])('maps %s to a typed error', async (_case, name, status, headers, code, platformCode, retryAfter) => {
    const { impl } = refusing(name, status, headers);

    const error = await tripadvisor(impl)
      .connect('c', { listing: '8451234' })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(SourceError);
    expect(error).toMatchObject({ code, source: 'tripadvisor', platformCode, retryAfterSeconds: retryAfter });
  });

  it('opens the Management Center to paste a reply: Tripadvisor takes none by API', () => {
    const source = createTripadvisorSource({
      apiKey: 'k',
      managementCenterUrl: 'https://www.tripadvisor.fr/ManagementCenter-d{locationId}?review={reviewId}',
    });
    const review = toSourceReview({ id: 987654321, rating: 5 })!;
    const connection = { id: 'c', source: 'tripadvisor' as const, externalId: '8451234', summary: {} as never, secrets: {}, demo: false };

    expect(source.reply).toBeUndefined();
    expect(source.replyTarget(connection, review)).toEqual({
      way: 'copy-and-open',
      url: 'https://www.tripadvisor.fr/ManagementCenter-d8451234?review=987654321',
    });
  });
});
