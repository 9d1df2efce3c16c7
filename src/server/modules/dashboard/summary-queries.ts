import { and, count, desc, eq, isNotNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Placeholder } from 'drizzle-orm/sql';
import type { Compared, MonthFigure, ThemeFigure } from '../../../shared/api/dashboard';
import { utcDayOf } from '../../../shared/api/reviews';
import type { Database } from '../../db/client';
import { preparedStatements } from '../../db/prepared-statements';
import {
  listings,
  replyQueue,
  reviewDailyResponseTimes,
  reviewDailyStats,
  reviewDailyThemes,
  reviewListingStats,
  reviewMonthlyResponseSpans,
  reviewMonthlyResponseTimes,
  reviewMonthlyStats,
  reviewMonthlyThemes,
  reviewRequests,
  reviews,
  subscriptions,
  syncJobs,
  users,
} from '../../db/schema';
import { DAY_MS } from '../../../shared/constants';
import { GOOGLE_DAYS, periodRows, spanValues, type Period, type RollupPair } from './rollup-spans';

/**
 * The period and the one before it, both whole UTC days (midnight to midnight), so the per-day roll-ups answer
 * exactly what a scan of the reviews would. The period runs to now, or to `to` (excluded, a midnight UTC) for a
 * past one such as a month; the previous period ends where the period starts.
 */
export type PeriodBounds = { from: Date | null; previousFrom: Date | null; now: Date; to?: Date };

/** The values the statements take as parameters: instants for a review's dates, days for the roll-ups'. */
export const param = {
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
  monthsFromDay: sql.placeholder('monthsFromDay'),
};

export const periodValues = ({ from, previousFrom, to }: PeriodBounds) => ({
  from,
  previousFrom,
  fromDay: from && utcDayOf(from),
  previousFromDay: previousFrom && utcDayOf(previousFrom),
  to: to ?? null,
  toDay: to ? utcDayOf(to) : null,
  ...spanValues({ from, previousFrom, to }),
});

/** A statement's shape: all time, a period up to now, or a period that ended (`to`). */
export type Shape = 'all' | 'period' | 'range';
export const shapeOf = (bounds: PeriodBounds): Shape => (bounds.from === null ? 'all' : bounds.to ? 'range' : 'period');

