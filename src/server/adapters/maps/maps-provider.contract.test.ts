import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createDemoMaps } from './demo-maps';
import { MapsError, type MapsProvider } from './maps-provider';
import { createSerpApiMaps } from './serpapi-maps';

/**
 * The maps adapter contract: what the onboarding and the sync rely on, whatever the provider.
 * Every implementation passes the same suite: the demo offline, SerpApi against recorded-shape answers.
 */
const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const FULL_URL = 'https://www.google.com/maps/place/X/data=!4m6!3m5!1s0x47e66e1f06e2b70f:0x40b82c3688c9460!8m2!3d48.85!4d2.29';

function recordedSerpApi(): MapsProvider {
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    if (url.hostname === 'maps.app.goo.gl') {
      // A link whose id says so leads nowhere, as a deleted listing's link does.
      return url.pathname.includes('Nowhere')
        ? new Response(null, { status: 404 })
        : new Response(null, { status: 302, headers: { location: FULL_URL } });
    }
    const name =
      url.searchParams.get('engine') === 'google_maps'
        ? 'serpapi-place.json'
        : url.searchParams.get('next_page_token')
          ? 'serpapi-reviews-page-2.json'
          : 'serpapi-reviews-page-1.json';
    return new Response(fixture(name), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return createSerpApiMaps({ apiKey: 'contract-key', fetchImpl, resolveHost: async () => ['142.250.75.238'] });
}

const implementations: [string, () => MapsProvider][] = [
  ['demo', () => createDemoMaps({ publicUrl: 'http://localhost:8080', latencyMs: 0 })],
  ['SerpApi (recorded answers)', recordedSerpApi],
];

/** Every review of the listing, page after page, and the cursor it stopped at (null: the last page; at most 50 pages). */
async function readAll(maps: MapsProvider, id: string) {
  const reviews: Awaited<ReturnType<MapsProvider['reviews']>>['reviews'] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await maps.reviews(id, cursor);
    reviews.push(...page.reviews);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor !== null && pages < 50);
  return { reviews, cursor };
}

describe.each(implementations)('maps adapter contract: %s', (_name, create) => {
  it('describes the listing a short link points to', async () => {
    const listing = await create().resolve('https://maps.app.goo.gl/Contract1');
    expect(listing).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      categories: expect.any(Array),
      address: { full: expect.any(String) },
      rating: { rating: expect.any(Number), count: expect.any(Number) },
      media: expect.any(Array),
      url: expect.stringMatching(/^https:\/\//),
      // Google's place id, shaped as Google's (a demonstration one offline): Google's review form takes only that.
      placeId: expect.stringMatching(/^ChIJ[\w-]{23}$/),
    });
    expect(listing.name.length).toBeGreaterThan(0);
  });

  it("gives a stored listing's Google place id from its provider id and maps URL, the one the link gave", async () => {
    const listing = await create().resolve('https://maps.app.goo.gl/Contract1');
    expect(await create().placeIdOf({ providerId: listing.id, url: listing.url })).toBe(listing.placeId);
  });

  it('pages every review once, newest first, each with a stable id and a rating from 1 to 5', async () => {
    const maps = create();
    const listing = await maps.resolve('https://maps.app.goo.gl/Contract1');
    const { reviews, cursor } = await readAll(maps, listing.id);
    expect(cursor).toBeNull();
    for (const review of reviews) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
    const times = reviews.map((review) => review.date.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const ids = reviews.map((review) => review.externalId);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    // The same first page twice gives the same ids: a re-run upserts, never duplicates.
    const again = await maps.reviews(listing.id, null);
    expect(again.reviews.map((review) => review.externalId)).toEqual(ids.slice(0, again.reviews.length));
  });

  it('answers a link that leads to no listing with MapsError NOT_FOUND', async () => {
    await expect(create().resolve('https://maps.app.goo.gl/Nowhere/extra/path')).rejects.toMatchObject({
      name: MapsError.name,
      code: 'NOT_FOUND',
    });
  });
});
