import { and, count, desc, eq, isNotNull, sql, sum, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Compared, MonthFigure, ThemeFigure } from '../../../shared/api/dashboard';
import type { Database } from '../../db/client';
import { reviewDailyStats, reviewDailyThemes, reviews } from '../../db/schema';

/**
 * The period and the one of the same length before it, both whole UTC days (midnight to midnight),
 * so the per-day roll-ups answer exactly what a scan of the reviews would.
 */
export type PeriodBounds = { from: Date | null; previousFrom: Date | null; now: Date };

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The period as conditions on a date column: a review's date (`asValue` keeps the instant) or a roll-up's day. */
function periodConditions({ from, previousFrom }: PeriodBounds, column: AnyPgColumn, asValue: (date: Date) => Date | string) {
  if (!from || !previousFrom) return { current: sql`true`, previous: sql`false`, since: undefined };
  return {
    current: sql`${column} >= ${asValue(from)}`,
    previous: sql`${column} >= ${asValue(previousFrom)} and ${column} < ${asValue(from)}`,
    since: sql`${column} >= ${asValue(previousFrom)}`,
  };
}
const instant = (date: Date) => date;

const toNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const compared = (current: unknown, previous: unknown): Compared => ({ current: toNumber(current), previous: toNumber(previous) });
const rate = (part: unknown, all: unknown) => (Number(all) > 0 ? Number(part) / Number(all) : null);

/** The median hours between a review and its response in each period, read from the answered reviews' index. */
async function medianResponseHoursOf(db: Database, listingId: number, bounds: PeriodBounds) {
  const { current, previous, since } = periodConditions(bounds, reviews.date, instant);
  const hours = sql`extract(epoch from (${reviews.responseDate} - ${reviews.date})) / 3600`;
  const median = (period: SQL) => sql`percentile_cont(0.5) within group (order by ${hours}) filter (where ${period})`;
  const [row] = await db
    .select({ current: median(current), previous: median(previous) })
    .from(reviews)
    .where(and(eq(reviews.listingId, listingId), isNotNull(reviews.responseDate), since));
  return row;
}

/**
 * The cards' figures for both periods and the period's rating distribution, from the listing's
 * per-day totals (a few hundred rows, whatever the number of reviews); the median from the reviews.
 */
export async function figuresOf(db: Database, listingId: number, bounds: PeriodBounds) {
  const { current, previous } = periodConditions(bounds, reviewDailyStats.day, dayOf);
  const total = (column: AnyPgColumn, period: SQL) => sql`coalesce(sum(${column}) filter (where ${period}), 0)`;
  const s = reviewDailyStats;
  const [[row], median] = await Promise.all([
    db
      .select({
        total: sum(s.reviews),
        unread: sum(s.unread),
        countCurrent: total(s.reviews, current),
        countPrevious: total(s.reviews, previous),
        ratingSumCurrent: total(s.ratingSum, current),
        ratingSumPrevious: total(s.ratingSum, previous),
        answeredCurrent: total(s.answered, current),
        answeredPrevious: total(s.answered, previous),
        ratings1: total(s.ratings1, current),
        ratings2: total(s.ratings2, current),
        ratings3: total(s.ratings3, current),
        ratings4: total(s.ratings4, current),
        ratings5: total(s.ratings5, current),
      })
      .from(s)
      .where(eq(s.listingId, listingId)),
    medianResponseHoursOf(db, listingId, bounds),
  ]);
  const isAll = !bounds.from;
  const previousOrNull = (value: unknown) => (isAll ? null : value);
  return {
    figures: {
      totalReviews: Number(row.total ?? 0),
      unread: Number(row.unread ?? 0),
      averageRating: compared(rate(row.ratingSumCurrent, row.countCurrent), previousOrNull(rate(row.ratingSumPrevious, row.countPrevious))),
      newReviews: compared(row.countCurrent, previousOrNull(row.countPrevious)),
      responseRate: compared(rate(row.answeredCurrent, row.countCurrent), previousOrNull(rate(row.answeredPrevious, row.countPrevious))),
      medianResponseHours: compared(median.current, previousOrNull(median.previous)),
    },
    distribution: [row.ratings1, row.ratings2, row.ratings3, row.ratings4, row.ratings5].map((count, index) => ({
      rating: index + 1,
      count: Number(count),
    })),
  };
}

const monthKey = (date: Date) => date.toISOString().slice(0, 7);

/** Average and count per calendar month (UTC) over the last `months` months, months without reviews included. */
export async function monthsOf(db: Database, listingId: number, now: Date, months: number): Promise<MonthFigure[]> {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  const s = reviewDailyStats;
  const rows = await db
    .select({ month: sql<string>`to_char(${s.day}, 'YYYY-MM')`, ratingSum: sum(s.ratingSum), count: sum(s.reviews) })
    .from(s)
    .where(and(eq(s.listingId, listingId), sql`${s.day} >= ${dayOf(start)}`))
    .groupBy(sql`1`);
  return Array.from({ length: months }, (_, index) => {
    const key = monthKey(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + index, 1)));
    const row = rows.find((candidate) => candidate.month === key);
    const count = Number(row?.count ?? 0);
    return { month: key, averageRating: count > 0 ? Number(row!.ratingSum) / count : null, count };
  });
}

/** Each theme's mentions in the period's reviews, and how many were positive or negative; most mentioned first. */
export async function themesOf(db: Database, listingId: number, bounds: PeriodBounds): Promise<ThemeFigure[]> {
  const t = reviewDailyThemes;
  const mentions = sql<number>`sum(${t.mentions})::int`;
  const rows = await db
    .select({ theme: t.theme, mentions, positive: sql<number>`sum(${t.positive})::int`, negative: sql<number>`sum(${t.negative})::int` })
    .from(t)
    .where(and(eq(t.listingId, listingId), periodConditions(bounds, t.day, dayOf).current))
    .groupBy(t.theme)
    .having(sql`sum(${t.mentions}) > 0`)
    .orderBy(desc(mentions), t.theme);
  return rows.map((row) => ({ ...row, mentions: Number(row.mentions), positive: Number(row.positive), negative: Number(row.negative) }));
}

/** The newest reviews and the newest responses, for the timeline. */
export async function latestReviewsOf(db: Database, listingId: number, limit: number) {
  const newest = await db
    .select({ authorName: reviews.authorName, rating: reviews.reviewRate, date: reviews.date })
    .from(reviews)
    .where(eq(reviews.listingId, listingId))
    .orderBy(desc(reviews.date))
    .limit(limit);
  const answered = await db
    .select({ authorName: reviews.authorName, date: reviews.responseDate })
    .from(reviews)
    .where(and(eq(reviews.listingId, listingId), isNotNull(reviews.responseDate)))
    .orderBy(desc(reviews.responseDate))
    .limit(limit);
  return { newest, answered: answered as { authorName: string; date: Date }[] };
}

/** Negative reviews (1–2 stars) of the last `withinDays` days still unanswered after `olderThanHours`. */
export async function unansweredNegativeCount(db: Database, listingId: number, now: Date, olderThanHours: number, withinDays: number) {
  const [row] = await db
    .select({ count: count() })
    .from(reviews)
    .where(
      and(
        eq(reviews.listingId, listingId),
        sql`${reviews.reviewRate} <= 2`,
        sql`${reviews.responseContent} is null`,
        sql`${reviews.date} < ${new Date(now.getTime() - olderThanHours * 3600_000)}`,
        sql`${reviews.date} >= ${new Date(now.getTime() - withinDays * 86_400_000)}`,
      ),
    );
  return row.count;
}
