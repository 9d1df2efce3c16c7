import { isTransientSourceError, onFivePointScale, SOURCE_ERROR_FR, SourceError, type SourceErrorCode } from './review-source';
import { retryAfterSeconds } from './source-http';

describe('onFivePointScale', () => {
  it.each([
    [9.2, 10, 4.6],
    [10, 10, 5],
    [0, 10, 0],
    [7.3, 10, 3.7],
    [4, 5, 4],
    [4.5, 5, 4.5],
    // Out of range: held to the scale, never beyond.
    [12, 10, 5],
    [-1, 5, 0],
  ] as const)('puts %d out of %d at %d out of 5', (rating, scale, expected) => {
    expect(onFivePointScale(rating, scale)).toBe(expected);
  });

  it('keeps a recommendation, a missing rating and a non-number off the scale', () => {
    expect(onFivePointScale(null, 'recommendation')).toBeNull();
    expect(onFivePointScale(5, 'recommendation')).toBeNull();
    expect(onFivePointScale(null, 10)).toBeNull();
    expect(onFivePointScale(Number.NaN, 5)).toBeNull();
  });
});

describe('SourceError', () => {
  it('carries its code, source, wait and the platform’s own code', () => {
    const error = new SourceError('SOURCE_RATE_LIMITED', 'tripadvisor', 'slow down', { retryAfterSeconds: 60, platformCode: '429' });
    expect(error).toMatchObject({ code: 'SOURCE_RATE_LIMITED', source: 'tripadvisor', retryAfterSeconds: 60, platformCode: '429' });
    expect(new SourceError('SOURCE_NOT_FOUND', 'facebook', 'gone')).toMatchObject({ retryAfterSeconds: null, platformCode: null });
  });

  it.each<[SourceErrorCode, boolean]>([
    ['SOURCE_RATE_LIMITED', true],
    ['SOURCE_QUOTA_EXHAUSTED', true],
    ['SOURCE_UNAVAILABLE', true],
    ['SOURCE_UNAUTHORIZED', false],
    ['SOURCE_FORBIDDEN', false],
    ['SOURCE_DEPRECATED', false],
    ['SOURCE_NOT_FOUND', false],
  ])('says whether waiting may help with %s: %s', (code, transient) => {
    expect(isTransientSourceError(new SourceError(code, 'thefork', code))).toBe(transient);
  });

  it('has a French text for every code', () => {
    for (const text of Object.values(SOURCE_ERROR_FR)) expect(text).toMatch(/\{platform\}/);
  });
});

describe('retryAfterSeconds', () => {
  it.each([
    ['30', 30],
    ['1.5', 2],
    ['Wed, 21 Oct 2026 07:28:30 GMT', 30],
    ['', null],
    ['soon', null],
    [null, null],
  ])('reads %j as %j', (header, expected) => {
    expect(retryAfterSeconds(header, Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(expected);
  });
});
