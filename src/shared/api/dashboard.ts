import type { Language } from '../constants';
import {
  array,
  boolean,
  integer,
  isoDate,
  literal,
  nullable,
  number,
  object,
  oneOf,
  optional,
  record,
  string,
  union,
  type Static,
} from './schema';

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

/** An establishment of the network view: its id (`?location=`) and name. */
export const NetworkEstablishmentSchema = object({ locationId: integer(), name: string() });

/**
 * `GET /dashboards/private/summary?period=`: every figure of the dashboard in one answer, for one establishment or,
 * with `?location=all` or `?locations=1,2`, for the network: then each figure is the establishments' reviews taken
 * together (the average weighs each review once, not each establishment's average), `establishments` names them,
 * and the timeline's items carry their establishment's name (`values.establishment`).
 */
export const DashboardSummarySchema = object({
  period: oneOf(DASHBOARD_PERIODS),
  /** The period's bounds (`from` is null for "all"). */
  range: object({ from: nullable(isoDate()), to: isoDate() }),
  /** The network's establishments, by name; absent for one establishment. */
  establishments: optional(array(NetworkEstablishmentSchema)),
  /**
   * The establishment's card. For the network: the organisation's name, the newest synchronisation of its
   * establishments, the demonstration badge, and null for the rest (a network has no one address, category, cover,
   * Google rating or link).
   */
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

/**
 * The colour band of an average rating, as owners know them from Partoo: `excellent` from 4.3, `good` from 3.8,
 * `fair` from 3.0, `poor` below. Each band starts at its floor, included (4.3 is excellent, 4.29 good).
 */
export const RATING_BANDS = ['excellent', 'good', 'fair', 'poor'] as const;
export type RatingBand = (typeof RATING_BANDS)[number];
export const RATING_BAND_FLOORS: Record<RatingBand, number> = { excellent: 4.3, good: 3.8, fair: 3, poor: 0 };

/** The band of an average as the answers give it (rounded to two decimals); none without a rating. */
export function ratingBandOf(rating: number | null): RatingBand | null {
  if (rating === null) return null;
  return RATING_BANDS.find((band) => rating >= RATING_BAND_FLOORS[band]) ?? 'poor';
}

/**
 * One establishment's row of the network's ranking, over the period (the same figures as its dashboard's cards, from
 * the same roll-ups).
 */
export const EstablishmentRankSchema = object({
  locationId: integer(),
  name: string(),
  /** Average rating of the period's reviews, those the source no longer shows included (the dashboard's card). */
  averageRating: nullable(number()),
  /** Reviews received in the period. */
  reviews: integer(),
  /** The average's change from the period of the same length just before; null for "all" or without reviews in either. */
  change: nullable(number()),
  /** Share of the period's reviews that have a response, 0 to 1. */
  responseRate: nullable(number()),
  /** Median time between a review of the period and its response, in hours. */
  medianResponseHours: nullable(number()),
  /** The period's 1- and 2-star reviews still without a response, among those the source still shows. */
  unansweredNegative: integer(),
  /** The average's colour band (`ratingBandOf`); null without reviews in the period. */
  band: nullable(oneOf(RATING_BANDS)),
  /** Average and count per month (UTC) over the months of its dashboard's chart (12, or 24 for "all"), oldest first. */
  sparkline: array(MonthFigureSchema),
});
export type EstablishmentRank = Static<typeof EstablishmentRankSchema>;

/**
 * `GET /dashboards/private/locations?period=` (`?location=all` or `?locations=1,2`): the ranking of the network's
 * establishments, best average first (those without reviews in the period last, then by name).
 */
export const EstablishmentRankingSchema = object({
  period: oneOf(DASHBOARD_PERIODS),
  range: object({ from: nullable(isoDate()), to: isoDate() }),
  items: array(EstablishmentRankSchema),
});
export type EstablishmentRanking = Static<typeof EstablishmentRankingSchema>;

/**
 * What separates the fields of the ranking's CSV (`GET /dashboards/private/locations.csv?separator=`): `;` as French
 * and Spanish spreadsheets expect (their decimal mark is the comma, which the file then uses), or `,` (and the point).
 */
export const RANKING_CSV_SEPARATORS = ['semicolon', 'comma'] as const;
export type RankingCsvSeparator = (typeof RANKING_CSV_SEPARATORS)[number];

/** The separator a spreadsheet in each interface language expects: French and Spanish `;`, English `,`. */
export const CSV_SEPARATOR_OF: Record<Language, RankingCsvSeparator> = { fr: 'semicolon', es: 'semicolon', en: 'comma' };
