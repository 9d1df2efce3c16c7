import type { GoogleLocation } from './google-shapes';
import {
  hoursFromGoogle,
  hoursStateOf,
  hoursToGoogle,
  hoursUpdateMask,
  regularFromGoogle,
  regularToGoogle,
  specialFromGoogle,
  specialToGoogle,
} from './hours-conversion';
import type { ProfileHours, RegularPeriod, SpecialPeriod } from './profile-types';
import { fixture } from './test-fixtures';

describe("hours: Google's TimePeriod and SpecialHourPeriod, both ways", () => {
  it('reads a day split in two periods, a period past midnight and a whole day from the recorded Location', () => {
    const state = hoursStateOf(fixture<GoogleLocation>('location-hours.json'));
    expect(state.hours.regular).toEqual([
      { day: 'TUESDAY', open: '07:00', close: '13:00' },
      { day: 'TUESDAY', open: '15:00', close: '19:30' },
      { day: 'FRIDAY', open: '18:00', close: '02:00' },
      { day: 'SUNDAY', open: '00:00', close: '24:00' },
    ]);
    expect(state.hours.special).toEqual([
      { date: '2026-12-25', closed: true },
      { date: '2026-12-31', closed: false, open: '19:00', close: '01:30' },
    ]);
    expect(state).toMatchObject({ state: 'applied', googleUpdated: true });
  });

  it('writes the recorded Location back exactly as Google wrote it (zeros left out, close day and end date)', () => {
    const recorded = fixture<GoogleLocation>('location-hours.json');
    expect(hoursToGoogle(hoursFromGoogle(recorded), ['regularHours', 'specialHours'])).toEqual({
      regularHours: recorded.regularHours,
      specialHours: recorded.specialHours,
    });
  });

  it.each<[string, RegularPeriod, object]>([
    ['a day split in two (morning)', { day: 'MONDAY', open: '08:30', close: '12:00' }, { openDay: 'MONDAY', closeDay: 'MONDAY' }],
    ['a day split in two (afternoon)', { day: 'MONDAY', open: '14:00', close: '18:45' }, { openDay: 'MONDAY', closeDay: 'MONDAY' }],
    ['a period past midnight', { day: 'SATURDAY', open: '22:00', close: '03:00' }, { openDay: 'SATURDAY', closeDay: 'SUNDAY' }],
    ['Sunday night into Monday', { day: 'SUNDAY', open: '20:00', close: '01:00' }, { openDay: 'SUNDAY', closeDay: 'MONDAY' }],
    ['a whole day to 24:00', { day: 'WEDNESDAY', open: '00:00', close: '24:00' }, { openDay: 'WEDNESDAY', closeDay: 'WEDNESDAY' }],
    ['24 hours from noon', { day: 'THURSDAY', open: '12:00', close: '12:00' }, { openDay: 'THURSDAY', closeDay: 'FRIDAY' }],
  ])('round-trips %s', (_title, period, days) => {
    const google = regularToGoogle(period);
    expect(google).toMatchObject(days);
    expect(regularFromGoogle(google)).toEqual(period);
  });

  it.each<[string, SpecialPeriod, object]>([
    ['a holiday closed all day', { date: '2026-05-01', closed: true }, { startDate: { year: 2026, month: 5, day: 1 }, closed: true }],
    [
      'exceptional hours',
      { date: '2026-12-24', closed: false, open: '07:00', close: '16:00' },
      { endDate: { year: 2026, month: 12, day: 24 }, openTime: { hours: 7 }, closeTime: { hours: 16 } },
    ],
    [
      'a New Year’s Eve past midnight',
      { date: '2026-12-31', closed: false, open: '19:00', close: '01:30' },
      { endDate: { year: 2027, month: 1, day: 1 }, closeTime: { hours: 1, minutes: 30 } },
    ],
  ])('round-trips a special day: %s', (_title, period, google) => {
    expect(specialToGoogle(period)).toMatchObject(google);
    expect(specialFromGoogle(specialToGoogle(period))).toEqual(period);
  });

  it('round-trips a change of special hours through the patch body and back', () => {
    const before: ProfileHours = hoursFromGoogle(fixture<GoogleLocation>('location-hours.json'));
    const after: ProfileHours = {
      ...before,
      special: [{ date: '2026-12-24', closed: false, open: '07:00', close: '16:00' }, ...before.special.slice(0, 1)],
    };
    const mask = hoursUpdateMask(before, after);
    expect(mask).toEqual(['specialHours']);
    const body = hoursToGoogle(after, mask);
    expect(Object.keys(body)).toEqual(['specialHours']);
    expect(hoursFromGoogle({ ...body, regularHours: { periods: before.regular.map(regularToGoogle) } })).toEqual(after);
  });

  it('names in the mask only what changed; the same hours in another order change nothing', () => {
    const hours: ProfileHours = {
      regular: [
        { day: 'TUESDAY', open: '15:00', close: '19:00' },
        { day: 'TUESDAY', open: '08:00', close: '12:00' },
      ],
      special: [{ date: '2026-12-25', closed: true }],
    };
    const reordered: ProfileHours = {
      regular: [...hours.regular].reverse(),
      special: [{ date: '2026-12-25', closed: true, open: '09:00' }],
    };
    expect(hoursUpdateMask(hours, reordered)).toEqual([]);
    expect(hoursUpdateMask(hours, { ...hours, regular: hours.regular.slice(1) })).toEqual(['regularHours']);
    expect(hoursUpdateMask(hours, { regular: [], special: [] })).toEqual(['regularHours', 'specialHours']);
    expect(hoursToGoogle({ regular: [], special: [] }, ['specialHours'])).toEqual({ specialHours: { specialHourPeriods: [] } });
  });

  it("reads Google's pending review from metadata.hasPendingEdits", () => {
    expect(hoursStateOf(fixture<GoogleLocation>('location-patched.json'))).toMatchObject({ state: 'pending', googleUpdated: false });
    expect(hoursStateOf({}).hours).toEqual({ regular: [], special: [] });
  });
});
