import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviewDailyStats, reviews } from '../../db/schema';
import { periodStart, utcDayOf } from '../../../shared/api/reviews';
import type { DashboardPeriod } from '../../../shared/api/dashboard';
import { COMBINED_CONVERSION, REVIEW_SOURCES, type SourceDashboard, type SourceFigures } from '../../../shared/api/review-sources';
import { SCALES } from './connections';

const PERIOD_DAYS: Record<Exclude<DashboardPeriod, 'all'>, number> = { '30d': 30, '90d': 90, '365d': 365 };
const round = (value: number | null, digits = 2) => (value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits);

/**
 * The averages on five points the dashboard combines: TheFork's /10 halved, Tripadvisor's and Google's as they are,
 * Facebook's recommendations none (shown as a share, kept out of the average).
 */
export function onFive(source: (typeof REVIEW_SOURCES)[number], average: number | null): number | null {
  if (average === null || source === 'facebook') return null;
  return source === 'thefork' ? average / 2 : average;
}

/**
 * The combined average on five points, weighted by reviews: each source's average on five times its reviews, over the
 * reviews of every source but Facebook's.
 */
export function combinedOf(items: SourceFigures[]): SourceDashboard['combined'] {
  const counted = items.filter((item) => item.averageOnFive !== null && item.reviews > 0);
  const reviewsCounted = counted.reduce((sum, item) => sum + item.reviews, 0);
  const weighted = counted.reduce((sum, item) => sum + item.averageOnFive! * item.reviews, 0);
  return {
    averageOnFive: reviewsCounted ? round(weighted / reviewsCounted) : null,
    reviews: reviewsCounted,
    conversion: COMBINED_CONVERSION,
  };
}

/**
 * `GET /dashboards/private/sources`: per source and combined over a period, for one establishment or the network's.
 * Google's from its per-day roll-ups (its own figures, never another source's); the other sources' from their reviews,
 * few per establishment, through the (location, source, date) index. Reviews a source no longer shows are left out.
 */
export async function sourceDashboard(
  db: Database,
  listingIds: number[],
  period: DashboardPeriod,
  now = new Date(),
): Promise<SourceDashboard> {
  const from = period === 'all' ? null : periodStart(PERIOD_DAYS[period], now);
  const [google] = await db
    .select({
      reviews: sql<number>`coalesce(sum(${reviewDailyStats.reviews} - ${reviewDailyStats.removed}), 0)`.mapWith(Number),
      ratingSum: sql<number>`coalesce(sum(${reviewDailyStats.ratingSum} - ${reviewDailyStats.removedRatingSum}), 0)`.mapWith(Number),
    })
    .from(reviewDailyStats)
    .where(
      and(
        inArray(reviewDailyStats.listingId, listingIds),
        sql`${reviewDailyStats.source} = 'google'`,
        from ? sql`${reviewDailyStats.day} >= ${utcDayOf(from)}` : undefined,
      ),
    );
  const others = await db
    .select({
      source: reviews.source,
      reviews: sql<number>`count(*)`.mapWith(Number),
      average: sql<number | null>`avg(${reviews.sourceRating})`.mapWith((value) => (value === null ? null : Number(value))),
      recommendShare: sql<number | null>`avg(case when ${reviews.recommends} then 1.0 else 0.0 end)`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(reviews)
    .where(
      and(
        inArray(reviews.listingId, listingIds),
        sql`${reviews.source} in ('thefork', 'tripadvisor', 'facebook')`,
        sql`${reviews.removedAt} is null`,
        from ? sql`${reviews.date} >= ${from}` : undefined,
      ),
    )
    .groupBy(reviews.source);
  const items: SourceFigures[] = REVIEW_SOURCES.map((source) => {
    if (source === 'google') {
      const average = google && google.reviews > 0 ? google.ratingSum / google.reviews : null;
      return {
        source,
        averageRating: round(average),
        scale: 5,
        reviews: google?.reviews ?? 0,
        averageOnFive: round(average),
        recommendShare: null,
      };
    }
    const row = others.find((other) => other.source === source);
    const count = row?.reviews ?? 0;
    if (source === 'facebook') {
      const share = count ? round(row!.recommendShare) : null;
      return { source, averageRating: share, scale: SCALES[source], reviews: count, averageOnFive: null, recommendShare: share };
    }
    const average = count ? row!.average : null;
    return {
      source,
      averageRating: round(average),
      scale: SCALES[source],
      reviews: count,
      averageOnFive: round(onFive(source, average)),
      recommendShare: null,
    };
  });
  return { items, combined: combinedOf(items) };
}
