import { datesOf } from './calendar';
import { IMPRESSION_METRICS, lastDays, rowsWithin, sumByMonth, sumRows } from './period-sums';
import { createProfileStandIn } from './profile-stand-in';
import { DAILY_METRICS } from './profile-types';

const LOCATION = { account: 'accounts/104790586216', location: 'locations/4471917212342541832' };

describe('sums of daily figures per period and per month', () => {
  it('equal the daily rows added one by one, per metric, per period and per month', async () => {
    const rows = await createProfileStandIn().fetchDailyMetrics(LOCATION, { from: '2026-01-15', to: '2026-04-10' });
    const period = sumRows(rows);
    for (const metric of DAILY_METRICS) {
      let byHand = 0;
      for (const row of rows) byHand += row.values[metric];
      expect(period.totals[metric]).toBe(byHand);
    }
    expect(period).toMatchObject({ from: '2026-01-15', to: '2026-04-10', days: 86 });
    expect(period.impressions).toBe(IMPRESSION_METRICS.reduce((sum, metric) => sum + period.totals[metric], 0));

    const months = sumByMonth(rows);
    expect(months.map(({ month, days }) => [month, days])).toEqual([
      ['2026-01', 17],
      ['2026-02', 28],
      ['2026-03', 31],
      ['2026-04', 10],
    ]);
    for (const metric of DAILY_METRICS) expect(months.reduce((sum, month) => sum + month.totals[metric], 0)).toBe(period.totals[metric]);
  });

  it('sums a sub-period from the same rows, and an empty list to zeros', () => {
    const rows = datesOf('2026-03-01', '2026-03-10').map((date, index) => ({
      date,
      values: Object.fromEntries(DAILY_METRICS.map((metric) => [metric, index + 1])) as Record<(typeof DAILY_METRICS)[number], number>,
    }));
    expect(sumRows(rowsWithin(rows, { from: '2026-03-03', to: '2026-03-05' })).totals.CALL_CLICKS).toBe(3 + 4 + 5);
    expect(sumRows([])).toMatchObject({ days: 0, impressions: 0, totals: { WEBSITE_CLICKS: 0 } });
  });

  it('makes « 30 derniers jours » end yesterday, with the 30 days before for the comparison', () => {
    expect(lastDays(30, '2026-03-01')).toEqual({
      current: { from: '2026-01-30', to: '2026-02-28' },
      previous: { from: '2025-12-31', to: '2026-01-29' },
    });
  });
});
