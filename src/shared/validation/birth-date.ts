import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import utc from 'dayjs/plugin/utc';

dayjs.extend(customParseFormat);
dayjs.extend(utc);

/** Birth dates travel as DD/MM/YYYY strings; these helpers check and convert them. */
export const BIRTH_DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** The calendar date a DD/MM/YYYY string names (at midnight UTC), or null when there is no such day (31/02, 29/02/2023). */
export function parseBirthDate(value: string): Date | null {
  if (!BIRTH_DATE_PATTERN.test(value)) return null;
  // Strict parsing refuses a day the calendar does not have instead of rolling it over.
  const date = dayjs.utc(value, 'DD/MM/YYYY', true);
  return date.isValid() ? date.toDate() : null;
}

/** True when the day is after `today` (compared as calendar days, in UTC). */
export function isFutureDate(date: Date, today = new Date()): boolean {
  return date.getTime() > Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
}

/** DD/MM/YYYY for a stored date (a Date or an ISO string), as the wizard shows it. */
export function formatBirthDate(value: Date | string): string {
  return dayjs.utc(value).format('DD/MM/YYYY');
}
