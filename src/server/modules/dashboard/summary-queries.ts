import { and, count, desc, eq, isNotNull, sql, sum, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Placeholder } from 'drizzle-orm/sql';
import type { Compared, MonthFigure, ThemeFigure } from '../../../shared/api/dashboard';
import { utcDayOf } from '../../../shared/api/reviews';
import type { Database } from '../../db/client';
import { preparedStatements } from '../../db/prepared-statements';
import { replyQueue, reviewDailyStats, reviewDailyThemes, reviewRequests, reviews, subscriptions, syncJobs } from '../../db/schema';
import { DAY_MS } from '../../../shared/constants';

/**
 * The period and the one before it, both whole UTC days (midnight to midnight), so the per-day roll-ups answer
 * exactly what a scan of the reviews would. The period runs to now, or to `to` (excluded, a midnight UTC) for a
 * past one such as a month; the previous period ends where the period starts.
 */
export type PeriodBounds = { from: Date | null; previousFrom: Date | null; now: Date; to?: Date };

/** The values the statements take as parameters: instants for a review's dates, days for the roll-ups'. */
const param = {
  listingId: sql.placeholder('listingId'),
  userId: sql.placeholder('userId'),
  from: sql.placeholder('from'),
  previousFrom: sql.placeholder('previousFrom'),
  fromDay: sql.placeholder('fromDay'),
  previousFromDay: sql.placeholder('previousFromDay'),
  limit: sql.placeholder('limit'),
  before: sql.placeholder('before'),
  since: sql.placeholder('since'),
  to: sql.placeholder('to'),
  toDay: sql.placeholder('toDay'),
};

const periodValues = ({ from, previousFrom, to }: PeriodBounds) => ({
  from,
  previousFrom,
  fromDay: from && utcDayOf(from),
  previousFromDay: previousFrom && utcDayOf(previousFrom),
  to: to ?? null,
  toDay: to ? utcDayOf(to) : null,
});

/** A statement's shape: all time, a period up to now, or a period that ended (`to`). */
type Shape = 'all' | 'period' | 'range';
const shapeOf = (bounds: PeriodBounds): Shape => (bounds.from === null ? 'all' : bounds.to ? 'range' : 'period');

/** The period as conditions on a date column, its bounds as parameters; all time has no previous period. */
function periodConditions(shape: Shape, column: AnyPgColumn, from: Placeholder, previousFrom: Placeholder, to: Placeholder) {
  if (shape === 'all') return { current: sql`true`, previous: sql`false`, since: undefined };
  return {
    current: shape === 'range' ? sql`${column} >= ${from} and ${column} < ${to}` : sql`${column} >= ${from}`,
    previous: sql`${column} >= ${previousFrom} and ${column} < ${from}`,
    since: sql`${column} >= ${previousFrom}`,
  };
}

const toNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const compared = (current: unknown, previous: unknown): Compared => ({ current: toNumber(current), previous: toNumber(previous) });
const rate = (part: unknown, all: unknown) => (Number(all) > 0 ? Number(part) / Number(all) : null);
const monthKey = (date: Date) => date.toISOString().slice(0, 7);
/** The timeline is about reviews: a few synchronisations and subscription changes at most. */
const ACCOUNT_EVENTS = 3;

/**
 * The dashboard's queries, each prepared once per shape (a period or all time) and run with the
 * listing, owner and dates as parameters: the summary runs about ten of them per request.
 */
