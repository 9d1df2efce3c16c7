import { frenchPublicHolidays, isSendingHour, nextSendingHour } from './sending-hours';

/*
 * Every instant is written with its Paris offset (+01:00 in winter, +02:00 in summer), and every expected one in UTC,
 * so the suite says the same under any TZ: run it with TZ=UTC and TZ=America/New_York.
 */
const next = (instant: string) => nextSendingHour(new Date(instant)).toISOString();
const allowed = (instant: string) => isSendingHour(new Date(instant));

/**
 * Every quarter hour from `start` to `end` (excluded), whether it is allowed, and the first allowed quarter hour at or
 * after it, found from isSendingHour alone by walking backwards from `after` (the first allowed one past `end`).
 * Quarter hours in UTC are quarter hours in Paris (whole-hour offsets), so 09:00 Paris is always one of them.
 */
function quartersWithFirstAllowed(start: string, end: string, after: string) {
  const step = 15 * 60_000;
  const quarters: { instant: number; open: boolean; firstAllowed: number }[] = [];
  let firstAllowed = Date.parse(after);
  for (let instant = Date.parse(end) - step; instant >= Date.parse(start); instant -= step) {
    const open = isSendingHour(new Date(instant));
    if (open) firstAllowed = instant;
    quarters.push({ instant, open, firstAllowed });
  }
  return quarters;
}

