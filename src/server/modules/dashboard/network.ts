import { eq } from 'drizzle-orm';
import {
  ratingBandOf,
  type DashboardPeriod,
  type DashboardSummary,
  type EstablishmentRank,
  type EstablishmentRanking,
  type RankingCsvSeparator,
} from '../../../shared/api/dashboard';
import type { Language } from '../../../shared/constants';
import { monthRange, previousMonthOf } from '../../../shared/api/monthly-report';
import type { Database } from '../../db/client';
import { deepFrozen, type DeepReadonly } from '../../db/deep-frozen';
import { leastRecentlyUsed } from '../../db/least-recently-used';
import { organizations, type listings } from '../../db/schema';
import { createNetworkQueries, type NetworkReviewFigures } from './network-queries';
import { rankingFileName, writeRankingCsv } from './ranking-csv';
import {
  actionsOf,
  boundsOf,
  CHART_MONTHS,
  REPORT_TREND_MONTHS,
  round,
  rounded,
  timelineOf,
  TIMELINE_LENGTH,
  UNANSWERED_AFTER_HOURS,
  UNANSWERED_WITHIN_DAYS,
} from './summary-parts';
import {
  figuresFrom,
  type NetworkMedians,
  monthsFrom,
  periodTotals,
  requestsFrom,
  shapeOf,
  themesFrom,
  type ComparedRow,
  type MonthRow,
  type PeriodBounds,
  type Shape,
  type TotalsRow,
} from './summary-queries';

type ListingRow = typeof listings.$inferSelect;
type Figures = DeepReadonly<NetworkReviewFigures>;

/** The sums `figuresFrom` reads, every one of them: an establishment without a row in the period has zeros. */
const TOTAL_KEYS = [...Object.keys(periodTotals()), 'total', 'unread'] as (keyof TotalsRow)[];
const NO_TOTALS = Object.fromEntries(TOTAL_KEYS.map((key) => [key, 0])) as TotalsRow;
const NOTHING: ComparedRow = { current: null, previous: null };

/** Adds up rows of sums, field by field (the drivers give numbers or numeric strings). */
function added<Row extends Record<string, unknown>>(base: Row, rows: readonly DeepReadonly<Partial<Row>>[]): Row {
  const sum: Record<string, unknown> = { ...base };
  for (const row of rows) {
    for (const key of Object.keys(base)) sum[key] = Number(sum[key] ?? 0) + Number((row as Record<string, unknown>)[key] ?? 0);
  }
  return sum as Row;
}

/** Each establishment's sums, median and removals, from the rows of the network's statement. */
function establishmentFigures(figures: Figures, listingId: number) {
  const mine = <Row extends { listingId: number | null }>(rows: readonly Row[]) => rows.filter((row) => row.listingId === listingId);
  const median = figures.medians.find((row) => row.network === 0 && row.listingId === listingId);
  const removals = mine(figures.removals)[0];
  return {
    totals: added(NO_TOTALS, [...mine(figures.totals), ...mine(figures.allTime)]),
    median: median ? { current: median.current, previous: median.previous } : NOTHING,
    removals: removals ? { current: removals.current, previous: removals.previous } : { current: 0, previous: 0 },
    months: mine(figures.months) as MonthRow[],
    unanswered: Number(mine(figures.unanswered)[0]?.count ?? 0),
  };
}

const roundedMonths = (rows: MonthRow[], start: Date, months: number) =>
  monthsFrom(rows, start, months).map((month) => ({ ...month, averageRating: round(month.averageRating, 2) }));

/** The network's cards and distribution: its establishments' sums added up, its own median (never a mean of means). */
function networkCards(figures: Figures, shape: Shape) {
  const median = figures.medians.find((row) => row.network === 1);
  return rounded(
    figuresFrom(
      shape,
      added(NO_TOTALS, [...figures.totals, ...figures.allTime]),
      median ? { current: median.current, previous: median.previous } : NOTHING,
      added<ComparedRow>({ current: 0, previous: 0 }, figures.removals),
    ),
  );
}