export function createSummaryQueries(db: Database) {
  const preparedOnce = preparedStatements();
  /** The median hours between a review and its response in each period, read from the answered reviews' index. */
  const medianStatement = (shape: Shape) =>
    preparedOnce(`dashboard_median_${shape}`, (name) => {
      const { current, previous, since } = periodConditions(shape, reviews.date, param.from, param.previousFrom, param.to);
      const hours = sql`extract(epoch from (${reviews.responseDate} - ${reviews.date})) / 3600`;
      const median = (period: SQL) => sql`percentile_cont(0.5) within group (order by ${hours}) filter (where ${period})`;
      return db
        .select({ current: median(current), previous: median(previous) })
        .from(reviews)
        .where(and(eq(reviews.listingId, param.listingId), isNotNull(reviews.responseDate), since))
        .prepare(name);
    });

  const totalsStatement = (shape: Shape) =>
    preparedOnce(`dashboard_totals_${shape}`, (name) => {
      const s = reviewDailyStats;
      const { current, previous } = periodConditions(shape, s.day, param.fromDay, param.previousFromDay, param.toDay);
      const total = (column: AnyPgColumn, period: SQL) => sql`coalesce(sum(${column}) filter (where ${period}), 0)`;
      return db
        .select({
          total: sum(s.reviews),
          unread: sum(s.unread),
          countCurrent: total(s.reviews, current),
          countPrevious: total(s.reviews, previous),
          ratingSumCurrent: total(s.ratingSum, current),
          ratingSumPrevious: total(s.ratingSum, previous),
          removedCurrent: total(s.removed, current),
          removedPrevious: total(s.removed, previous),
          removedRatingSumCurrent: total(s.removedRatingSum, current),
          removedRatingSumPrevious: total(s.removedRatingSum, previous),
          answeredCurrent: total(s.answered, current),
          answeredPrevious: total(s.answered, previous),
          ratings1: total(s.ratings1, current),
          ratings2: total(s.ratings2, current),
          ratings3: total(s.ratings3, current),
          ratings4: total(s.ratings4, current),
          ratings5: total(s.ratings5, current),
        })
        .from(s)
        .where(eq(s.listingId, param.listingId))
        .prepare(name);
    });

  /** Reviews found removed in each period, by the day they were found gone (the removed reviews' partial index). */
  const removalsStatement = (shape: Shape) =>
    preparedOnce(`dashboard_removals_${shape}`, (name) => {
      const { current, previous, since } = periodConditions(shape, reviews.removedAt, param.from, param.previousFrom, param.to);
      const counted = (period: SQL) => sql<number>`count(*) filter (where ${period})`.mapWith(Number);
      return db
        .select({ current: counted(current), previous: counted(previous) })
        .from(reviews)
        .where(and(eq(reviews.listingId, param.listingId), isNotNull(reviews.removedAt), since))
        .prepare(name);
    });

  /**
   * The cards' figures for both periods and the period's rating distribution, from the listing's
   * per-day totals (a few hundred rows, whatever the number of reviews); the median and the removals from the reviews.
   */
  async function figuresOf(listingId: number, bounds: PeriodBounds) {
    const shape = shapeOf(bounds);
    const dated = shape !== 'all';
    const values = { listingId, ...periodValues(bounds) };
    const [[row], [median], [removals]] = await Promise.all([
      totalsStatement(shape).execute(values),
      medianStatement(shape).execute(values),
      removalsStatement(shape).execute(values),
    ]);
    const previousOrNull = (value: unknown) => (dated ? value : null);
    // Without the removed reviews: what the source still shows, as Google's own average counts it.
    const shownAverage = (ratingSum: unknown, reviewCount: unknown, removedSum: unknown, removed: unknown) =>
      rate(Number(ratingSum) - Number(removedSum), Number(reviewCount) - Number(removed));
    return {
      figures: {
        totalReviews: Number(row.total ?? 0),
        unread: Number(row.unread ?? 0),
        averageRating: compared(
          rate(row.ratingSumCurrent, row.countCurrent),
          previousOrNull(rate(row.ratingSumPrevious, row.countPrevious)),
        ),
        averageRatingShown: compared(
          shownAverage(row.ratingSumCurrent, row.countCurrent, row.removedRatingSumCurrent, row.removedCurrent),
          previousOrNull(shownAverage(row.ratingSumPrevious, row.countPrevious, row.removedRatingSumPrevious, row.removedPrevious)),
        ),
        removedReviews: compared(removals.current, previousOrNull(removals.previous)),
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

  const monthsStatement = () =>
    preparedOnce('dashboard_months', (name) => {
      const s = reviewDailyStats;
      return db
        .select({ month: sql<string>`to_char(${s.day}, 'YYYY-MM')`, ratingSum: sum(s.ratingSum), count: sum(s.reviews) })
        .from(s)
        .where(and(eq(s.listingId, param.listingId), sql`${s.day} >= ${param.fromDay}`))
        .groupBy(sql`1`)
        .prepare(name);
    });

  /** Average and count per calendar month (UTC) over the last `months` months, months without reviews included. */
  async function monthsOf(listingId: number, now: Date, months: number): Promise<MonthFigure[]> {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
    const rows = await monthsStatement().execute({ listingId, fromDay: utcDayOf(start) });
    return Array.from({ length: months }, (_, index) => {
      const key = monthKey(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + index, 1)));
      const row = rows.find((candidate) => candidate.month === key);
      const count = Number(row?.count ?? 0);
      return { month: key, averageRating: count > 0 ? Number(row!.ratingSum) / count : null, count };
    });
  }

  const themesStatement = (shape: Shape) =>
    preparedOnce(`dashboard_themes_${shape}`, (name) => {
      const t = reviewDailyThemes;
      const mentions = sql<number>`sum(${t.mentions})::int`;
      return db
        .select({
          theme: t.theme,
          mentions,
          positive: sql<number>`sum(${t.positive})::int`,
          negative: sql<number>`sum(${t.negative})::int`,
        })
        .from(t)
        .where(
          and(eq(t.listingId, param.listingId), periodConditions(shape, t.day, param.fromDay, param.previousFromDay, param.toDay).current),
        )
        .groupBy(t.theme)
        .having(sql`sum(${t.mentions}) > 0`)
        .orderBy(desc(mentions), t.theme)
        .prepare(name);
    });

  /** Each theme's mentions in the period's reviews, and how many were positive or negative; most mentioned first. */
  async function themesOf(listingId: number, bounds: PeriodBounds): Promise<ThemeFigure[]> {
    const rows = await themesStatement(shapeOf(bounds)).execute({ listingId, ...periodValues(bounds) });
    return rows.map((row) => ({ ...row, mentions: Number(row.mentions), positive: Number(row.positive), negative: Number(row.negative) }));
  }

  const newestReviews = db
    .select({ authorName: reviews.authorName, rating: reviews.reviewRate, date: reviews.date })
    .from(reviews)
    .where(eq(reviews.listingId, param.listingId))
    .orderBy(desc(reviews.date))
    .limit(param.limit)
    .prepare('dashboard_newest_reviews');
  const newestResponses = db
    .select({ authorName: reviews.authorName, date: reviews.responseDate })
    .from(reviews)
    .where(and(eq(reviews.listingId, param.listingId), isNotNull(reviews.responseDate)))
    .orderBy(desc(reviews.responseDate))
    .limit(param.limit)
    .prepare('dashboard_newest_responses');
  const newestSyncs = db
    .select({ fetched: syncJobs.fetched, time: syncJobs.updatedAt })
    .from(syncJobs)
    .where(eq(syncJobs.listingId, param.listingId))
    .orderBy(desc(syncJobs.updatedAt))
    .limit(ACCOUNT_EVENTS)
    .prepare('dashboard_newest_syncs');
  const newestSubscriptionChanges = db
    .select({ status: subscriptions.status, isTrial: subscriptions.isTrial, time: subscriptions.updatedAt })
    .from(subscriptions)
    .where(eq(subscriptions.userId, param.userId))
    .orderBy(desc(subscriptions.updatedAt))
    .limit(ACCOUNT_EVENTS)
    .prepare('dashboard_newest_subscription_changes');

  /** The newest reviews and responses (`limit` of each), synchronisations and subscription changes, for the timeline. */
  async function latestEventsOf(listingId: number, userId: number, limit: number) {
    const [newest, answered, syncs, changes] = await Promise.all([
      newestReviews.execute({ listingId, limit }),
      newestResponses.execute({ listingId, limit }),
      newestSyncs.execute({ listingId }),
      newestSubscriptionChanges.execute({ userId }),
    ]);
    return { newest, answered: answered as { authorName: string; date: Date }[], syncs, changes };
  }

  const unansweredNegatives = db
    .select({ count: count() })
    .from(reviews)
    .where(
      and(
        eq(reviews.listingId, param.listingId),
        sql`${reviews.reviewRate} <= 2`,
        sql`${reviews.responseContent} is null`,
        sql`${reviews.date} < ${param.before}`,
        sql`${reviews.date} >= ${param.since}`,
      ),
    )
    .prepare('dashboard_unanswered_negatives');

  /** Negative reviews (1–2 stars) of the last `withinDays` days still unanswered after `olderThanHours`. */
  async function unansweredNegativeCount(listingId: number, now: Date, olderThanHours: number, withinDays: number) {
    const [row] = await unansweredNegatives.execute({
      listingId,
      before: new Date(now.getTime() - olderThanHours * 3600_000),
      since: new Date(now.getTime() - withinDays * DAY_MS),
    });
    return row.count;
  }

  const queuedReplies = db
    .select({ count: count() })
    .from(replyQueue)
    .where(eq(replyQueue.userId, param.userId))
    .prepare('dashboard_queued_replies');

  /** How many replies wait in the owner's queue. */
  async function queuedReplyCount(userId: number) {
    const [row] = await queuedReplies.execute({ userId });
    return row.count;
  }

  const requestFigures = (shape: Shape) =>
    preparedOnce(`dashboard_requests_${shape}`, (name) =>
      db
        .select({
          sent: count(),
          opened: count(reviewRequests.openedAt),
          reviewsReceived: count(reviewRequests.reviewReceivedAt),
        })
        .from(reviewRequests)
        .where(
          and(
            eq(reviewRequests.listingId, param.listingId),
            isNotNull(reviewRequests.sentAt),
            shape === 'all' ? undefined : sql`${reviewRequests.sentAt} >= ${param.from}`,
            shape === 'range' ? sql`${reviewRequests.sentAt} < ${param.to}` : undefined,
          ),
        )
        .prepare(name),
    );

  /** Review requests sent in the period: how many, how many were opened, how many brought a review (an estimate). */
  async function requestsOf(listingId: number, bounds: PeriodBounds) {
    const [row] = await requestFigures(shapeOf(bounds)).execute({ listingId, ...periodValues(bounds) });
    return row;
  }

  return { figuresOf, monthsOf, themesOf, latestEventsOf, unansweredNegativeCount, queuedReplyCount, requestsOf };
}