describe('isSendingHour', () => {
  it('opens at 09:00 Paris in winter (UTC+1)', () => {
    // Tuesday 13 January 2026.
    expect(allowed('2026-01-13T08:59:59+01:00')).toBe(false);
    expect(allowed('2026-01-13T08:59:59.999+01:00')).toBe(false);
    expect(allowed('2026-01-13T09:00:00+01:00')).toBe(true);
    expect(allowed('2026-01-13T08:00:00Z')).toBe(true);
  });

  it('opens at 09:00 Paris in summer (UTC+2)', () => {
    // Tuesday 16 June 2026.
    expect(allowed('2026-06-16T08:59:59+02:00')).toBe(false);
    expect(allowed('2026-06-16T09:00:00+02:00')).toBe(true);
    expect(allowed('2026-06-16T07:00:00Z')).toBe(true);
    expect(allowed('2026-06-16T06:59:59Z')).toBe(false);
  });

  it('closes at 20:00 Paris, 20:00 itself excluded', () => {
    expect(allowed('2026-01-13T19:59:59.999+01:00')).toBe(true);
    expect(allowed('2026-01-13T20:00:00+01:00')).toBe(false);
    expect(allowed('2026-06-16T19:59:59+02:00')).toBe(true);
    expect(allowed('2026-06-16T20:00:00+02:00')).toBe(false);
    expect(allowed('2026-06-16T23:59:59+02:00')).toBe(false);
    expect(allowed('2026-06-16T00:00:00+02:00')).toBe(false);
  });

  it('allows Saturdays, never Sundays', () => {
    expect(allowed('2026-01-17T19:00:00+01:00')).toBe(true);
    expect(allowed('2026-01-17T09:00:00+01:00')).toBe(true);
    expect(allowed('2026-01-18T12:00:00+01:00')).toBe(false);
  });

  it('refuses an invalid date', () => {
    expect(() => isSendingHour(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => nextSendingHour(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('nextSendingHour', () => {
  it('is the instant itself when it is allowed', () => {
    const instant = new Date('2026-01-13T10:17:42.123+01:00');
    expect(nextSendingHour(instant).getTime()).toBe(instant.getTime());
    expect(next('2026-01-17T19:00:00+01:00')).toBe('2026-01-17T18:00:00.000Z');
    expect(next('2026-06-16T09:00:00+02:00')).toBe('2026-06-16T07:00:00.000Z');
  });

  it('is 09:00 the same day before 09:00, 09:00 the next day from 20:00', () => {
    expect(next('2026-01-13T08:59:59+01:00')).toBe('2026-01-13T08:00:00.000Z');
    expect(next('2026-01-13T00:00:00+01:00')).toBe('2026-01-13T08:00:00.000Z');
    expect(next('2026-01-13T20:00:00+01:00')).toBe('2026-01-14T08:00:00.000Z');
    expect(next('2026-06-16T06:30:00+02:00')).toBe('2026-06-16T07:00:00.000Z');
    expect(next('2026-06-16T20:00:00+02:00')).toBe('2026-06-17T07:00:00.000Z');
    // Saturday before 09:00 is Saturday 09:00.
    expect(next('2026-01-17T00:30:00+01:00')).toBe('2026-01-17T08:00:00.000Z');
  });

  it('skips Sunday: Saturday 20:30 is Monday 09:00', () => {
    expect(next('2026-01-17T20:30:00+01:00')).toBe('2026-01-19T08:00:00.000Z');
    expect(next('2026-01-18T07:00:00+01:00')).toBe('2026-01-19T08:00:00.000Z');
    expect(next('2026-01-18T15:00:00+01:00')).toBe('2026-01-19T08:00:00.000Z');
  });

  it('crosses the spring change (last Sunday of March): Monday 09:00 is already UTC+2', () => {
    // Saturday 28 March 2026 21:00 Paris; the clocks go forward on Sunday 29 at 02:00.
    expect(next('2026-03-28T21:00:00+01:00')).toBe('2026-03-30T07:00:00.000Z');
    expect(next('2026-03-29T01:59:59+01:00')).toBe('2026-03-30T07:00:00.000Z');
    expect(next('2026-03-29T03:00:00+02:00')).toBe('2026-03-30T07:00:00.000Z');
  });

  it('crosses the autumn change (last Sunday of October): Monday 09:00 is back to UTC+1', () => {
    // Saturday 24 October 2026 22:00 Paris (UTC+2); the clocks go back on Sunday 25 at 03:00.
    expect(next('2026-10-24T22:00:00+02:00')).toBe('2026-10-26T08:00:00.000Z');
    // The hour lived twice, on either side.
    expect(next('2026-10-25T02:30:00+02:00')).toBe('2026-10-26T08:00:00.000Z');
    expect(next('2026-10-25T02:30:00+01:00')).toBe('2026-10-26T08:00:00.000Z');
  });

  it('skips a holiday next to a Sunday: Easter Sunday then Easter Monday', () => {
    // Easter 2026 is Sunday 5 April: Saturday 20:30 waits until Tuesday 7.
    expect(next('2026-04-04T20:30:00+02:00')).toBe('2026-04-07T07:00:00.000Z');
    expect(next('2026-04-06T10:00:00+02:00')).toBe('2026-04-07T07:00:00.000Z');
    // Easter 2027 is Sunday 28 March, the very day the clocks go forward.
    expect(next('2027-03-27T21:00:00+01:00')).toBe('2027-03-30T07:00:00.000Z');
  });

  it('skips 14 July on a weekday', () => {
    // Tuesday 14 July 2026.
    expect(allowed('2026-07-14T12:00:00+02:00')).toBe(false);
    expect(next('2026-07-13T20:00:00+02:00')).toBe('2026-07-15T07:00:00.000Z');
    expect(next('2026-07-14T08:00:00+02:00')).toBe('2026-07-15T07:00:00.000Z');
  });

  it('skips a run of closed days', () => {
    // Friday 1 May 2026 is a holiday, Saturday 2 May is open.
    expect(next('2026-05-01T21:00:00+02:00')).toBe('2026-05-02T07:00:00.000Z');
    expect(next('2026-04-30T20:00:00+02:00')).toBe('2026-05-02T07:00:00.000Z');
    // Saturday 2 May 2026 after 20:00: Sunday 3, then Monday 4 May.
    expect(next('2026-05-02T20:30:00+02:00')).toBe('2026-05-04T07:00:00.000Z');
    // Friday 30 April 2027 after 20:00: Saturday 1 May (holiday), Sunday 2, then Monday 3 May.
    expect(next('2027-04-30T20:00:00+02:00')).toBe('2027-05-03T07:00:00.000Z');
    // Saturday 23 May 2026 after 20:00: Sunday 24, Whit Monday 25, then Tuesday 26 May.
    expect(next('2026-05-23T20:00:00+02:00')).toBe('2026-05-26T07:00:00.000Z');
    // Friday 24 December 2027 after 20:00: Christmas on the Saturday, Sunday, then Monday 27.
    expect(next('2027-12-24T20:00:00+01:00')).toBe('2027-12-27T08:00:00.000Z');
    // New Year's Eve 2026 (Thursday) after 20:00: 1 January 2027 is a Friday holiday, Saturday 2 is open.
    expect(next('2026-12-31T20:00:00+01:00')).toBe('2027-01-02T08:00:00.000Z');
  });

  it.each([
    // 2026
    ['2026-01-01T12:00:00+01:00', '2026-01-02T08:00:00.000Z'],
    ['2026-04-06T12:00:00+02:00', '2026-04-07T07:00:00.000Z'],
    ['2026-05-01T12:00:00+02:00', '2026-05-02T07:00:00.000Z'],
    ['2026-05-08T12:00:00+02:00', '2026-05-09T07:00:00.000Z'],
    ['2026-05-14T12:00:00+02:00', '2026-05-15T07:00:00.000Z'],
    ['2026-05-25T12:00:00+02:00', '2026-05-26T07:00:00.000Z'],
    ['2026-07-14T12:00:00+02:00', '2026-07-15T07:00:00.000Z'],
    ['2026-08-15T12:00:00+02:00', '2026-08-17T07:00:00.000Z'],
    ['2026-11-01T12:00:00+01:00', '2026-11-02T08:00:00.000Z'],
    ['2026-11-11T12:00:00+01:00', '2026-11-12T08:00:00.000Z'],
    ['2026-12-25T12:00:00+01:00', '2026-12-26T08:00:00.000Z'],
    // 2027
    ['2027-01-01T12:00:00+01:00', '2027-01-02T08:00:00.000Z'],
    ['2027-03-29T12:00:00+02:00', '2027-03-30T07:00:00.000Z'],
    ['2027-05-01T12:00:00+02:00', '2027-05-03T07:00:00.000Z'],
    ['2027-05-06T12:00:00+02:00', '2027-05-07T07:00:00.000Z'],
    ['2027-05-08T12:00:00+02:00', '2027-05-10T07:00:00.000Z'],
    ['2027-05-17T12:00:00+02:00', '2027-05-18T07:00:00.000Z'],
    ['2027-07-14T12:00:00+02:00', '2027-07-15T07:00:00.000Z'],
    ['2027-08-15T12:00:00+02:00', '2027-08-16T07:00:00.000Z'],
    ['2027-11-01T12:00:00+01:00', '2027-11-02T08:00:00.000Z'],
    ['2027-11-11T12:00:00+01:00', '2027-11-12T08:00:00.000Z'],
    ['2027-12-25T12:00:00+01:00', '2027-12-27T08:00:00.000Z'],
  ])('holiday %s is closed; the next SMS leaves at %s', (noon, expected) => {
    expect(allowed(noon)).toBe(false);
    expect(next(noon)).toBe(expected);
  });

  it('agrees with isSendingHour at every quarter hour of 2026 and 2027', () => {
    // After the last evening of 2027 comes Monday 3 January 2028 (Saturday 1 January is a holiday, then Sunday).
    const quarters = quartersWithFirstAllowed('2026-01-01T00:00:00Z', '2028-01-01T00:00:00Z', '2028-01-03T09:00:00+01:00');
    expect(quarters.filter(({ instant, firstAllowed }) => nextSendingHour(new Date(instant)).getTime() !== firstAllowed)).toEqual([]);
    // 11 hours a day, 4 quarters an hour, on the open days: 365 - 52 Sundays (2026, 2027) - holidays not on a Sunday.
    const openDays2026 = 365 - 52 - 10; // 1 November 2026 is a Sunday.
    const openDays2027 = 365 - 52 - 10; // 15 August 2027 is a Sunday.
    expect(quarters.filter(({ open }) => open)).toHaveLength((openDays2026 + openDays2027) * 11 * 4);
  });
});

describe('frenchPublicHolidays', () => {
  it('lists the eleven holidays of 2026 (Easter on 5 April)', () => {
    expect(frenchPublicHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-06',
      '2026-05-01',
      '2026-05-08',
      '2026-05-14',
      '2026-05-25',
      '2026-07-14',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ]);
  });

  it('lists the eleven holidays of 2027 (Easter on 28 March)', () => {
    expect(frenchPublicHolidays(2027)).toEqual([
      '2027-01-01',
      '2027-03-29',
      '2027-05-01',
      '2027-05-06',
      '2027-05-08',
      '2027-05-17',
      '2027-07-14',
      '2027-08-15',
      '2027-11-01',
      '2027-11-11',
      '2027-12-25',
    ]);
  });

  it.each([
    // Easter Sunday, so Easter Monday is the day after; including the earliest (22 March) and latest (25 April) dates.
    [2000, '2000-04-24'],
    [2019, '2019-04-22'],
    [2024, '2024-04-01'],
    [2025, '2025-04-21'],
    [2038, '2038-04-26'],
    [2285, '2285-03-23'],
  ])('places Easter Monday of %i on %s', (year, easterMonday) => {
    expect(frenchPublicHolidays(year)[1]).toBe(easterMonday);
  });

  it('stays in calendar order when Ascension and Whit Monday fall in June', () => {
    // Easter 2038 is 25 April: Ascension 3 June, Whit Monday 14 June.
    expect(frenchPublicHolidays(2038)).toEqual([
      '2038-01-01',
      '2038-04-26',
      '2038-05-01',
      '2038-05-08',
      '2038-06-03',
      '2038-06-14',
      '2038-07-14',
      '2038-08-15',
      '2038-11-01',
      '2038-11-11',
      '2038-12-25',
    ]);
  });

  it('refuses a year it cannot compute', () => {
    expect(() => frenchPublicHolidays(2026.5)).toThrow(RangeError);
    expect(() => frenchPublicHolidays(1500)).toThrow(RangeError);
  });
});
