/** Birth dates travel as DD/MM/YYYY strings; these helpers check and convert them. */
export const BIRTH_DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** The calendar date a DD/MM/YYYY string names, or null when there is no such day (31/02, 29/02/2023). */
export function parseBirthDate(value: string): Date | null {
  const match = BIRTH_DATE_PATTERN.exec(value);
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? date : null;
}

/** True when the day is after `today` (compared as calendar days, in UTC). */
export function isFutureDate(date: Date, today = new Date()): boolean {
  return date.getTime() > Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
}

/** DD/MM/YYYY for a stored date (a Date or an ISO string), as the wizard shows it. */
export function formatBirthDate(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}
