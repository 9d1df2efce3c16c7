import { addDays } from './calendar';
import { zeroValues } from './metrics-conversion';
import { DAILY_METRICS, type DailyMetric, type DailyMetricsRow, type DayRange, type MetricValues } from './profile-types';

/** The four impression metrics, which the dashboard adds into « vues de la fiche ». */
export const IMPRESSION_METRICS: DailyMetric[] = [
  'BUSINESS_IMPRESSIONS_DESKTOP_MAPS',
  'BUSINESS_IMPRESSIONS_DESKTOP_SEARCH',
  'BUSINESS_IMPRESSIONS_MOBILE_MAPS',
  'BUSINESS_IMPRESSIONS_MOBILE_SEARCH',
];

export type PeriodSums = { from: string; to: string; days: number; totals: MetricValues; impressions: number };
export type MonthSums = PeriodSums & { month: string };

/** Totals of the rows given: a period's figures are exactly the sum of its days, never a separate answer. */
export function sumRows(rows: DailyMetricsRow[]): PeriodSums {
  const totals = zeroValues();
  for (const row of rows) for (const metric of DAILY_METRICS) totals[metric] += row.values[metric];
  const dates = rows.map((row) => row.date).sort();
  return {
    from: dates[0] ?? '',
    to: dates.at(-1) ?? '',
    days: rows.length,
    totals,
    impressions: IMPRESSION_METRICS.reduce((sum, metric) => sum + totals[metric], 0),
  };
}

/** The rows of one period (both ends included). */
export const rowsWithin = (rows: DailyMetricsRow[], range: DayRange) =>
  rows.filter((row) => row.date >= range.from && row.date <= range.to);

/** Sums per calendar month, oldest first; a month cut by the range counts only its days inside. */
export function sumByMonth(rows: DailyMetricsRow[]): MonthSums[] {
  const months = new Map<string, DailyMetricsRow[]>();
  for (const row of rows) {
    const month = months.get(row.date.slice(0, 7));
    if (month) month.push(row);
    else months.set(row.date.slice(0, 7), [row]);
  }
  return [...months.keys()].sort().map((month) => ({ month, ...sumRows(months.get(month)!) }));
}

/**
 * The last `days` full days before `today` ('YYYY-MM-DD'): today's figures are incomplete, so a « 30 derniers
 * jours » period ends yesterday. The period before it has the same length, for the dashboard's comparison.
 */
export function lastDays(days: number, today: string): { current: DayRange; previous: DayRange } {
  const to = addDays(today, -1);
  const from = addDays(to, -(days - 1));
  return { current: { from, to }, previous: { from: addDays(from, -days), to: addDays(from, -1) } };
}