/** The period as conditions on a date column, its bounds as parameters; all time has no previous period. */
export function periodConditions(shape: Shape, column: AnyPgColumn, from: Placeholder, previousFrom: Placeholder, to: Placeholder) {
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

/** A statement's rows read inside another statement: each row as a JSON object keyed by its fields' aliases. */
export const asJsonRow = (query: SQLWrapper) => sql`(select row_to_json(q) from (${query}) q)`;
export const asJsonRows = (query: SQLWrapper) => sql`(select coalesce(json_agg(q), '[]') from (${query}) q)`;
/** A number as the drivers return it: a string for numeric and bigint columns, a number inside JSON. */
export type Numeric = string | number | null;
/** An instant read inside JSON, an ISO 8601 string with an offset. */
export const instant = (value: string) => new Date(value);

/** Google's reviews: the dashboard's figures are Google's (the inbox shows every source). */
export const GOOGLE_REVIEWS = sql`${reviews.source} = 'google'`;

/** Google's figures of the cards, kept per day and per month: a period is its whole months and its other days. */
const TOTALS: RollupPair = { days: reviewDailyStats, months: reviewMonthlyStats, daysAlso: GOOGLE_DAYS };
const TOTAL_COLUMNS = sql.raw(
  'location_id, reviews, rating_sum, ratings_1, ratings_2, ratings_3, ratings_4, ratings_5, answered, removed, removed_rating_sum',
);

/**
 * The rows the cards' sums add up (`periodTotals`) for the establishments `where` names (unqualified, e.g.
 * `location_id = $1`): the current period's and the previous one's months and partial months' days, as `totals`.
 * All time is every month of the establishment.
 */
export const totalsRows = (where: SQL) => sql`(${periodRows(TOTALS, TOTAL_COLUMNS, where)}) as totals`;

/**
 * The sums of the cards over `totalsRows`: reviews, ratings, removals and responses in the period and the one before,
 * and the period's count per rating. Summed over one listing's rows, or grouped by listing.
 */
export function periodTotals() {
  const total = (column: string, period: 'current' | 'previous', alias: string) =>
    sql<Numeric>`coalesce(sum(${sql.identifier(column)}) filter (where ${sql.raw(period === 'current' ? 'in_current' : 'not in_current')}), 0)`.as(
      alias,
    );
  return {
    countCurrent: total('reviews', 'current', 'countCurrent'),
    countPrevious: total('reviews', 'previous', 'countPrevious'),
    ratingSumCurrent: total('rating_sum', 'current', 'ratingSumCurrent'),
    ratingSumPrevious: total('rating_sum', 'previous', 'ratingSumPrevious'),
    removedCurrent: total('removed', 'current', 'removedCurrent'),
    removedPrevious: total('removed', 'previous', 'removedPrevious'),
    removedRatingSumCurrent: total('removed_rating_sum', 'current', 'removedRatingSumCurrent'),
    removedRatingSumPrevious: total('removed_rating_sum', 'previous', 'removedRatingSumPrevious'),
    answeredCurrent: total('answered', 'current', 'answeredCurrent'),
    answeredPrevious: total('answered', 'previous', 'answeredPrevious'),
    ratings1: total('ratings_1', 'current', 'ratings1'),
    ratings2: total('ratings_2', 'current', 'ratings2'),
    ratings3: total('ratings_3', 'current', 'ratings3'),
    ratings4: total('ratings_4', 'current', 'ratings4'),
    ratings5: total('ratings_5', 'current', 'ratings5'),
  };
}

/** Which medians a network's statement reads: the summary's card, the ranking's rows, or both (the monthly report). */
export type NetworkMedians = 'network' | 'each' | 'both';

/** The histograms of response times (tenths of an hour), per day and per month. */
const RESPONSE_TIMES: RollupPair = { days: reviewDailyResponseTimes, months: reviewMonthlyResponseTimes };
/**
 * The same counted per span of five hours (`tenths / 50`, the expression migration 0047 keys the monthly spans and the
 * tenths' second indexes on): the months from their own roll-up, the days from their tenths (a day has few rows).
 */
const RESPONSE_SPANS: RollupPair = { days: reviewDailyResponseTimes, months: reviewMonthlyResponseSpans };
/** A tenth's span, as the migration's roll-up and indexes compute it (an index is used only for the same expression). */
const SPAN_OF_TENTHS = 'tenths / 50';
const SPAN_COLUMNS = { days: sql.raw(`${SPAN_OF_TENTHS} as span, answered`), months: sql.raw('span, answered') };

/**
 * Each span's (or tenth's) answered reviews in the current period (`current`) and the previous one (`previous`), of
 * `rows` (`span` or `tenths`, `answered` and `in_current`, and the group `g` when `perGroup`).
 */
const countsBy = (key: 'span' | 'tenths', rows: SQL, perGroup = false) => {
  const keys = sql.raw(perGroup ? `g, ${key}` : key);
  return sql`select ${keys}, (sum(answered) filter (where in_current))::int as current,
      (sum(answered) filter (where not in_current))::int as previous
    from (${rows}) as counted group by ${keys}`;
};

/**
 * The median response time in hours of the current period and the previous one, from the histograms of response times
 * summed: the median of the response times rounded to the tenth of an hour (the mean of the two middle ones for an
 * even count, as `percentile_cont(0.5)` takes it), then rounded to the tenth (half away from zero), the card's
 * precision. Medians do not add up, counts do: no review is read. Over one establishment (`listing`, its condition):
 * one row; over a network (`network`, its ids as an array): the network's alone, each establishment's (rows
 * `listingId`, `network` = 0), or both (the network's row has `network` = 1, `listingId` null).
 *
 * In two steps, so a year reads a few rows per month instead of every tenth: the counts per span of five hours find,
 * for each group (an establishment, or the network) and period, the spans holding the two middle ranks (`low`, `high`,
 * the same one or two in a row) and how many answered before the first (`before`); then only those spans' tenths are
 * read, and counted on from `before`. Each group is `g`: an establishment's id, or 0 for the network.
 */
export function mediansSql(scope: { listing: SQL } | { network: SQL; rows: NetworkMedians }) {
  const rows = 'network' in scope ? scope.rows : 'listing';
  /** `query` over each establishment of the scope, its rows keyed by the establishment as `g` (one listing: 0). */
  const eachEstablishment = (query: (where: SQL) => SQL) =>
    'network' in scope
      ? sql`select network.id as g, counts.* from unnest(${scope.network}::int[]) as network(id)
          cross join lateral (${query(sql`location_id = network.id`)}) as counts`
      : sql`select 0 as g, counts.* from (${query(scope.listing)}) as counts`;
  const spansOf = (where: SQL) => countsBy('span', periodRows(RESPONSE_SPANS, SPAN_COLUMNS, where));
  /** The network's counts per span: its establishments' added up (each one's hashed apart: all at once were sorted on disk). */
  const networkSpans = (each: SQL) =>
    sql`select 0 as g, span, sum(current)::int as current, sum(previous)::int as previous from (${each}) as each_spans group by span`;
  const spans =
    rows === 'network'
      ? networkSpans(eachEstablishment(spansOf))
      : rows === 'both'
        ? sql`select * from per_establishment union all ${networkSpans(sql`select * from per_establishment`)}`
        : eachEstablishment(spansOf);

  // The ranks are 0-based, floor((n - 1) / 2) and floor(n / 2) (integers: a running count passes n / 2 exactly when it
  // passes its floor): the first span, then the first tenth, whose running count passes each.
  const low = (period: Period) => `${period}_running > (${period}_all - 1) / 2`;
  const high = (period: Period) => `${period}_running > ${period}_all / 2`;
  const bounds = (period: Period) =>
    sql.raw(`min(span) filter (where ${low(period)}) as ${period}_low, min(span) filter (where ${high(period)}) as ${period}_high,
      coalesce(min(${period}_running - ${period}) filter (where ${low(period)}), 0) as ${period}_before,
      coalesce(max(${period}_all), 0) as ${period}_all`);
  const picked = sql`select g, ${bounds('current')}, ${bounds('previous')} from (
      select g, span, current, previous,
        sum(current) over (partition by g order by span) as current_running, sum(current) over (partition by g) as current_all,
        sum(previous) over (partition by g order by span) as previous_running, sum(previous) over (partition by g) as previous_all
      from spans) as running group by g`;

  /**
   * The tenths of the spans picked for each period and group, of the establishments `where` names: the low span's,
   * then the high one's when it is another. One span per branch: an equality on the span is what makes PostgreSQL's
   * generic plan read the span's index (with both spans as a list it read every tenth of the period and filtered them).
   */
  const ofSpan = (where: SQL, span: (period: Period) => string) =>
    periodRows(RESPONSE_TIMES, sql.raw('tenths, answered'), (period) => sql.join([where, sql.raw(span(period))], sql` and `));
  const tenthsOf = (where: SQL) =>
    sql`${ofSpan(where, (period) => `${SPAN_OF_TENTHS} = picked.${period}_low`)} union all ${ofSpan(
      where,
      (period) => `${SPAN_OF_TENTHS} = picked.${period}_high and picked.${period}_high <> picked.${period}_low`,
    )}`;
  const ownTenths = (where: SQL, groups: SQL) =>
    sql`select picked.g, counts.* from picked cross join lateral (${tenthsOf(where)}) as counts where ${groups}`;
  const networkTenths = (ids: SQL) =>
    sql`select picked.g, counts.* from picked cross join unnest(${ids}::int[]) as network(id)
      cross join lateral (${tenthsOf(sql`location_id = network.id`)}) as counts where picked.g = 0`;
  const tenths = !('network' in scope)
    ? ownTenths(scope.listing, sql`true`)
    : rows === 'network'
      ? networkTenths(scope.network)
      : rows === 'each'
        ? ownTenths(sql`location_id = picked.g`, sql`true`)
        : sql`${ownTenths(sql`location_id = picked.g`, sql`picked.g <> 0`)} union all ${networkTenths(scope.network)}`;

  const median = (period: Period) =>
    sql.raw(`round((min(tenths) filter (where ${low(period)}) + min(tenths) filter (where ${high(period)})) / 20.0, 1)`);
  const grouped = rows === 'each' || rows === 'both';
  const keys = sql.raw(
    rows === 'listing' ? '' : grouped ? 'nullif(g, 0) as "listingId", (g = 0)::int as network,' : 'null::int as "listingId", 1 as network,',
  );
  const perEstablishment = rows === 'both' ? sql`per_establishment as (${eachEstablishment(spansOf)}),` : sql``;
  return sql`with ${perEstablishment} spans as (${spans}), picked as (${picked}),
      tenths as (${countsBy('tenths', tenths, true)})
    select ${keys} ${median('current')} as "current", ${median('previous')} as "previous"
    from (
      select tenths.g, tenths.tenths, picked.current_all, picked.previous_all,
        picked.current_before + sum(tenths.current) over (partition by tenths.g order by tenths.tenths) as current_running,
        picked.previous_before + sum(tenths.previous) over (partition by tenths.g order by tenths.tenths) as previous_running
      from tenths join picked on picked.g = tenths.g
    ) as running${grouped ? sql.raw(' group by g') : sql``}`;
}

/** Google's themes, kept per day and per month. */
const THEMES: RollupPair = { days: reviewDailyThemes, months: reviewMonthlyThemes };

/** Each theme's mentions in the current period over the establishments `where` names, mentioned at least once. */
export const themesSql = (where: SQL) =>
  sql`select theme as "theme", sum(mentions)::int as "mentions", sum(positive)::int as "positive", sum(negative)::int as "negative"
    from (${periodRows(THEMES, sql.raw('theme, mentions, positive, negative'), where, 'current')}) as themes
    group by theme having sum(mentions) > 0`;

/** The period's sums (`periodTotals`) with the all-time count of reviews and unread ones, as the drivers return them. */
export type TotalsRow = Record<'total' | 'unread' | keyof ReturnType<typeof periodTotals>, Numeric>;
export type ComparedRow = { current: Numeric; previous: Numeric };

/**
 * The cards' figures for both periods and the period's rating distribution, from the sums of `periodTotals`; the median
 * and the removals from the reviews. A network's are its establishments' sums added up, so the same rates weigh each
 * review once.
 */
export function figuresFrom(shape: Shape, row: TotalsRow, median: ComparedRow, removals: ComparedRow) {
  const previousOrNull = (value: unknown) => (shape !== 'all' ? value : null);
  // Without the removed reviews: what the source still shows, as Google's own average counts it.
  const shownAverage = (ratingSum: unknown, reviewCount: unknown, removedSum: unknown, removed: unknown) =>
    rate(Number(ratingSum) - Number(removedSum), Number(reviewCount) - Number(removed));
  return {
    figures: {
      totalReviews: Number(row.total ?? 0),
      unread: Number(row.unread ?? 0),
      averageRating: compared(rate(row.ratingSumCurrent, row.countCurrent), previousOrNull(rate(row.ratingSumPrevious, row.countPrevious))),
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

export type MonthRow = { month: string; ratingSum: Numeric; count: Numeric };

/** The first day of the first of the last `months` calendar months (UTC) up to `now`. */
export const monthsStart = (now: Date, months: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));

/** Average and count per month over the `months` months from `start`, months without reviews included. */
export function monthsFrom(rows: readonly MonthRow[], start: Date, months: number): MonthFigure[] {
  return Array.from({ length: months }, (_, index) => {
    const key = monthKey(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + index, 1)));
    const row = rows.find((candidate) => candidate.month === key);
    const count = Number(row?.count ?? 0);
    return { month: key, averageRating: count > 0 ? Number(row!.ratingSum) / count : null, count };
  });
}

export type ThemeRow = { theme: string; mentions: Numeric; positive: Numeric; negative: Numeric };

/** Most mentioned first, then by name (sorted here: an aggregate of rows does not promise their order). */
export const themesFrom = (rows: readonly ThemeRow[]): ThemeFigure[] =>
  rows
    .map((row) => ({ theme: row.theme, mentions: Number(row.mentions), positive: Number(row.positive), negative: Number(row.negative) }))
    .sort((a, b) => b.mentions - a.mentions || (a.theme < b.theme ? -1 : a.theme > b.theme ? 1 : 0));

export type RequestsRow = { sent: Numeric; opened: Numeric; reviewsReceived: Numeric };
export const requestsFrom = (row: RequestsRow) => ({
  sent: Number(row.sent),
  opened: Number(row.opened),
  reviewsReceived: Number(row.reviewsReceived),
});

/**
 * The dashboard's queries, each prepared once per shape (a period or all time) and run with the listing, owner and
 * dates as parameters. The digest and the monthly report run the ones they need; the dashboard's summary runs them as
 * two statements (two round trips instead of eleven, the server's CPU per request being what limits it): what the
 * listing's reviews decide, which it keeps by their version, and the account's activity, read every time.
 */
export function createSummaryQueries(db: Database) {
  const preparedOnce = preparedStatements();

  const ofListing = sql`location_id = ${param.listingId}`;

  /** The median hours between a review and its response in each period, from the histograms of response times. */
  const medianQuery = () =>
    db
      .select({ current: sql<Numeric>`medians."current"`.as('current'), previous: sql<Numeric>`medians."previous"`.as('previous') })
      .from(sql`(${mediansSql({ listing: ofListing })}) as medians`);

  /**
   * The cards' sums for the period and the one before (its whole months and its partial months' days), with the
   * listing's all-time totals of every source (the inbox's).
   */
  const totalsQuery = () => {
    const allTime = (column: AnyPgColumn, alias: string) =>
      sql<Numeric>`(select coalesce(sum(${column}), 0) from ${reviewListingStats} where ${reviewListingStats.listingId} = ${param.listingId})`.as(
        alias,
      );
    return db
      .select({
        total: allTime(reviewListingStats.reviews, 'total'),
        unread: allTime(reviewListingStats.unread, 'unread'),
        ...periodTotals(),
      })
      .from(totalsRows(ofListing));
  };

  /**
   * Google's reviews found removed in each period, by the day they were found gone (the removed reviews' partial
   * index).
   */
  const removalsQuery = (shape: Shape) => {
    const { current, previous, since } = periodConditions(shape, reviews.removedAt, param.from, param.previousFrom, param.to);
    const counted = (period: SQL, alias: string) => sql<Numeric>`count(*) filter (where ${period})`.as(alias);
    return db
      .select({ current: counted(current, 'current'), previous: counted(previous, 'previous') })
      .from(reviews)
      .where(and(eq(reviews.listingId, param.listingId), isNotNull(reviews.removedAt), GOOGLE_REVIEWS, since));
  };

  async function figuresOf(listingId: number, bounds: PeriodBounds) {
    const shape = shapeOf(bounds);
    const values = { listingId, ...periodValues(bounds) };
    const [[row], [median], [removals]] = await Promise.all([
      preparedOnce('dashboard_totals', (name) => totalsQuery().prepare(name)).execute(values),
      preparedOnce('dashboard_median', (name) => medianQuery().prepare(name)).execute(values),
      preparedOnce(`dashboard_removals_${shape}`, (name) => removalsQuery(shape).prepare(name)).execute(values),
    ]);
    return figuresFrom(shape, row, median, removals);
  }

  /** Rating sum and count per calendar month (UTC) from the month starting `monthsFromDay`, from the months' totals. */
  const monthsQuery = () => {
    const m = reviewMonthlyStats;
    return db
      .select({
        month: sql<string>`to_char(${m.month}, 'YYYY-MM')`.as('month'),
        ratingSum: sql<Numeric>`${m.ratingSum}`.as('ratingSum'),
        count: sql<Numeric>`${m.reviews}`.as('count'),
      })
      .from(m)
      .where(and(eq(m.listingId, param.listingId), sql`${m.month} >= ${param.monthsFromDay}`));
  };
  /** Average and count per calendar month (UTC) over the last `months` months, months without reviews included. */
  async function monthsOf(listingId: number, now: Date, months: number): Promise<MonthFigure[]> {
    const start = monthsStart(now, months);
    const statement = preparedOnce('dashboard_months', (name) => monthsQuery().prepare(name));
    return monthsFrom(await statement.execute({ listingId, monthsFromDay: utcDayOf(start) }), start, months);
  }

  const themesQuery = () =>
    db
      .select({
        theme: sql<string>`themes."theme"`.as('theme'),
        mentions: sql<Numeric>`themes."mentions"`.as('mentions'),
        positive: sql<Numeric>`themes."positive"`.as('positive'),
        negative: sql<Numeric>`themes."negative"`.as('negative'),
      })
      .from(sql`(${themesSql(ofListing)}) as themes`);
  /** Each theme's mentions in the period's reviews, and how many were positive or negative; most mentioned first. */
  async function themesOf(listingId: number, bounds: PeriodBounds): Promise<ThemeFigure[]> {
    const statement = preparedOnce('dashboard_themes', (name) => themesQuery().prepare(name));
    return themesFrom(await statement.execute({ listingId, ...periodValues(bounds) }));
  }

  const requestsQuery = (shape: Shape) =>
    db
      .select({
        sent: sql<Numeric>`count(*)`.as('sent'),
        opened: sql<Numeric>`count(${reviewRequests.openedAt})`.as('opened'),
        reviewsReceived: sql<Numeric>`count(${reviewRequests.reviewReceivedAt})`.as('reviewsReceived'),
      })
      .from(reviewRequests)
      .where(
        and(
          eq(reviewRequests.listingId, param.listingId),
          isNotNull(reviewRequests.sentAt),
          shape === 'all' ? undefined : sql`${reviewRequests.sentAt} >= ${param.from}`,
          shape === 'range' ? sql`${reviewRequests.sentAt} < ${param.to}` : undefined,
        ),
      );
  /** Review requests sent in the period: how many, how many were opened, how many brought a review (an estimate). */
  async function requestsOf(listingId: number, bounds: PeriodBounds) {
    const shape = shapeOf(bounds);
    const statement = preparedOnce(`dashboard_requests_${shape}`, (name) => requestsQuery(shape).prepare(name));
    const [row] = await statement.execute({ listingId, ...periodValues(bounds) });
    return requestsFrom(row);
  }

  // The timeline's events: the newest reviews and responses (`limit` of each), synchronisations and subscription changes.
  const newestReviews = db
    .select({
      authorName: sql<string>`${reviews.authorName}`.as('authorName'),
      rating: sql<number>`${reviews.reviewRate}`.as('rating'),
      date: sql<string>`${reviews.date}`.as('date'),
    })
    .from(reviews)
    .where(eq(reviews.listingId, param.listingId))
    .orderBy(desc(reviews.date))
    .limit(param.limit);
  const newestResponses = db
    .select({ authorName: sql<string>`${reviews.authorName}`.as('authorName'), date: sql<string>`${reviews.responseDate}`.as('date') })
    .from(reviews)
    .where(and(eq(reviews.listingId, param.listingId), isNotNull(reviews.responseDate)))
    .orderBy(desc(reviews.responseDate))
    .limit(param.limit);
  const newestSyncs = db
    .select({ fetched: sql<number>`${syncJobs.fetched}`.as('fetched'), time: sql<string>`${syncJobs.updatedAt}`.as('time') })
    .from(syncJobs)
    .where(eq(syncJobs.listingId, param.listingId))
    .orderBy(desc(syncJobs.updatedAt))
    .limit(ACCOUNT_EVENTS);
  const newestSubscriptionChanges = db
    .select({
      status: sql<string>`${subscriptions.status}`.as('status'),
      isTrial: sql<boolean>`${subscriptions.isTrial}`.as('isTrial'),
      time: sql<string>`${subscriptions.updatedAt}`.as('time'),
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, param.userId))
    .orderBy(desc(subscriptions.updatedAt))
    .limit(ACCOUNT_EVENTS);

  /** Negative reviews (1–2 stars) dated between `since` and `before`, still unanswered. */
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
    );
  const queuedReplies = db.select({ count: count() }).from(replyQueue).where(eq(replyQueue.locationId, param.listingId));
  /** The paying account's AI credits, which every member's drafts for the establishment spend. */
  const aiCredits = db.select({ aiCredits: users.aiCredits }).from(users).where(eq(users.id, param.userId));

  /** What the listing's reviews alone decide, kept by their version: the figures, trend, themes and newest reviews. */
  const reviewSummaryStatement = (shape: Shape) =>
    preparedOnce(`dashboard_review_summary_${shape}`, (name) =>
      db
        .select({
          totals: sql<TotalsRow>`${asJsonRow(totalsQuery())}`,
          median: sql<ComparedRow>`${asJsonRow(medianQuery())}`,
          removals: sql<ComparedRow>`${asJsonRow(removalsQuery(shape))}`,
          months: sql<MonthRow[]>`${asJsonRows(monthsQuery())}`,
          themes: sql<ThemeRow[]>`${asJsonRows(themesQuery())}`,
          newestReviews: sql<{ authorName: string; rating: number; date: string }[]>`${asJsonRows(newestReviews)}`,
          newestResponses: sql<{ authorName: string; date: string }[]>`${asJsonRows(newestResponses)}`,
        })
        .from(listings)
        .where(eq(listings.id, param.listingId))
        .prepare(name),
    );

  /**
   * What the listing's reviews decide for a period, in one statement: the cards' figures and distribution, `months`
   * months of trend up to now, the themes, and the timeline's newest reviews and responses (`timelineLength` of each).
   * It changes only with the reviews' version, the period's first day and the month.
   */
  async function reviewSummaryOf(
    listingId: number,
    bounds: PeriodBounds,
    { months, timelineLength }: { months: number; timelineLength: number },
  ) {
    const shape = shapeOf(bounds);
    const start = monthsStart(bounds.now, months);
    const [row] = await reviewSummaryStatement(shape).execute({
      listingId,
      ...periodValues(bounds),
      monthsFromDay: utcDayOf(start),
      limit: timelineLength,
    });
    return {
      ...figuresFrom(shape, row.totals, row.median, row.removals),
      monthly: monthsFrom(row.months, start, months),
      themes: themesFrom(row.themes),
      newest: row.newestReviews.map((review) => ({ ...review, date: instant(review.date) })),
      answered: row.newestResponses.map((review) => ({ ...review, date: instant(review.date) })),
    };
  }

  /** What moves with the account's activity and the clock: requests, synchronisations, subscription changes, to-dos. */
  const activityStatement = (shape: Shape) =>
    preparedOnce(`dashboard_activity_${shape}`, (name) =>
      db
        .select({
          requests: sql<RequestsRow>`${asJsonRow(requestsQuery(shape))}`,
          newestSyncs: sql<{ fetched: number; time: string }[]>`${asJsonRows(newestSyncs)}`,
          newestSubscriptionChanges: sql<{ status: string; isTrial: boolean; time: string }[]>`${asJsonRows(newestSubscriptionChanges)}`,
          unansweredNegatives: sql<number>`(${unansweredNegatives})`.mapWith(Number),
          queuedReplies: sql<number>`(${queuedReplies})`.mapWith(Number),
          aiCredits: sql<number>`(${aiCredits})`.mapWith(Number),
        })
        .from(listings)
        .where(eq(listings.id, param.listingId))
        .prepare(name),
    );

  /**
   * The period's review requests, the timeline's synchronisations and subscription changes, the replies waiting in the
   * queue, the paying account's AI credits, and the negative reviews of `unanswered.withinDays` days still unanswered
   * after `unanswered.olderThanHours`, in one statement. `userId` is the paying account (`listing.userId`).
   */
  async function activityOf(
    listingId: number,
    userId: number,
    bounds: PeriodBounds,
    unanswered: { olderThanHours: number; withinDays: number },
  ) {
    const [row] = await activityStatement(shapeOf(bounds)).execute({
      listingId,
      userId,
      ...periodValues(bounds),
      before: new Date(bounds.now.getTime() - unanswered.olderThanHours * 3600_000),
      since: new Date(bounds.now.getTime() - unanswered.withinDays * DAY_MS),
    });
    return {
      requests: requestsFrom(row.requests),
      syncs: row.newestSyncs.map((sync) => ({ ...sync, time: instant(sync.time) })),
      changes: row.newestSubscriptionChanges.map((change) => ({ ...change, time: instant(change.time) })),
      unansweredNegatives: row.unansweredNegatives,
      queuedReplies: row.queuedReplies,
      aiCredits: row.aiCredits,
    };
  }

  return { figuresOf, monthsOf, themesOf, requestsOf, reviewSummaryOf, activityOf };
}
