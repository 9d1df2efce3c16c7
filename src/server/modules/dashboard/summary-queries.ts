import { and, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Compared, MonthFigure, ThemeFigure } from '../../../shared/api/dashboard';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';

/** The period as SQL conditions on a review's date: the period itself, and the one of the same length before it. */
export type PeriodBounds = { from: Date | null; previousFrom: Date | null; now: Date };

export function periodConditions({ from, previousFrom }: PeriodBounds): { current: SQL; previous: SQL } {
  if (!from || !previousFrom) return { current: sql`true`, previous: sql`false` };
  return {
    current: sql`${reviews.date} >= ${from}`,
    previous: sql`${reviews.date} >= ${previousFrom} and ${reviews.date} < ${from}`,
  };
}

const toNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const compared = (current: unknown, previous: unknown): Compared => ({ current: toNumber(current), previous: toNumber(previous) });

/** All the listing's reviews and the unread ones: two counts each served by an index alone (one partial, on unread reviews). */
async function totalsOf(db: Database, listingId: number) {
  const [[all], [unread]] = await Promise.all([
    db.select({ count: count() }).from(reviews).where(eq(reviews.listingId, listingId)),
    db
      .select({ count: count() })
      .from(reviews)
      .where(and(eq(reviews.listingId, listingId), sql`not ${reviews.hasBeenRead}`)),
  ]);
  return { total: all.count, unread: unread.count };
}

/**
 * The cards' figures for both periods in one pass over the reviews of the two periods (not the
 * whole history): averages, counts, response rates and median response times (`percentile_cont`).
 */
export async function figuresOf(db: Database, listingId: number, bounds: PeriodBounds) {
  const { current, previous } = periodConditions(bounds);
  const answered = sql`${reviews.responseContent} is not null`;
  const responseHours = sql`extract(epoch from (${reviews.responseDate} - ${reviews.date})) / 3600`;
  const median = (period: SQL) =>
    sql`percentile_cont(0.5) within group (order by ${responseHours}) filter (where ${period} and ${reviews.responseDate} is not null)`;
  const [[row], totals] = await Promise.all([
    db
      .select({
        averageCurrent: sql`avg(${reviews.reviewRate}) filter (where ${current})`,
        averagePrevious: sql`avg(${reviews.reviewRate}) filter (where ${previous})`,
        countCurrent: sql`count(*) filter (where ${current})`,
        countPrevious: sql`count(*) filter (where ${previous})`,
        answeredCurrent: sql`count(*) filter (where ${current} and ${answered})`,
        answeredPrevious: sql`count(*) filter (where ${previous} and ${answered})`,
        medianCurrent: median(current),
        medianPrevious: median(previous),
      })
      .from(reviews)
      .where(and(eq(reviews.listingId, listingId), bounds.previousFrom ? sql`${reviews.date} >= ${bounds.previousFrom}` : undefined)),
    totalsOf(db, listingId),
  ]);
  const rate = (answeredCount: unknown, all: unknown) => (Number(all) > 0 ? Number(answeredCount) / Number(all) : null);
  const isAll = !bounds.from;
  return {
    totalReviews: totals.total,
    unread: totals.unread,
    averageRating: compared(row.averageCurrent, isAll ? null : row.averagePrevious),
    newReviews: compared(row.countCurrent, isAll ? null : row.countPrevious),
    responseRate: compared(rate(row.answeredCurrent, row.countCurrent), isAll ? null : rate(row.answeredPrevious, row.countPrevious)),
    medianResponseHours: compared(row.medianCurrent, isAll ? null : row.medianPrevious),
  };
}

/** Reviews of the period per star rating, every rating present (0 when none). */
export async function distributionOf(db: Database, listingId: number, bounds: PeriodBounds) {
  const rows = await db
    .select({ rating: reviews.reviewRate, count: count() })
    .from(reviews)
    .where(and(eq(reviews.listingId, listingId), periodConditions(bounds).current))
    .groupBy(reviews.reviewRate);
  return [1, 2, 3, 4, 5].map((rating) => ({ rating, count: rows.find((row) => row.rating === rating)?.count ?? 0 }));
}

const monthKey = (date: Date) => date.toISOString().slice(0, 7);

/** Average and count per calendar month (UTC) over the last `months` months, months without reviews included. */
export async function monthsOf(db: Database, listingId: number, now: Date, months: number): Promise<MonthFigure[]> {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  // Grouped by the truncated date; only each group's key is formatted.
  const truncated = sql`date_trunc('month', ${reviews.date} at time zone 'UTC')`;
  const rows = await db
    .select({ month: sql<string>`to_char(${truncated}, 'YYYY-MM')`, averageRating: sql`avg(${reviews.reviewRate})`, count: count() })
    .from(reviews)
    .where(and(eq(reviews.listingId, listingId), sql`${reviews.date} >= ${start}`))
    .groupBy(truncated);
  return Array.from({ length: months }, (_, index) => {
    const key = monthKey(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + index, 1)));
    const row = rows.find((candidate) => candidate.month === key);
    return { month: key, averageRating: row ? toNumber(row.averageRating) : null, count: row?.count ?? 0 };
  });
}

/** Each theme's mentions in the period's reviews, and how many were positive or negative; most mentioned first. */
export async function themesOf(db: Database, listingId: number, bounds: PeriodBounds): Promise<ThemeFigure[]> {
  const result = await db.execute(sql`
    select mention->>'theme' as theme,
           count(*)::int as mentions,
           (count(*) filter (where mention->>'polarity' = 'positive'))::int as positive,
           (count(*) filter (where mention->>'polarity' = 'negative'))::int as negative
    from ${reviews}, jsonb_array_elements(${reviews.themes}) as mention
    where ${reviews.listingId} = ${listingId} and ${periodConditions(bounds).current}
    group by 1
    order by 2 desc, 1`);
  return (result.rows as ThemeFigure[]).map((row) => ({
    ...row,
    mentions: Number(row.mentions),
    positive: Number(row.positive),
    negative: Number(row.negative),
  }));
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
