import { createFacebookLoginStandIn, createFacebookStandIn } from './facebook-standin';
import { onFivePointScale, type ReviewSource, type SourceReview } from './review-source';
import { createTheForkStandIn } from './thefork-standin';
import { createTripadvisorStandIn } from './tripadvisor-standin';

const NOW = Date.UTC(2026, 9, 10, 12);
const LATER_SAME_DAY = NOW + 3_600_000;

type AnyStandIn = ReviewSource<never>;
const STAND_INS: [string, (now: () => number) => AnyStandIn, object][] = [
  ['TheFork', (now) => createTheForkStandIn({ now }) as AnyStandIn, { clientId: 'anything', clientSecret: 'x', restaurantUuid: '' }],
  [
    'Tripadvisor',
    (now) => createTripadvisorStandIn({ now }) as AnyStandIn,
    { listing: 'https://www.tripadvisor.fr/Restaurant_Review-g1-d42-R.html' },
  ],
  ['Facebook', (now) => createFacebookStandIn({ now }) as AnyStandIn, { userAccessToken: 'whatever', pageId: '' }],
];

/** Everything a stand-in shows for one connection, page after page. */
async function everything(source: AnyStandIn, connectionId: string, settings: object): Promise<SourceReview[]> {
  const { connection } = await source.connect(connectionId, settings as never);
  const reviews: SourceReview[] = [];
  let cursor: string | null = null;
  do {
    const batch = await source.readReviews(connection, { cursor });
    reviews.push(...batch.reviews);
    cursor = batch.nextCursor;
  } while (cursor);
  return reviews;
}

/** Whether a review counts as good: recommended, or 4 and more out of 5. */
const isGood = (review: SourceReview) => review.recommends ?? (onFivePointScale(review.rating, review.scale) ?? 0) >= 4;
const isLabelledFrenchAndPast = (review: SourceReview) => review.demo && review.language === 'fr' && review.date.getTime() <= NOW;
const isOutOfTen = (review: SourceReview) => review.scale === 10 && review.rating !== null && review.rating >= 3 && review.rating <= 10;
const isRecommendation = (review: SourceReview) =>
  review.scale === 'recommendation' && review.rating === null && typeof review.recommends === 'boolean';

// A stand-in that reached the network would fail here: the global fetch is replaced for these tests.
const realFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = (() => Promise.reject(new Error('A stand-in called the network'))) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

describe.each(STAND_INS)('the %s stand-in', (_name, make, settings) => {
  it('connects with any credentials, labelled as a demonstration, keeping no secret', async () => {
    const { connection, callsUsed } = await make(() => NOW).connect('conn-a', settings as never);
    expect(connection).toMatchObject({ id: 'conn-a', demo: true, secrets: {}, summary: { name: 'Établissement de démonstration' } });
    expect(callsUsed).toBe(0);
  });

  it('serves the same labelled French reviews for the same connection on the same day, others for another', async () => {
    const first = await everything(
      make(() => NOW),
      'conn-a',
      settings,
    );
    const again = await everything(
      make(() => LATER_SAME_DAY),
      'conn-a',
      settings,
    );
    const other = await everything(
      make(() => NOW),
      'conn-b',
      settings,
    );

    expect(again).toEqual(first);
    expect(other.map((review) => review.text)).not.toEqual(first.map((review) => review.text));
    expect(first.length).toBeGreaterThanOrEqual(5);
    expect(first.every(isLabelledFrenchAndPast)).toBe(true);
    expect(new Set(first.map((review) => review.externalId)).size).toBe(first.length);
  });

  it('mixes good and bad reviews, some answered', async () => {
    const reviews = await everything(
      make(() => NOW),
      'conn-mix',
      settings,
    );
    const good = reviews.filter(isGood);
    expect(good.length).toBeGreaterThan(0);
    expect(good.length).toBeLessThan(reviews.length);
    expect(reviews.some((review) => review.reply !== null)).toBe(true);
  });
});

describe('the stand-ins’ own behaviour', () => {
  it('rates TheFork’s out of 10 and Facebook’s as recommendations, kept off the average', async () => {
    const theFork = await everything(createTheForkStandIn({ now: () => NOW }), 'c', STAND_INS[0][2]);
    const facebook = await everything(createFacebookStandIn({ now: () => NOW }), 'c', STAND_INS[2][2]);

    expect(theFork.every(isOutOfTen)).toBe(true);
    expect(facebook.every(isRecommendation)).toBe(true);
  });

  it('shows Tripadvisor’s five newest only, moving on as days pass, and says older ones are out of reach', async () => {
    const today = createTripadvisorStandIn({ now: () => NOW });
    const { connection } = await today.connect('c', { listing: '42' });
    const now = await today.readReviews(connection);
    const later = await createTripadvisorStandIn({ now: () => NOW + 6 * 86_400_000 }).readReviews(connection);

    expect(now).toMatchObject({ history: 'newest-only', nextCursor: null, callsUsed: 0 });
    expect(now.reviews).toHaveLength(5);
    // Two new ones arrived; the oldest two left the five, as on Tripadvisor.
    expect(later.reviews.slice(2).map((review) => review.externalId)).toEqual(now.reviews.slice(0, 3).map((review) => review.externalId));
    expect(connection.externalId).toBe('42');
  });

  it('still refuses a Tripadvisor text that names no listing, as the form would', async () => {
    await expect(createTripadvisorStandIn().connect('c', { listing: 'pas une adresse' })).rejects.toMatchObject({
      code: 'SOURCE_INVALID_SETTINGS',
    });
  });

  it('keeps a Facebook reply and shows it on the next read', async () => {
    const facebook = createFacebookStandIn({ now: () => NOW });
    const { connection } = await facebook.connect('c', { userAccessToken: 'x', pageId: '' });
    const [first] = (await facebook.readReviews(connection)).reviews;

    await facebook.reply(connection, first, 'Merci beaucoup !');

    expect((await facebook.readReviews(connection)).reviews[0].reply).toEqual({ text: 'Merci beaucoup !', date: new Date(NOW) });
  });

  it('comes straight back from the offline Facebook login with a code and two demonstration Pages', async () => {
    const login = createFacebookLoginStandIn({ redirectUri: 'http://localhost:8080/api/facebook/callback' });
    const url = new URL(login.loginUrl('state-1'));

    expect(url.origin + url.pathname).toBe('http://localhost:8080/api/facebook/callback');
    expect(url.searchParams.get('state')).toBe('state-1');
    await expect(login.exchangeCode('demo-code')).resolves.toMatchObject({ accessToken: 'demo-user-token' });
    await expect(login.pages('demo-user-token')).resolves.toHaveLength(2);
  });

  it('reads one TheFork demonstration review by the uuid a webhook would name', async () => {
    const theFork = createTheForkStandIn({ now: () => NOW });
    const { connection } = await theFork.connect('c', STAND_INS[0][2] as never);
    const [first] = (await theFork.readReviews(connection)).reviews;

    await expect(theFork.readReview(connection, first.externalId)).resolves.toEqual({ review: first, callsUsed: 0 });
    await expect(theFork.readReview(connection, 'unknown')).resolves.toEqual({ review: null, callsUsed: 0 });
  });
});
