/**
 * When a review request may go out by SMS: 09:00 to 20:00 (20:00 excluded) Paris time, never on a Sunday nor on a
 * French public holiday (the national list: Alsace-Moselle's Good Friday and 26 December are not in it). Everything is
 * read on Paris's wall clock through Intl, so the server's own time zone never matters.
 */
const TIME_ZONE = 'Europe/Paris';
const SENDING_STARTS_AT_HOUR = 9;
const SENDING_ENDS_AT_HOUR = 20;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Paris wall clock; `h23` so midnight reads 0, never 24. Built once: building one is costly. */
const parisClock = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function parisWallClock(instant: Date): WallClock {
  if (Number.isNaN(instant.getTime())) throw new RangeError('An invalid date has no sending hour');
  const parts = Object.fromEntries(parisClock.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

/** `YYYY-MM-DD` of a calendar day (month 1-12); the day may overflow, `Date.UTC` carries it into the next month. */
function isoDay(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** Easter Sunday (month 1-12, day) by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
function easterOf(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

/** France's eleven public holidays of a year, `YYYY-MM-DD`, in calendar order. */
export function frenchPublicHolidays(year: number): string[] {
  // Gregorian Easter from its first year; Date.UTC would read a year below 100 as 19xx.
  if (!Number.isInteger(year) || year < 1583 || year > 9999) throw new RangeError(`No French public holidays computed for ${year}`);
  const easter = easterOf(year);
  const afterEaster = (days: number) => isoDay(year, easter.month, easter.day + days);
  return [
    isoDay(year, 1, 1),
    afterEaster(1), // Easter Monday
    isoDay(year, 5, 1),
    isoDay(year, 5, 8),
    afterEaster(39), // Ascension Thursday
    afterEaster(50), // Whit Monday
    isoDay(year, 7, 14),
    isoDay(year, 8, 15),
    isoDay(year, 11, 1),
    isoDay(year, 11, 11),
    isoDay(year, 12, 25),
  ].sort();
}

/** Days that may carry an SMS: not a Sunday, not a public holiday. */
function isSendingDay(year: number, month: number, day: number): boolean {
  const isSunday = new Date(Date.UTC(year, month - 1, day)).getUTCDay() === 0;
  return !isSunday && !frenchPublicHolidays(year).includes(isoDay(year, month, day));
}

export function isSendingHour(instant: Date): boolean {
  const clock = parisWallClock(instant);
  return clock.hour >= SENDING_STARTS_AT_HOUR && clock.hour < SENDING_ENDS_AT_HOUR && isSendingDay(clock.year, clock.month, clock.day);
}

/** The instant Paris's clock reads this wall-clock time (one that exists: not inside the spring change's skipped hour). */
function parisInstant(year: number, month: number, day: number, hour: number): Date {
  const asIfUtc = Date.UTC(year, month - 1, day, hour);
  const offsetAt = (instant: number) => {
    const clock = parisWallClock(new Date(instant));
    return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) - instant;
  };
  // The offset at a first guess, then at the instant it gives: right on both sides of a change of offset.
  const guess = asIfUtc - offsetAt(asIfUtc);
  return new Date(asIfUtc - offsetAt(guess));
}

/** The instant itself when an SMS may leave then, else 09:00 Paris of the next day that carries SMS (today if before 09:00). */
export function nextSendingHour(instant: Date): Date {
  if (isSendingHour(instant)) return new Date(instant.getTime());
  const clock = parisWallClock(instant);
  let day = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + (clock.hour < SENDING_STARTS_AT_HOUR ? 0 : 1)));
  while (!isSendingDay(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate())) day = new Date(day.getTime() + DAY_MS);
  return parisInstant(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), SENDING_STARTS_AT_HOUR);
}
