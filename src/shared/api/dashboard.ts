/** The dashboard's period: the last 30, 90 or 365 days, or everything; each compared with the period just before it. */
export const DASHBOARD_PERIODS = ['30d', '90d', '365d', 'all'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** A figure for the period and for the period of the same length just before it (null: nothing to measure). */
export type Compared = { current: number | null; previous: number | null };

/** What customers talk about, as stored per review at ingestion. */
export type ThemeFigure = { theme: string; mentions: number; positive: number; negative: number };

/** A month of the rating-over-time chart: `month` is `YYYY-MM`; no review that month gives a null average. */
export type MonthFigure = { month: string; averageRating: number | null; count: number };

/**
 * A timeline item: its title is a translation key with its values (the app speaks three languages),
 * its time an ISO date, its colour one of the theme's.
 */
export type TimelineItem = {
  title: { key: 'newReview' | 'replyPublished' | 'syncDone' | 'subscriptionChanged'; values: Record<string, string | number> };
  time: string;
  color: 'primary' | 'success' | 'warning' | 'error' | 'info';
};

/** « Cette semaine »: a concrete thing to do, worked out from the figures; the app words it. */
export type DashboardAction =
  | { kind: 'unansweredNegative'; count: number; olderThanHours: number }
  | { kind: 'ratingDrop'; delta: number; theme: string | null; mentions: number }
  | { kind: 'unread'; count: number }
  | { kind: 'replyQueue'; count: number }
  | { kind: 'noCredits' };

/** `GET /dashboards/private/summary?period=`: every figure of the dashboard in one answer. */
export type DashboardSummary = {
  period: DashboardPeriod;
  /** The period's bounds (`from` is null for "all"). */
  range: { from: string | null; to: string };
  listing: {
    name: string;
    category: string | null;
    address: string | null;
    cover: string | null;
    /** The rating Google shows for the listing. */
    googleRating: number | null;
    url: string | null;
    demo: boolean;
    lastSyncAt: string | null;
  };
  figures: {
    /** Average of the reviews of the period. */
    averageRating: Compared;
    /** Reviews received in the period (and all reviews, whatever their date). */
    newReviews: Compared;
    totalReviews: number;
    /** Share of the period's reviews that have a response, 0 to 1. */
    responseRate: Compared;
    /** Median time between a review and its response, in hours. */
    medianResponseHours: Compared;
    unread: number;
    aiCredits: number;
  };
  /** Reviews of the period per star rating, 1 to 5. */
  distribution: { rating: number; count: number }[];
  monthly: MonthFigure[];
  themes: ThemeFigure[];
  timeline: TimelineItem[];
  actions: DashboardAction[];
};
