import { PROFILE_DAYS, type ProfileHoursAnswer } from '../../../shared/api/google-profile';
import { PROFILE_MAX_REGULAR_PERIODS, PROFILE_MAX_SPECIAL_PERIODS } from '../../../shared/validation/profile-schemas';
import type { ProfileHoursInput } from '../../api/google-profile-api';

/*
 * The hours as the week editor holds them: each day Monday first with its periods (none: closed), and the exceptional
 * dates, each closed all day or open from one time to another. The checks are those of the API's schema
 * (profile-schemas.ts), said per field so the owner sees which time is wrong.
 */

export type Day = (typeof PROFILE_DAYS)[number];
export type TimeRange = { open: string; close: string };
export type DayHours = { day: Day; periods: TimeRange[] };
export type SpecialDate = { date: string; closed: boolean; open: string; close: string };
export type HoursForm = { week: DayHours[]; special: SpecialDate[] };
/** A field's path (`week.0.periods.1.open`, `special.2.date`, `form`) → its message key. */
export type HoursErrors = Record<string, string>;

/** The period offered when the owner opens a day, then the afternoon of a day with a lunch break. */
export const newPeriod = (periods: TimeRange[]): TimeRange =>
  periods.length === 0 ? { open: '09:00', close: '18:00' } : { open: '14:00', close: '19:00' };

const OPEN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const isOpen = (value: string) => value.length === 5 && OPEN.test(value);
const isClose = (value: string) => value === '24:00' || isOpen(value);
function isRealDate(value: string) {
  if (value.length !== 10 || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/**
 * A time as typed, written HH:MM when it reads as one: a phone's number pad has no colon, so « 930 », « 0930 »,
 * « 9h30 » or « 9.30 » become « 09:30 »; anything else is left for the checks to refuse.
 */
export function normalizeTime(value: string): string {
  const match = /^(\d{1,2})[:hH.]?(\d{2})$/.exec(value.trim());
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : value;
}

export function toHoursForm(hours: Pick<ProfileHoursAnswer, 'regular' | 'special'>): HoursForm {
  return {
    week: PROFILE_DAYS.map((day) => ({
      day,
      periods: hours.regular
        .filter((period) => period.day === day)
        .map(({ open, close }) => ({ open, close }))
        .sort((a, b) => a.open.localeCompare(b.open)),
    })),
    special: [...hours.special]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((period) => ({ date: period.date, closed: period.closed, open: period.open ?? '', close: period.close ?? '' })),
  };
}

export function toHoursRequest(form: HoursForm): ProfileHoursInput {
  return {
    regular: form.week.flatMap(({ day, periods }) => periods.map(({ open, close }) => ({ day, open, close }))),
    special: form.special.map(({ date, closed, open, close }) => (closed ? { date, closed } : { date, closed, open, close })),
  };
}

/** The form's mistakes, per field; empty when it may be sent. */
export function hoursErrors(form: HoursForm): HoursErrors {
  const errors: HoursErrors = {};
  form.week.forEach(({ periods }, day) =>
    periods.forEach(({ open, close }, index) => {
      if (!isOpen(open)) errors[`week.${day}.periods.${index}.open`] = 'googleProfile.hours.errors.open';
      if (!isClose(close)) errors[`week.${day}.periods.${index}.close`] = 'googleProfile.hours.errors.close';
    }),
  );
  form.special.forEach(({ date, closed, open, close }, index) => {
    if (!isRealDate(date)) errors[`special.${index}.date`] = 'googleProfile.hours.errors.date';
    if (!closed && !isOpen(open)) errors[`special.${index}.open`] = 'googleProfile.hours.errors.open';
    if (!closed && !isClose(close)) errors[`special.${index}.close`] = 'googleProfile.hours.errors.close';
  });
  const regular = form.week.reduce((count, { periods }) => count + periods.length, 0);
  if (regular > PROFILE_MAX_REGULAR_PERIODS) errors.form = 'googleProfile.hours.errors.tooManyRegular';
  if (form.special.length > PROFILE_MAX_SPECIAL_PERIODS) errors.form = 'googleProfile.hours.errors.tooManySpecial';
  return errors;
}

/** The form with the date closed all day: any other hours of that date give way to the closure. */
export function withDateClosed(form: HoursForm, date: string): HoursForm {
  const special = [...form.special.filter((period) => period.date !== date), { date, closed: true, open: '', close: '' }];
  return { ...form, special: special.sort((a, b) => a.date.localeCompare(b.date)) };
}
