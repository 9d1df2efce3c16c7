import type { DashboardSummary } from '../../../shared/api/dashboard';

/** A complete, consistent dashboard answer for tests (a bakery with 194 reviews), changed by `overrides`. */
export function aDashboardSummary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    period: '30d',
    range: { from: '2026-10-22T10:00:00.000Z', to: '2026-11-21T10:00:00.000Z' },
    listing: {
      name: 'Boulangerie du Port',
      category: 'Boulangerie',
      address: '12 quai des Pêcheurs, 29900 Concarneau',
      cover: null,
      googleRating: 4.6,
      url: 'https://www.google.com/maps/place/port',
      demo: false,
      lastSyncAt: '2026-11-21T08:00:00.000Z',
    },
    figures: {
      averageRating: { current: 4.3, previous: 4.1 },
      averageRatingShown: { current: 4.3, previous: 4.1 },
      removedReviews: { current: 0, previous: 0 },
      newReviews: { current: 12, previous: 15 },
      totalReviews: 194,
      responseRate: { current: 0.87, previous: 0.8 },
      medianResponseHours: { current: 5, previous: 7.5 },
      unread: 3,
      aiCredits: 25,
    },
    distribution: [
      { rating: 1, count: 10 },
      { rating: 2, count: 8 },
      { rating: 3, count: 12 },
      { rating: 4, count: 44 },
      { rating: 5, count: 120 },
    ],
    monthly: [
      { month: '2026-09', averageRating: 4.5, count: 14 },
      { month: '2026-10', averageRating: null, count: 0 },
      { month: '2026-11', averageRating: 4.25, count: 12 },
    ],
    themes: [
      { theme: 'welcome', mentions: 40, positive: 30, negative: 10 },
      { theme: 'waiting', mentions: 10, positive: 2, negative: 8 },
    ],
    timeline: [
      { title: { key: 'newReview', values: { name: 'Julien P.', rating: 5 } }, time: '2026-11-21T07:00:00.000Z', color: 'success' },
      { title: { key: 'syncDone', values: { count: 3 } }, time: '2026-11-20T10:00:00.000Z', color: 'info' },
    ],
    actions: [],
    requests: { sent: 12, opened: 7, reviewsReceived: 3 },
    ...overrides,
  };
}

/** The same with some figures changed, keeping the others. */
export function aDashboardSummaryWithFigures(figures: Partial<DashboardSummary['figures']>, overrides: Partial<DashboardSummary> = {}) {
  const summary = aDashboardSummary(overrides);
  return { ...summary, figures: { ...summary.figures, ...figures } };
}
