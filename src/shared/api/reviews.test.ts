import { periodStart } from './reviews';

describe('periodStart', () => {
  const now = new Date('2026-11-24T15:42:10.000Z');

  it('starts a period of N days at midnight UTC N − 1 days ago, so today is its last day', () => {
    expect(periodStart(30, now).toISOString()).toBe('2026-10-26T00:00:00.000Z');
    expect(periodStart(7, now).toISOString()).toBe('2026-11-18T00:00:00.000Z');
  });

  it('makes a one-day period today alone, whatever the hour', () => {
    expect(periodStart(1, now).toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(periodStart(1, new Date('2026-11-24T00:00:00.000Z')).toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });

  it('crosses months and leap days', () => {
    expect(periodStart(365, new Date('2028-03-01T08:00:00.000Z')).toISOString()).toBe('2027-03-03T00:00:00.000Z');
  });
});
