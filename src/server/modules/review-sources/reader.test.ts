import { reviewSourcesConfig } from '../../config/review-sources';
import { SourceError, type SourceConnection } from '../../adapters/review-sources/review-source';
import { createTheForkSource } from '../../adapters/review-sources/thefork';
import { fakeFetch, fixture, json, type RecordedCall } from '../../adapters/review-sources/test-fetch';
import { retryDelayMs } from './reader';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The configuration's own numbers: five minutes after the first failure, six hours at most. */
const timing = reviewSourcesConfig({}, { publicUrl: 'http://localhost:8080' });
const unavailable = new SourceError('SOURCE_UNAVAILABLE', 'tripadvisor', 'Tripadvisor answered 503');
const throttled = (seconds: number) =>
  new SourceError('SOURCE_RATE_LIMITED', 'thefork', 'TheFork answered 429', { retryAfterSeconds: seconds });

/** TheFork giving a token, then refusing the list for an hour and a half. */
const theForkThrottling = (call: RecordedCall) =>
  call.url.hostname === 'auth.thefork.io'
    ? json(fixture('thefork-token.json'))
    : json(fixture('thefork-rate-limited.json'), 429, { 'retry-after': '5400' });

describe("a failing source's wait before the next try", () => {
  it('doubles at each failure from five minutes, and stops at six hours', () => {
    expect([timing.backoffMs, timing.maxBackoffMs]).toEqual([5 * MINUTE, 6 * HOUR]);
    const waits = Array.from({ length: 10 }, (_, index) => retryDelayMs(index + 1, unavailable, timing) / MINUTE);
    expect(waits).toEqual([5, 10, 20, 40, 80, 160, 320, 360, 360, 360]);
    expect(retryDelayMs(60, unavailable, timing)).toBe(6 * HOUR);
  });

  it("waits as long as the platform's Retry-After asks when that is longer, and never less than the doubling", () => {
    expect(retryDelayMs(1, throttled(7200), timing)).toBe(2 * HOUR);
    // Past the cap too: the platform's word is kept.
    expect(retryDelayMs(9, throttled(12 * 3600), timing)).toBe(12 * HOUR);
    expect(retryDelayMs(3, throttled(60), timing)).toBe(20 * MINUTE);
    expect(retryDelayMs(1, throttled(0), timing)).toBe(5 * MINUTE);
  });

  it("takes the Retry-After of TheFork's 429 answer", async () => {
    const { impl } = fakeFetch(theForkThrottling);
    const connection: SourceConnection = {
      id: 'conn-1',
      source: 'thefork',
      externalId: '084c0650-9b8e-4357-bebe-5fad1c069051',
      summary: { name: null, rating: null, reviewCount: null, ranking: null, url: null },
      secrets: { clientId: 'client-123', clientSecret: 'secret-456' },
      demo: false,
    };
    const error = await createTheForkSource({ fetchImpl: impl })
      .readReviews(connection, {})
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'SOURCE_RATE_LIMITED', retryAfterSeconds: 5400 });
    expect(retryDelayMs(1, error, timing)).toBe(90 * MINUTE);
  });
});
