import type { ProfileReportMonth } from '../../../shared/api/google-profile';
import { monthRange, previousMonthOf } from '../../../shared/api/monthly-report';
import { periodStart } from '../../../shared/api/reviews';
import type { DashboardPeriod, DashboardSummary } from '../../../shared/api/dashboard';
import type { Database } from '../../db/client';
import { keptByReviewsVersion } from '../../db/kept-by-reviews-version';
import type { listings } from '../../db/schema';
import { createMonthlyReport } from './monthly-report';
import { createNetworkDashboard } from './network';
import { createNetworkReport } from './network-report';
import type { MonthFigures } from './report-figures';
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
import { createSummaryQueries, type PeriodBounds } from './summary-queries';
import { DAY_MS } from '../../../shared/constants';

type ListingRow = typeof listings.$inferSelect;
type SummaryQueries = ReturnType<typeof createSummaryQueries>;
type ReviewSummary = Awaited<ReturnType<SummaryQueries['reviewSummaryOf']>>;

/** The report's weeks start on these days of the month (the last one runs to the month's end). */
const REPORT_WEEK_STARTS = [1, 8, 15, 22, 29];

/**
 * The dashboard's figures, every one computed by the database over the listing's reviews (and the
 * sentiment and themes stored at ingestion): nothing is loaded into memory but the answers. What the reviews alone
 * decide for a period is kept by the listing's reviews version (`figuresKept` of them; DASHBOARD_FIGURES_KEPT, 0 keeps
 * none), with the period's first day and the month in its key, since the clock moves those too.
 */
export function createDashboardService(
  db: Database,
  {
    demo,
    figuresKept,
    profileMonth,
  }: { demo: boolean; figuresKept: number; profileMonth?: (listingId: number, month: string) => Promise<ProfileReportMonth | null> },
) {
  const queries = createSummaryQueries(db);
  const keptReviewSummaries = keptByReviewsVersion<ReviewSummary>(figuresKept);

  const roundedFiguresOf = async (listingId: number, bounds: PeriodBounds) => rounded(await queries.figuresOf(listingId, bounds));

  /**
   * The last `days` days (from the start of the Paris day `days - 1` days ago) against the `days` before: the
   * dashboard's figures, review requests included, for the weekly digest.
   */
  async function figuresOver(listing: ListingRow, days: number, now = new Date()) {
    const from = periodStart(days, now);
    const bounds = { from, previousFrom: new Date(from.getTime() - days * DAY_MS), now };
    const [{ figures, distribution }, requests] = await Promise.all([
      roundedFiguresOf(listing.id, bounds),
      queries.requestsOf(listing.id, bounds),
    ]);
    return { range: { from: from.toISOString(), to: now.toISOString() }, figures, distribution, requests };
  }

  /**
   * A past calendar month (whole UTC days) against the month before, with the dashboard's own queries: the cards'
   * figures, the distribution, themes and review requests, the month week by week, and the twelve months up to it.
   */
  async function monthFigures(listing: ListingRow, month: string): Promise<MonthFigures> {
    const { from, to } = monthRange(month);
    const bounds = { from, previousFrom: monthRange(previousMonthOf(month)).from, to, now: to };
    const weekBounds = REPORT_WEEK_STARTS.map((day) => new Date(from.getTime() + (day - 1) * DAY_MS))
      .filter((start) => start < to)
      .map((start) => ({
        from: start,
        previousFrom: new Date(start.getTime() - 7 * DAY_MS),
        to: new Date(Math.min(start.getTime() + 7 * DAY_MS, to.getTime())),
        now: to,
      }));
    const [{ figures, distribution }, themes, requests, months, weeks] = await Promise.all([
      roundedFiguresOf(listing.id, bounds),
      queries.themesOf(listing.id, bounds),
      queries.requestsOf(listing.id, bounds),
      queries.monthsOf(listing.id, from, REPORT_TREND_MONTHS),
      Promise.all(weekBounds.map((week) => roundedFiguresOf(listing.id, week))),
    ]);
    return {
      month,
      range: { from: from.toISOString(), to: to.toISOString() },
      figures,
      distribution,
      themes,
      requests,
      weeks: weeks.map((week, index) => ({
        from: weekBounds[index].from.toISOString(),
        to: weekBounds[index].to.toISOString(),
        averageRating: week.figures.averageRating.current,
        count: week.figures.newReviews.current ?? 0,
        medianResponseHours: week.figures.medianResponseHours.current,
      })),
      months: months.map((row) => ({ ...row, averageRating: round(row.averageRating, 2) })),
    };
  }

  const { contentOf, monthlyReport } = createMonthlyReport({ db, monthFigures, demo, profileMonth });

  /** The period's review figures as the listing's reviews version decides them, kept or read. */
  async function reviewSummaryOf(listing: ListingRow, period: DashboardPeriod, bounds: PeriodBounds) {
    const key = `${period}:${bounds.from?.toISOString() ?? 'all'}:${bounds.now.toISOString().slice(0, 7)}`;
    return keptReviewSummaries.keptOr(listing, key, () =>
      queries.reviewSummaryOf(listing.id, bounds, { months: CHART_MONTHS[period], timelineLength: TIMELINE_LENGTH }),
    );
  }

  async function summary(listing: ListingRow, period: DashboardPeriod, now = new Date()): Promise<DashboardSummary> {
    const bounds = boundsOf(period, now);
    const [reviewSummary, activity] = await Promise.all([
      reviewSummaryOf(listing, period, bounds),
      queries.activityOf(listing.id, listing.userId, bounds, {
        olderThanHours: UNANSWERED_AFTER_HOURS,
        withinDays: UNANSWERED_WITHIN_DAYS,
      }),
    ]);
    const { figures, distribution } = rounded(reviewSummary);
    const { monthly, themes } = reviewSummary;
    const { requests, unansweredNegatives: negatives, queuedReplies: queued, aiCredits } = activity;
    const { timeline, lastSyncAt } = timelineOf({ ...reviewSummary, ...activity });
    const actions = actionsOf({ averageRating: figures.averageRating, unread: figures.unread, themes, negatives, queued, aiCredits });

    return {
      period,
      range: { from: bounds.from?.toISOString() ?? null, to: now.toISOString() },
      listing: {
        name: listing.name,
        category: listing.category,
        address: listing.address,
        cover: listing.cover,
        googleRating: listing.averageRating,
        url: listing.url,
        demo,
        lastSyncAt,
      },
      figures: { ...figures, aiCredits },
      distribution,
      monthly: monthly.map((month) => ({ ...month, averageRating: round(month.averageRating, 2) })),
      // The kept, frozen figures go into the answer as they are: sending it only reads them.
      themes: themes as DashboardSummary['themes'],
      timeline,
      actions,
      requests,
    };
  }

  const network = createNetworkDashboard(db, { demo, figuresKept });
  const networkReport = createNetworkReport({ db, networkMonth: network.month, contentOf, demo });

  return {
    summary,
    networkSummary: network.summary,
    ranking: network.ranking,
    rankingCsv: network.rankingCsv,
    figuresOver,
    monthFigures,
    monthlyReport,
    networkReport,
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
