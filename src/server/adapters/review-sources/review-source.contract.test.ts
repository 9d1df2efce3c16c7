import { createFacebookSource } from './facebook';
import { createFacebookStandIn } from './facebook-standin';
import type { ReviewSource, SourceConnection, SourceReview } from './review-source';
import { fakeFetch, fixture, json, type RecordedCall } from './test-fetch';
import { createTheForkSource } from './thefork';
import { createTheForkStandIn } from './thefork-standin';
import { createTripadvisorSource } from './tripadvisor';
import { createTripadvisorStandIn } from './tripadvisor-standin';

/*
 * What every source promises the sync and the inbox, checked on the real adapters (over recorded-shape fixtures) and
 * on their stand-ins alike: the caller can then take any of them without knowing which it has.
 */

const NOW = Date.UTC(2026, 9, 10, 12);
const THEFORK_REVIEWS: Record<string, string> = {
  '6f5fdab1-c91a-11ef-8d9e-0e8af7bd4d53': 'thefork-review.json',
  '7a1c2e90-c91b-11ef-8d9e-0e8af7bd4d53': 'thefork-review-pending-comment.json',
  '8b2d3fa1-c91c-11ef-8d9e-0e8af7bd4d53': 'thefork-review-invalid.json',
  '9c3e40b2-c91d-11ef-8d9e-0e8af7bd4d53': 'thefork-review.json',
};

/** Every platform's host at once, answering its fixtures. */
function platforms(call: RecordedCall): Response | undefined {
  const path = call.url.pathname;
  if (call.url.hostname === 'auth.thefork.io') return json(fixture('thefork-token.json'));
  if (path === '/manager/v1/reviews') {
    return json(fixture(call.url.searchParams.get('page') === '2' ? 'thefork-reviews-page-2.json' : 'thefork-reviews-page-1.json'));
  }
  const uuid = /^\/manager\/v1\/reviews\/([\w-]+)$/.exec(path)?.[1];
  if (uuid && THEFORK_REVIEWS[uuid]) return json(fixture(THEFORK_REVIEWS[uuid]));
  if (path.endsWith('/details')) return json(fixture('tripadvisor-location-details.json'));
  if (path.endsWith('/reviews')) return json(fixture('tripadvisor-location-reviews.json'));
  if (path === '/v21.0/104857391284756') return json(fixture('facebook-page.json'));
  if (path === '/v21.0/104857391284756/ratings') {
    return json(fixture(call.url.searchParams.get('after') ? 'facebook-ratings-page-2.json' : 'facebook-ratings-page-1.json'));
  }
  return undefined;
}

const { impl } = fakeFetch(platforms);
const now = () => NOW;
const THEFORK = { clientId: 'id', clientSecret: 'secret', restaurantUuid: '084c0650-9b8e-4357-bebe-5fad1c069051' };
const TRIPADVISOR = { listing: '8451234' };
const FACEBOOK = { userAccessToken: 'token', pageId: '104857391284756' };

type Case = [string, ReviewSource<never>, object];
const CASES: Case[] = [
  ['TheFork', createTheForkSource({ fetchImpl: impl, now }) as ReviewSource<never>, THEFORK],
  ['the TheFork stand-in', createTheForkStandIn({ now }) as ReviewSource<never>, THEFORK],
  ['Tripadvisor', createTripadvisorSource({ apiKey: 'k', fetchImpl: impl }) as ReviewSource<never>, TRIPADVISOR],
  ['the Tripadvisor stand-in', createTripadvisorStandIn({ now }) as ReviewSource<never>, TRIPADVISOR],
  ['Facebook', createFacebookSource({ appId: 'a', appSecret: 's', fetchImpl: impl }) as ReviewSource<never>, FACEBOOK],
  ['the Facebook stand-in', createFacebookStandIn({ now }) as ReviewSource<never>, FACEBOOK],
];

/** The rating fits its scale: 1–5, 0–10, or none with a yes/no for a recommendation. */
const ratingFits = (review: SourceReview) =>
  review.scale === 'recommendation'
    ? review.rating === null && typeof review.recommends === 'boolean'
    : review.rating === null || (review.rating >= 0 && review.rating <= review.scale);

/** Every review of a connection, page after page (ten pages at most, so a cursor that never ends fails the test). */
async function readAll(source: ReviewSource<never>, connection: SourceConnection) {
  const reviews: SourceReview[] = [];
  const histories = new Set<string>();
  let cursor: string | null = null;
  for (let page = 0; page < 10 && (page === 0 || cursor); page += 1) {
    const batch = await source.readReviews(connection, { cursor });
    histories.add(batch.history);
    reviews.push(...batch.reviews);
    cursor = batch.nextCursor;
  }
  return { reviews, histories: [...histories], cursor };
}

const isOwn = (source: ReviewSource<never>) => (review: SourceReview) => review.source === source.kind && review.demo === source.demo;
const isWellFormed = (review: SourceReview) => review.externalId.length > 0 && !Number.isNaN(review.date.getTime());
/** `api` exactly when the source has a reply method. */
const expectedWay = (source: ReviewSource<never>) => (source.reply ? 'api' : 'copy-and-open');

describe.each(CASES)('%s keeps the review-source contract', (_name, source, settings) => {
  it('connects, then reads every page of reviews of its own kind, each well formed', async () => {
    const { connection, callsUsed } = await source.connect('conn-contract', settings as never);
    expect(connection).toMatchObject({ id: 'conn-contract', source: source.kind, demo: source.demo });
    expect(callsUsed).toBeGreaterThanOrEqual(0);

    const { reviews, histories, cursor } = await readAll(source, connection);

    expect(cursor).toBeNull();
    expect(histories).toHaveLength(1);
    expect(['complete', 'newest-only']).toContain(histories[0]);
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.every(isOwn(source))).toBe(true);
    expect(reviews.every(isWellFormed)).toBe(true);
    expect(reviews.every(ratingFits)).toBe(true);
  });

  it('says where a reply goes: by API exactly when it has a reply method', async () => {
    const { connection } = await source.connect('conn-contract', settings as never);
    const [review] = (await source.readReviews(connection)).reviews;
    expect(source.replyTarget(connection, review).way).toBe(expectedWay(source));
  });
});
