import type { Compared, MonthFigure, ThemeFigure } from '../../../shared/api/dashboard';

/** What the dashboard's queries say of a month (`monthFigures` of the dashboard service). */
export type MonthFigures = {
  month: string;
  range: { from: string; to: string };
  figures: {
    totalReviews: number;
    unread: number;
    averageRating: Compared;
    newReviews: Compared;
    responseRate: Compared;
    medianResponseHours: Compared;
  };
  distribution: { rating: number; count: number }[];
  themes: ThemeFigure[];
  requests: { sent: number; opened: number; reviewsReceived: number };
  weeks: { from: string; to: string; averageRating: number | null; count: number; medianResponseHours: number | null }[];
  months: MonthFigure[];
};
