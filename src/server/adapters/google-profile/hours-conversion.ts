import { addDays, dateOfGoogle, googleDateOf } from './calendar';
import type { GoogleLocation, GoogleSpecialHourPeriod, GoogleTimeOfDay, GoogleTimePeriod } from './google-shapes';
import {
  DAYS,
  type Day,
  type HoursField,
  type HoursState,
  type ProfileHours,
  type RegularPeriod,
  type SpecialPeriod,
} from './profile-types';

const pad = (value: number) => String(value).padStart(2, '0');

/** 'HH:MM' of Google's TimeOfDay; an absent time is midnight (proto3 leaves zeros out). */
export const clockOf = (time: GoogleTimeOfDay | undefined) => `${pad(time?.hours ?? 0)}:${pad(time?.minutes ?? 0)}`;

/** Google's TimeOfDay of 'HH:MM', zeros left out as Google writes them. */
export function timeOfClock(clock: string): GoogleTimeOfDay {
  const hours = Number(clock.slice(0, 2));
  const minutes = Number(clock.slice(3, 5));
  return { ...(hours ? { hours } : {}), ...(minutes ? { minutes } : {}) };
}

const nextDay = (day: Day): Day => DAYS[(DAYS.indexOf(day) + 1) % DAYS.length];

/** A close at or before the open is on the next day; '24:00' is the end of the same day. */
const endsNextDay = (open: string, close: string) => close !== '24:00' && close <= open;

export function regularFromGoogle(period: GoogleTimePeriod): RegularPeriod {
  return { day: (period.openDay ?? 'MONDAY') as Day, open: clockOf(period.openTime), close: clockOf(period.closeTime) };
}

export function regularToGoogle({ day, open, close }: RegularPeriod): GoogleTimePeriod {
  return {
    openDay: day,
    openTime: timeOfClock(open),
    closeDay: endsNextDay(open, close) ? nextDay(day) : day,
    closeTime: timeOfClock(close),
  };
}

export function specialFromGoogle(period: GoogleSpecialHourPeriod): SpecialPeriod {
  const date = dateOfGoogle(period.startDate);
  if (period.closed) return { date, closed: true };
  return { date, closed: false, open: clockOf(period.openTime), close: clockOf(period.closeTime) };
}

export function specialToGoogle({ date, closed, open = '00:00', close = '24:00' }: SpecialPeriod): GoogleSpecialHourPeriod {
  if (closed) return { startDate: googleDateOf(date), closed: true };
  return {
    startDate: googleDateOf(date),
    endDate: googleDateOf(endsNextDay(open, close) ? addDays(date, 1) : date),
    openTime: timeOfClock(open),
    closeTime: timeOfClock(close),
  };
}

export function hoursFromGoogle(location: GoogleLocation): ProfileHours {
  return {
    regular: (location.regularHours?.periods ?? []).map(regularFromGoogle),
    special: (location.specialHours?.specialHourPeriods ?? []).map(specialFromGoogle),
  };
}

/** The Location body of a patch: only the fields named in the mask (an empty list clears them on Google). */
export function hoursToGoogle(hours: ProfileHours, mask: HoursField[]): GoogleLocation {
  return {
    ...(mask.includes('regularHours') ? { regularHours: { periods: hours.regular.map(regularToGoogle) } } : {}),
    ...(mask.includes('specialHours') ? { specialHours: { specialHourPeriods: hours.special.map(specialToGoogle) } } : {}),
  };
}

export function hoursStateOf(location: GoogleLocation): HoursState {
  return {
    hours: hoursFromGoogle(location),
    state: location.metadata?.hasPendingEdits ? 'pending' : 'applied',
    googleUpdated: location.metadata?.hasGoogleUpdated === true,
  };
}

/** Hours in one order, closed dates without times: two lists that say the same compare equal. */
export function normalizeHours(hours: ProfileHours): ProfileHours {
  const regular = hours.regular
    .map(({ day, open, close }) => ({ day, open, close }))
    .sort((a, b) => DAYS.indexOf(a.day) - DAYS.indexOf(b.day) || a.open.localeCompare(b.open));
  const special = hours.special
    .map(({ date, closed, open, close }): SpecialPeriod => (closed ? { date, closed } : { date, closed, open, close }))
    .sort((a, b) => a.date.localeCompare(b.date) || (a.open ?? '').localeCompare(b.open ?? ''));
  return { regular, special };
}

/** The update mask of an edit: the fields whose content changed, so an untouched field is never overwritten. */
export function hoursUpdateMask(before: ProfileHours, after: ProfileHours): HoursField[] {
  const [was, will] = [normalizeHours(before), normalizeHours(after)];
  const mask: HoursField[] = [];
  if (JSON.stringify(was.regular) !== JSON.stringify(will.regular)) mask.push('regularHours');
  if (JSON.stringify(was.special) !== JSON.stringify(will.special)) mask.push('specialHours');
  return mask;
}
