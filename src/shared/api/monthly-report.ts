import { fileNameSlug } from '../text';

/**
 * The monthly report (`GET /dashboards/private/report?month=YYYY-MM`): a PDF of a past calendar month. A month is
 * counted in whole UTC days, as the dashboard's per-day totals and its monthly chart count it, so the report's figures
 * equal the dashboard's for that month.
 */

/** `YYYY-MM`, a month from 01 to 12. */
export const REPORT_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** No report before this month: Google's reviews start well after it, and it bounds what a request may ask for. */
export const FIRST_REPORT_MONTH = '2000-01';
/** How many past months the dashboard offers (the API serves any past month since FIRST_REPORT_MONTH). */
export const REPORT_MONTHS_OFFERED = 12;

/** The calendar month (UTC) of an instant, `YYYY-MM`. */
export const monthOf = (instant: Date) => instant.toISOString().slice(0, 7);

/** The month's first instant and the next month's: its reviews are dated from `from` (included) to `to` (excluded). */
export function monthRange(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number);
  return { from: new Date(Date.UTC(year, monthNumber - 1, 1)), to: new Date(Date.UTC(year, monthNumber, 1)) };
}

/** The month before `month`. */
export const previousMonthOf = (month: string) => monthOf(new Date(monthRange(month).from.getTime() - 1));

/** Whether the month is over at `now`: only a finished month has a report. */
export const isPastMonth = (month: string, now: Date) => monthRange(month).to.getTime() <= now.getTime();

/** The `count` months before the month of `now`, the most recent first. */
export function pastMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1 - index, 1))));
}

/**
 * The report's file name: `bonavis-rapport-2026-10.pdf`, or with the establishment's name when several are sent
 * together (`bonavis-rapport-2026-10-boulangerie-du-port.pdf`).
 */
export const reportFileName = (month: string, establishment?: string) =>
  establishment === undefined
    ? `bonavis-rapport-${month}.pdf`
    : `bonavis-rapport-${month}-${fileNameSlug(establishment, 'etablissement')}.pdf`;
