/** Calendar days as 'YYYY-MM-DD' strings, counted in UTC: a day of figures is Google's calendar day, not an instant. */

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_PATTERN = /^\d{4}-\d{2}$/;

export type GoogleDate = { year?: number; month?: number; day?: number };

/** A real calendar date ('2026-02-30' is not), checked by its length before its pattern. */
export function isDate(value: unknown): value is string {
  if (typeof value !== 'string' || value.length !== 10 || !DATE_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export function isMonth(value: unknown): value is string {
  return typeof value === 'string' && value.length === 7 && MONTH_PATTERN.test(value) && isDate(`${value}-01`);
}

export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (0 when equal, negative when `to` comes first). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Every date from `from` to `to`, both included. */
export function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

export const googleDateOf = (date: string): GoogleDate => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
  day: Number(date.slice(8, 10)),
});

/** Google's google.type.Date as 'YYYY-MM-DD' ('YYYY-MM-00' when the day is not significant). */
export const dateOfGoogle = (date: GoogleDate | undefined) => `${pad(date?.year ?? 0, 4)}-${pad(date?.month ?? 0)}-${pad(date?.day ?? 0)}`;
