import { and, isNotNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { utcDayOf } from '../../../shared/api/reviews';
import { DAY_MS } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { preparedStatements } from '../../db/prepared-statements';
import {
  replyQueue,
  reviewListingStats,
  reviewMonthlyStats,
  reviewRequests,
  reviews,
  subscriptions,
  syncJobs,
  users,
} from '../../db/schema';
import {
  asJsonRows,
  asJsonRow,
  GOOGLE_REVIEWS,
  instant,
  mediansSql,
  type NetworkMedians,
  monthsStart,
  type Numeric,
  param,
  periodConditions,
  periodTotals,
  periodValues,
  type PeriodBounds,
  type RequestsRow,
  type Shape,
  shapeOf,
  themesSql,
  type ThemeRow,
  totalsRows,
} from './summary-queries';

/** The establishments of the network and their paying accounts, as arrays of ids. */
const ids = sql.placeholder('ids');
const payers = sql.placeholder('payers');
const inNetwork = (column: AnyPgColumn) => sql`${column} = any(${ids})`;
/** The same over a roll-up's rows read unqualified (`totalsRows`, `mediansSql`, `themesSql`). */
const ofNetwork = sql`location_id = any(${ids})`;
/** The timeline reads this many synchronisations at most, as the one establishment's does. */
const SYNC_EVENTS = 3;

type PerEstablishment<Row> = Row & { listingId: number };
type PeriodSumsRow = PerEstablishment<Record<keyof ReturnType<typeof periodTotals>, Numeric>>;
type MedianRow = { listingId: number | null; network: number; current: Numeric; previous: Numeric };

/**
 * The dashboard's statements over several establishments, with their ids as one array parameter: the same roll-ups
 * as one establishment's (its days, months and all-time row), grouped by establishment, so one statement answers for
 * the whole network however many it has. The network's figures are the establishments' sums added up; only medians
 * are not sums, so the median response time is computed over the network's answered reviews once more (a grouping
 * set of the same statement), from the index of answered reviews as one establishment's is.
 */
export function createNetworkQueries(db: Database) {
  const preparedOnce = preparedStatements();

  const totalsByEstablishment = db
    .select({ listingId: sql<number>`location_id`.as('listingId'), ...periodTotals() })
    .from(totalsRows(ofNetwork))
    .groupBy(sql`location_id`);

  const allTimeByEstablishment = db
    .select({
      listingId: sql<number>`${reviewListingStats.listingId}`.as('listingId'),
      total: sql<Numeric>`${reviewListingStats.reviews}`.as('total'),
      unread: sql<Numeric>`${reviewListingStats.unread}`.as('unread'),
    })
    .from(reviewListingStats)
    .where(inNetwork(reviewListingStats.listingId));

  /**
   * Each establishment's median response time, and the network's (the row where `network` is 1), from the histograms
   * of response times summed.
   */
  const medians = (rows: NetworkMedians) => sql`(${mediansSql({ network: sql`${ids}`, rows })})`;

  const removalsByEstablishment = (shape: Shape) => {
    const { current, previous, since } = periodConditions(shape, reviews.removedAt, param.from, param.previousFrom, param.to);
    const counted = (period: SQL, alias: string) => sql<Numeric>`count(*) filter (where ${period})`.as(alias);
    return db
      .select({
        listingId: sql<number>`${reviews.listingId}`.as('listingId'),
        current: counted(current, 'current'),
        previous: counted(previous, 'previous'),
      })
      .from(reviews)
      .where(and(inNetwork(reviews.listingId), isNotNull(reviews.removedAt), GOOGLE_REVIEWS, since))
      .groupBy(reviews.listingId);
  };

  const monthsByEstablishment = db
    .select({
      listingId: sql<number>`${reviewMonthlyStats.listingId}`.as('listingId'),
      month: sql<string>`to_char(${reviewMonthlyStats.month}, 'YYYY-MM')`.as('month'),
      ratingSum: sql<Numeric>`${reviewMonthlyStats.ratingSum}`.as('ratingSum'),
      count: sql<Numeric>`${reviewMonthlyStats.reviews}`.as('count'),
    })
    .from(reviewMonthlyStats)
    .where(and(inNetwork(reviewMonthlyStats.listingId), sql`${reviewMonthlyStats.month} >= ${param.monthsFromDay}`));

  const themes = sql`(${themesSql(ofNetwork)})`;

  /**
   * The period's negative reviews (1 or 2 stars) without a response that the source still shows, per establishment:
   * what is left to answer. Read from the reviews (the roll-ups do not split responses by rating), through the index on
   * establishment, rating and date, so only the period's negative reviews are read.
   */
  const unansweredByEstablishment = (shape: Shape) =>
    db
      .select({ listingId: sql<number>`${reviews.listingId}`.as('listingId'), count: sql<Numeric>`count(*)`.as('count') })
      .from(reviews)
      .where(
        and(
          inNetwork(reviews.listingId),
          sql`${reviews.reviewRate} <= 2`,
          sql`${reviews.responseContent} is null`,
          sql`${reviews.removedAt} is null`,
          periodConditions(shape, reviews.date, param.from, param.previousFrom, param.to).current,
        ),
      )
      .groupBy(reviews.listingId);

  /** The `limit` newest rows of the network: each establishment's newest through its index, then the newest of those. */
  const newestOfNetwork = (each: SQL, orderedBy: string) =>
    sql`select newest.* from unnest(${ids}::int[]) as network(id) cross join lateral (${each}) as newest
        order by newest.${sql.identifier(orderedBy)} desc limit ${param.limit}`;
  const newestReviews = newestOfNetwork(
    sql`select ${reviews.listingId} as "listingId", ${reviews.authorName} as "authorName", ${reviews.reviewRate} as "rating",
          ${reviews.date} as "date"
        from ${reviews} where ${reviews.listingId} = network.id order by ${reviews.date} desc limit ${param.limit}`,
    'date',
  );
  const newestResponses = newestOfNetwork(
    sql`select ${reviews.listingId} as "listingId", ${reviews.authorName} as "authorName", ${reviews.responseDate} as "date"
        from ${reviews} where ${reviews.listingId} = network.id and ${reviews.responseDate} is not null
        order by ${reviews.responseDate} desc limit ${param.limit}`,
    'date',
  );

  /** The statements below are a row of subqueries, each answered as JSON: they read no table of their own. */
  const noTable = sql`(select 1) as network`;

  const reviewFiguresStatement = (shape: Shape) =>
    preparedOnce(`network_review_figures_${shape}`, (name) =>
      db
        .select({
          totals: sql<PeriodSumsRow[]>`${asJsonRows(totalsByEstablishment)}`,
          allTime: sql<PerEstablishment<{ total: Numeric; unread: Numeric }>[]>`${asJsonRows(allTimeByEstablishment)}`,
          removals: sql<PerEstablishment<{ current: Numeric; previous: Numeric }>[]>`${asJsonRows(removalsByEstablishment(shape))}`,
          months: sql<PerEstablishment<{ month: string; ratingSum: Numeric; count: Numeric }>[]>`${asJsonRows(monthsByEstablishment)}`,
          themes: sql<ThemeRow[]>`${asJsonRows(themes)}`,
          unanswered: sql<PerEstablishment<{ count: Numeric }>[]>`${asJsonRows(unansweredByEstablishment(shape))}`,
          newestReviews: sql<PerEstablishment<{ authorName: string; rating: number; date: string }>[]>`${asJsonRows(newestReviews)}`,
          newestResponses: sql<PerEstablishment<{ authorName: string; date: string }>[]>`${asJsonRows(newestResponses)}`,
        })
        .from(noTable)
        .prepare(name),
    );

  /** The medians `rows` names, a statement of their own (see `reviewFiguresOf`). */
  const mediansStatement = (rows: NetworkMedians) =>
    preparedOnce(`network_medians_${rows}`, (name) =>
      db
        .select({ medians: sql<MedianRow[]>`${asJsonRows(medians(rows))}` })
        .from(noTable)
        .prepare(name),
    );

  /**
   * What the network's reviews decide for a period, each part per establishment: the period's sums (and the one
   * before), the all-time totals, the medians `medians` names, the removals, `months` months of trend up to now, the
   * unanswered negative reviews; and for the network, the themes and the timeline's newest reviews and responses
   * (`timelineLength` of each). Two statements run at once on two connections: the medians, which read about as many
   * rows as the period has answered reviews, and the rest, each about half the work over a year, so a request waits
   * for the longer of the two instead of their sum.
   */
  async function reviewFiguresOf(
    listingIds: readonly number[],
    bounds: PeriodBounds,
    { months, timelineLength, medians }: { months: number; timelineLength: number; medians: NetworkMedians },
  ) {
    const shape = shapeOf(bounds);
    const start = monthsStart(bounds.now, months);
    const values = { ids: [...listingIds], ...periodValues(bounds), monthsFromDay: utcDayOf(start), limit: timelineLength };
    const [[row], [{ medians: medianRows }]] = await Promise.all([
      reviewFiguresStatement(shape).execute(values),
      mediansStatement(medians).execute(values),
    ]);
    return {
      ...row,
      medians: medianRows,
      monthsStart: start,
      newestReviews: row.newestReviews.map((review) => ({ ...review, date: instant(review.date) })),
      newestResponses: row.newestResponses.map((review) => ({ ...review, date: instant(review.date) })),
    };
  }

  const requests = (shape: Shape) =>
    db
      .select({
        sent: sql<Numeric>`count(*)`.as('sent'),
        opened: sql<Numeric>`count(${reviewRequests.openedAt})`.as('opened'),
        reviewsReceived: sql<Numeric>`count(${reviewRequests.reviewReceivedAt})`.as('reviewsReceived'),
      })
      .from(reviewRequests)
      .where(
        and(
          inNetwork(reviewRequests.listingId),
          isNotNull(reviewRequests.sentAt),
          shape === 'all' ? undefined : sql`${reviewRequests.sentAt} >= ${param.from}`,
          shape === 'range' ? sql`${reviewRequests.sentAt} < ${param.to}` : undefined,
        ),
      );
  const newestSyncs = sql`select ${syncJobs.listingId} as "listingId", ${syncJobs.fetched} as "fetched", ${syncJobs.updatedAt} as "time"
    from ${syncJobs} where ${inNetwork(syncJobs.listingId)} order by ${syncJobs.updatedAt} desc limit ${SYNC_EVENTS}`;
  const newestSubscriptionChanges = sql`select ${subscriptions.status} as "status", ${subscriptions.isTrial} as "isTrial",
      ${subscriptions.updatedAt} as "time"
    from ${subscriptions} where ${subscriptions.userId} = any(${payers}) order by ${subscriptions.updatedAt} desc limit ${SYNC_EVENTS}`;
  const count = (query: SQLWrapper) => sql<number>`(${query})`.mapWith(Number);

  const activityStatement = (shape: Shape) =>
    preparedOnce(`network_activity_${shape}`, (name) =>
      db
        .select({
          requests: sql<RequestsRow>`${asJsonRow(requests(shape))}`,
          newestSyncs: sql<PerEstablishment<{ fetched: number; time: string }>[]>`${asJsonRows(newestSyncs)}`,
          newestSubscriptionChanges: sql<{ status: string; isTrial: boolean; time: string }[]>`${asJsonRows(newestSubscriptionChanges)}`,
          // Negative reviews dated between `since` and `before`, still unanswered: « Cette semaine »'s reminder.
          unansweredNegatives: count(
            sql`select count(*) from ${reviews} where ${inNetwork(reviews.listingId)} and ${reviews.reviewRate} <= 2
              and ${reviews.responseContent} is null and ${reviews.date} < ${param.before} and ${reviews.date} >= ${param.since}`,
          ),
          queuedReplies: count(sql`select count(*) from ${replyQueue} where ${inNetwork(replyQueue.locationId)}`),
          aiCredits: count(sql`select coalesce(sum(${users.aiCredits}), 0) from ${users} where ${users.id} = any(${payers})`),
        })
        .from(noTable)
        .prepare(name),
    );

  /**
   * The network's review requests of the period, synchronisations and subscription changes for the timeline, replies
   * waiting in the queue, the AI credits of the accounts that pay for it, and the negative reviews of
   * `unanswered.withinDays` days still unanswered after `unanswered.olderThanHours`, in one statement.
   */
  async function activityOf(
    listingIds: readonly number[],
    payerIds: readonly number[],
    bounds: PeriodBounds,
    unanswered: { olderThanHours: number; withinDays: number },
  ) {
    const [row] = await activityStatement(shapeOf(bounds)).execute({
      ids: [...listingIds],
      payers: [...payerIds],
      ...periodValues(bounds),
      before: new Date(bounds.now.getTime() - unanswered.olderThanHours * 3600_000),
      since: new Date(bounds.now.getTime() - unanswered.withinDays * DAY_MS),
    });
    return {
      requests: row.requests,
      syncs: row.newestSyncs.map((sync) => ({ ...sync, time: instant(sync.time) })),
      changes: row.newestSubscriptionChanges.map((change) => ({ ...change, time: instant(change.time) })),
      unansweredNegatives: row.unansweredNegatives,
      queuedReplies: row.queuedReplies,
      aiCredits: row.aiCredits,
    };
  }

  return { reviewFiguresOf, activityOf };
}

export type NetworkReviewFigures = Awaited<ReturnType<ReturnType<typeof createNetworkQueries>['reviewFiguresOf']>>;
