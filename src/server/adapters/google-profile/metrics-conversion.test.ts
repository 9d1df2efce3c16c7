import type { GoogleKeywordsPage, GoogleMultiDailyMetrics } from './google-shapes';
import { dailyRowsOf, keywordsOf } from './metrics-conversion';
import { fixture } from './test-fixtures';

describe("figures: the Performance API's time series and keywords", () => {
  const answer = fixture<GoogleMultiDailyMetrics>('daily-metrics.json');

  it('gives a row per day with every metric, zeros where Google left the value out', () => {
    const rows = dailyRowsOf(answer, { from: '2026-05-30', to: '2026-06-01' });
    expect(rows.map((row) => row.date)).toEqual(['2026-05-30', '2026-05-31', '2026-06-01']);
    expect(rows[0].values).toEqual({
      BUSINESS_IMPRESSIONS_DESKTOP_MAPS: 5,
      BUSINESS_IMPRESSIONS_DESKTOP_SEARCH: 0,
      BUSINESS_IMPRESSIONS_MOBILE_MAPS: 44,
      BUSINESS_IMPRESSIONS_MOBILE_SEARCH: 31,
      CALL_CLICKS: 3,
      BUSINESS_DIRECTION_REQUESTS: 6,
      WEBSITE_CLICKS: 2,
      BUSINESS_BOOKINGS: 0,
      BUSINESS_FOOD_ORDERS: 0,
    });
    expect(rows[1].values.CALL_CLICKS).toBe(0);
    expect(rows[2].values.BUSINESS_IMPRESSIONS_DESKTOP_SEARCH).toBe(9);
  });

  it('fills days Google sent nothing for, and drops values outside the range or not a number', () => {
    const rows = dailyRowsOf(answer, { from: '2026-05-31', to: '2026-06-02' });
    expect(rows.map((row) => row.values.BUSINESS_IMPRESSIONS_MOBILE_MAPS)).toEqual([29, 40, 0]);
    const odd = dailyRowsOf(
      {
        multiDailyMetricTimeSeries: [
          {
            dailyMetricTimeSeries: [
              { dailyMetric: 'CALL_CLICKS', timeSeries: { datedValues: [{ date: { year: 2026, month: 5, day: 31 }, value: '-3' }] } },
            ],
          },
        ],
      },
      { from: '2026-05-31', to: '2026-05-31' },
    );
    expect(odd[0].values.CALL_CLICKS).toBe(0);
  });

  it('reads keywords with their count, or only the bound Google gives for small counts', () => {
    expect(keywordsOf(fixture<GoogleKeywordsPage>('search-keywords.json'))).toEqual([
      { keyword: 'boulangerie', impressions: 412, fewerThan: null },
      { keyword: 'boulangerie près de moi', impressions: 187, fewerThan: null },
      { keyword: 'pain au levain paris 11', impressions: null, fewerThan: 15 },
    ]);
    expect(keywordsOf({ searchKeywordsCounts: [{ searchKeyword: 'rare', insightsValue: {} }] })).toEqual([
      { keyword: 'rare', impressions: 0, fewerThan: null },
    ]);
  });
});
