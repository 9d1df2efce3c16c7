import { array, boolean, integer, isoDate, literal, nullable, number, object, oneOf, record, string, union, type Static } from './schema';

/** The dashboard's period: the last 30, 90 or 365 days, or everything; each compared with the period just before it. */
export const DASHBOARD_PERIODS = ['30d', '90d', '365d', 'all'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** A figure for the period and for the period of the same length just before it (null: nothing to measure). */
export const ComparedSchema = object({ current: nullable(number()), previous: nullable(number()) });
export type Compared = Static<typeof ComparedSchema>;

/** What customers talk about, as stored per review at ingestion. */
export const ThemeFigureSchema = object({ theme: string(), mentions: integer(), positive: integer(), negative: integer() });
export type ThemeFigure = Static<typeof ThemeFigureSchema>;

/** A month of the rating-over-time chart: `month` is `YYYY-MM`; no review that month gives a null average. */
export const MonthFigureSchema = object({ month: string(), averageRating: nullable(number()), count: integer() });
export type MonthFigure = Static<typeof MonthFigureSchema>;

/**
 * A timeline item: its title is a translation key with its values (the app speaks three languages),
 * its time an ISO date, its colour one of the theme's.
 */
export const TimelineItemSchema = object({
  title: object({
    key: oneOf(['newReview', 'replyPublished', 'syncDone', 'subscriptionChanged'] as const),
    values: record(string(), union(string(), number())),
  }),
  time: isoDate(),
  color: oneOf(['primary', 'success', 'warning', 'error', 'info'] as const),
});
export type TimelineItem = Static<typeof TimelineItemSchema>;

/** « Cette semaine »: a concrete thing to do, worked out from the figures; the app words it. */
export const DashboardActionSchema = union(
  object({ kind: literal('unansweredNegative'), count: integer(), olderThanHours: integer() }),
  object({ kind: literal('ratingDrop'), delta: number(), theme: nullable(string()), mentions: integer() }),
  object({ kind: literal('unread'), count: integer() }),
  object({ kind: literal('replyQueue'), count: integer() }),
  object({ kind: literal('noCredits') }),
);
export type DashboardAction = Static<typeof DashboardActionSchema>;

/** `GET /dashboards/private/summary?period=`: every figure of the dashboard in one answer. */
export const DashboardSummarySchema = object({
  period: oneOf(DASHBOARD_PERIODS),
  /** The period's bounds (`from` is null for "all"). */
  range: object({ from: nullable(isoDate()), to: isoDate() }),
  listing: object({
    name: string(),
    category: nullable(string()),
    address: nullable(string()),
    cover: nullable(string()),
    /** The rating Google shows for the listing. */
    googleRating: nullable(number()),
    url: nullable(string()),
    demo: boolean(),
    lastSyncAt: nullable(isoDate()),
  }),
  figures: object({
    /** Average of the reviews of the period, those the source no longer shows included. */
    averageRating: ComparedSchema,
    /** The same average without the reviews the source no longer shows (what Google's own average counts). */
    averageRatingShown: ComparedSchema,
    /** Reviews found removed from the source during the period (by the date they were found gone). */
    removedReviews: ComparedSchema,
    /** Reviews received in the period (and all reviews, whatever their date). */
    newReviews: ComparedSchema,
    totalReviews: integer(),
    /** Share of the period's reviews that have a response, 0 to 1. */
    responseRate: ComparedSchema,
    /** Median time between a review and its response, in hours. */
    medianResponseHours: ComparedSchema,
    unread: integer(),
    aiCredits: integer(),
  }),
  /** Reviews of the period per star rating, 1 to 5. */
  distribution: array(object({ rating: integer(), count: integer() })),
  monthly: array(MonthFigureSchema),
  themes: array(ThemeFigureSchema),
  timeline: array(TimelineItemSchema),
  actions: array(DashboardActionSchema),
  /** Review requests sent in the period, how many were opened, and the reviews attributed to them (an estimate). */
  requests: object({ sent: integer(), opened: integer(), reviewsReceived: integer() }),
});
export type DashboardSummary = Static<typeof DashboardSummarySchema>;