/** A past month of the network: its cards and distribution, and its establishments ranked over the month. */
export type NetworkMonth = ReturnType<typeof networkCards> & { items: EstablishmentRank[] };

/** Best average first; those without a rating in the period last; then by name, as the establishments come. */
function byRank(a: EstablishmentRank, b: EstablishmentRank) {
  if (a.averageRating === b.averageRating) return 0;
  if (a.averageRating === null) return 1;
  if (b.averageRating === null) return -1;
  return b.averageRating - a.averageRating;
}

/**
 * The dashboard of several establishments (the network view): the same cards as one establishment's, over all their
 * reviews at once, and the ranking of the establishments. Every figure adds up the establishments' roll-ups (their
 * days, months and all-time rows), in one statement whatever their number, so the network's average is its reviews'
 * (each review weighs the same, whichever establishment it went to), not an average of averages. What the reviews
 * decide is kept by every establishment's reviews version (the rows the request loaded), the period's first day and
 * the month, as one establishment's figures are.
 */
export function createNetworkDashboard(db: Database, { demo, figuresKept }: { demo: boolean; figuresKept: number }) {
  const queries = createNetworkQueries(db);
  const kept = leastRecentlyUsed<string, Figures>(figuresKept);

  /**
   * `span` names the period (`30d`…) or the month (`2026-10`) the bounds are, `months` the trend's length, and
   * `medians` whose median response times are read (each one costs its histograms' rows).
   */
  async function reviewFiguresOf(
    establishments: readonly ListingRow[],
    span: string,
    bounds: PeriodBounds,
    months: number,
    medians: NetworkMedians,
  ): Promise<Figures> {
    const versions = establishments
      .map((place) => `${place.id}.${place.reviewsVersion}`)
      .sort()
      .join(',');
    const key = `${versions}:${span}:${medians}:${bounds.from?.toISOString() ?? 'all'}:${bounds.now.toISOString().slice(0, 7)}`;
    const found = kept.get(key);
    if (found) return found;
    const figures = await queries.reviewFiguresOf(
      establishments.map((place) => place.id),
      bounds,
      { months, timelineLength: TIMELINE_LENGTH, medians },
    );
    // A store that keeps nothing freezes nothing: the figures stay the request's own.
    if (figuresKept === 0) return figures as Figures;
    const frozen = deepFrozen(figures);
    kept.set(key, frozen);
    return frozen;
  }

  function rankOf(place: ListingRow, figures: Figures, shape: Shape, months: number): EstablishmentRank {
    const own = establishmentFigures(figures, place.id);
    const { averageRating, newReviews, responseRate, medianResponseHours } = rounded(
      figuresFrom(shape, own.totals, own.median, own.removals),
    ).figures;
    return {
      locationId: place.id,
      name: place.name,
      averageRating: averageRating.current,
      reviews: newReviews.current ?? 0,
      change:
        averageRating.current !== null && averageRating.previous !== null ? round(averageRating.current - averageRating.previous, 2) : null,
      responseRate: responseRate.current,
      medianResponseHours: medianResponseHours.current,
      unansweredNegative: own.unanswered,
      band: ratingBandOf(averageRating.current),
      sparkline: roundedMonths(own.months, figures.monthsStart, months),
    };
  }

  /** The ranking of the establishments over the period, best average first, each with its figures and months. */
  async function ranking(establishments: readonly ListingRow[], period: DashboardPeriod, now = new Date()): Promise<EstablishmentRanking> {
    const bounds = boundsOf(period, now);
    const figures = await reviewFiguresOf(establishments, period, bounds, CHART_MONTHS[period], 'each');
    const shape = shapeOf(bounds);
    const items = establishments.map((place) => rankOf(place, figures, shape, CHART_MONTHS[period]));
    return {
      period,
      range: { from: bounds.from?.toISOString() ?? null, to: now.toISOString() },
      items: items.sort(byRank),
    };
  }

  /**
   * A past month (whole UTC days) against the month before, for the monthly report: the network's cards and the
   * ranking over that month, from the same statement and functions as the dashboard's (its trend the twelve months up
   * to it).
   */
  async function month(establishments: readonly ListingRow[], month: string): Promise<NetworkMonth> {
    const { from, to } = monthRange(month);
    // `now` within the month: the trend ends with it, and the kept figures' key names it.
    const bounds = { from, previousFrom: monthRange(previousMonthOf(month)).from, to, now: new Date(to.getTime() - 1) };
    const figures = await reviewFiguresOf(establishments, month, bounds, REPORT_TREND_MONTHS, 'both');
    const shape = shapeOf(bounds);
    return {
      ...networkCards(figures, shape),
      items: establishments.map((place) => rankOf(place, figures, shape, REPORT_TREND_MONTHS)).sort(byRank),
    };
  }

  /** The network's summary: one establishment's answer over all of them, its card the organisation's. */
  async function summary(establishments: readonly ListingRow[], period: DashboardPeriod, now = new Date()): Promise<DashboardSummary> {
    const bounds = boundsOf(period, now);
    const ids = establishments.map((place) => place.id);
    const payers = [...new Set(establishments.map((place) => place.userId))];
    const [figures, activity, [organization]] = await Promise.all([
      reviewFiguresOf(establishments, period, bounds, CHART_MONTHS[period], 'network'),
      queries.activityOf(ids, payers, bounds, { olderThanHours: UNANSWERED_AFTER_HOURS, withinDays: UNANSWERED_WITHIN_DAYS }),
      db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, establishments[0].organizationId)),
    ]);
    const { figures: cards, distribution } = networkCards(figures, shapeOf(bounds));
    const months = new Map<string, MonthRow>();
    for (const row of figures.months) {
      const month = months.get(row.month) ?? { month: row.month, ratingSum: 0, count: 0 };
      months.set(row.month, {
        month: row.month,
        ratingSum: Number(month.ratingSum) + Number(row.ratingSum),
        count: Number(month.count) + Number(row.count),
      });
    }
    const themes = themesFrom(figures.themes);
    const names = new Map(establishments.map((place) => [place.id, place.name]));
    const establishment = (listingId: number) => names.get(listingId) ?? '';
    const { timeline, lastSyncAt } = timelineOf({
      newest: figures.newestReviews.map((review) => ({ ...review, establishment: establishment(review.listingId) })),
      answered: figures.newestResponses.map((review) => ({ ...review, establishment: establishment(review.listingId) })),
      syncs: activity.syncs.map((sync) => ({ ...sync, establishment: establishment(sync.listingId) })),
      changes: activity.changes,
    });
    const aiCredits = activity.aiCredits;
    return {
      period,
      range: { from: bounds.from?.toISOString() ?? null, to: now.toISOString() },
      establishments: establishments.map((place) => ({ locationId: place.id, name: place.name })),
      listing: {
        name: organization?.name ?? '',
        category: null,
        address: null,
        cover: null,
        googleRating: null,
        url: null,
        demo,
        lastSyncAt,
      },
      figures: { ...cards, aiCredits },
      distribution,
      monthly: roundedMonths([...months.values()], figures.monthsStart, CHART_MONTHS[period]),
      themes,
      timeline,
      actions: actionsOf({
        averageRating: cards.averageRating,
        unread: cards.unread,
        themes,
        negatives: activity.unansweredNegatives,
        queued: activity.queuedReplies,
        aiCredits,
      }),
      requests: requestsFrom(activity.requests),
    };
  }

  /** The ranking as a CSV file, its header in `language`, and the file's name. */
  async function rankingCsv(
    establishments: readonly ListingRow[],
    period: DashboardPeriod,
    { language, separator }: { language: Language; separator: RankingCsvSeparator },
  ) {
    const answer = await ranking(establishments, period);
    return { fileName: rankingFileName(answer), csv: writeRankingCsv(answer, language, separator) };
  }

  return { summary, ranking, rankingCsv, month };
}
