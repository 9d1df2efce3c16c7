import { datesOf, dateOfGoogle } from './calendar';
import type { GoogleKeywordsPage, GoogleMultiDailyMetrics } from './google-shapes';
import {
  DAILY_METRICS,
  type DailyMetric,
  type DailyMetricsRow,
  type DayRange,
  type KeywordCount,
  type MetricValues,
} from './profile-types';

/** Google's int64 as a number; anything else (absent: a zero) counts 0. 15 digits stay exact in a double. */
function countOf(value: string | undefined): number {
  return typeof value === 'string' && value.length <= 15 && /^\d+$/.test(value) ? Number(value) : 0;
}

export const zeroValues = (): MetricValues => Object.fromEntries(DAILY_METRICS.map((metric) => [metric, 0])) as MetricValues;

/**
 * One row per day of the range with every metric: Google leaves zeros out, and sends nothing for a day with
 * no activity at all. Values outside the range, or of a metric not asked for, are left out.
 */
export function dailyRowsOf(answer: GoogleMultiDailyMetrics, range: DayRange): DailyMetricsRow[] {
  const rows = datesOf(range.from, range.to).map((date) => ({ date, values: zeroValues() }));
  const byDate = new Map(rows.map((row) => [row.date, row]));
  for (const multi of answer.multiDailyMetricTimeSeries ?? []) {
    for (const series of multi.dailyMetricTimeSeries ?? []) {
      const metric = series.dailyMetric as DailyMetric;
      if (!(DAILY_METRICS as readonly string[]).includes(metric)) continue;
      for (const point of series.timeSeries?.datedValues ?? []) {
        const row = byDate.get(dateOfGoogle(point.date));
        // Summed: a metric broken down by sub-entity sends several values for a day.
        if (row) row.values[metric] += countOf(point.value);
      }
    }
  }
  return rows;
}

export function keywordsOf(page: GoogleKeywordsPage): KeywordCount[] {
  return (page.searchKeywordsCounts ?? []).map((entry) => {
    const insights = entry.insightsValue ?? {};
    const below = insights.threshold !== undefined;
    return {
      keyword: entry.searchKeyword ?? '',
      impressions: below ? null : countOf(insights.value),
      fewerThan: below ? countOf(insights.threshold) : null,
    };
  });
}
