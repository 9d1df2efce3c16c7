import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardSummary } from '../../../shared/api/dashboard';
import { aSourceDashboard } from '../../test/fixtures';
import {
  answerWithGoogleConnection,
  answerWithNoReviewAlerts,
  answerWithOneEstablishment,
  answerWithProfileFigures,
  mockApi,
} from '../../test/mock-api';
import { aDashboardSummary, aDashboardSummaryWithFigures } from './dashboard-fixtures';
import { renderInRouter } from './dashboard-test-kit';
import { DashboardPage } from './dashboard-page';
import { RatingTrend } from './rating-trend';

const api = mockApi();
const SUMMARY = 'GET /dashboards/private/summary';

/**
 * Months without reviews: the page then draws no chart, so no test here waits on the chart's lazy
 * chunk (its timing made an earlier test flaky). The chart itself is tested in dashboard-sections.
 */
const noChart = { monthly: [{ month: '2026-11', averageRating: null, count: 0 }] };
const answerSummary = (summary: DashboardSummary) => api.route('dashboardSummary', { body: summary });
const requestedPeriods = () => api.callsTo(SUMMARY).map((call) => call.query.get('period'));

beforeEach(() => {
  answerWithGoogleConnection(api);
  answerWithNoReviewAlerts(api);
  answerWithOneEstablishment(api);
  answerWithProfileFigures(api);
  api.route('sourceDashboard', { body: aSourceDashboard() });
});

describe('dashboard page', () => {
  it('shows the figures of the last 30 days under the page heading, with its title', async () => {
    answerSummary(aDashboardSummary(noChart));
    renderInRouter(<DashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement du tableau de bord…');
    expect(await screen.findByRole('link', { name: /Note moyenne/ })).toHaveTextContent('4,3');
    expect(screen.getByRole('link', { name: /Taux de réponse/ })).toHaveTextContent(/87\s%/);
    expect(screen.getByRole('heading', { name: 'Cette semaine' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '30 jours' })).toHaveAttribute('aria-pressed', 'true');
    expect(requestedPeriods()).toEqual(['30d']);
    expect(document.title).toBe('Tableau de bord | Bonavis');
  });

  it('keeps the chosen period in the URL and asks the server for it', async () => {
    answerSummary(aDashboardSummary(noChart));
    const { search } = renderInRouter(<DashboardPage />);
    await screen.findByRole('link', { name: /Note moyenne/ });
    await userEvent.click(screen.getByRole('button', { name: '12 mois' }));
    expect(search().get('period')).toBe('365d');
    expect(screen.getByRole('button', { name: '12 mois' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(requestedPeriods()).toEqual(['30d', '365d']));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Taux de réponse/ })).toHaveAttribute('href', '/reviews/home?answered=no&period=365d'),
    );

    await userEvent.click(screen.getByRole('button', { name: '30 jours' }));
    expect(search().has('period')).toBe(false);
  });

  it('opens on the period of a link', async () => {
    answerSummary(aDashboardSummary({ ...noChart, period: '90d' }));
    renderInRouter(<DashboardPage />, '/dashboards/home?period=90d');
    await screen.findByRole('link', { name: /Note moyenne/ });
    expect(screen.getByRole('button', { name: '90 jours' })).toHaveAttribute('aria-pressed', 'true');
    expect(requestedPeriods()).toEqual(['90d']);
  });

  it('says so when the listing has no review yet', async () => {
    answerSummary(aDashboardSummaryWithFigures({ totalReviews: 0, newReviews: { current: 0, previous: 0 } }, noChart));
    renderInRouter(<DashboardPage />);
    expect(await screen.findByRole('heading', { name: "Pas encore d'avis" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes avis' })).toHaveAttribute('href', '/reviews/home');
    expect(screen.queryByRole('link', { name: /Note moyenne/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Période' })).not.toBeInTheDocument();
  });

  it('tells the error and loads again on retry', async () => {
    api.route('dashboardSummary', { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Internal Server Error' } });
    renderInRouter(<DashboardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Le tableau de bord n'a pas pu se charger.");
    answerSummary(aDashboardSummary(noChart));
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: /Note moyenne/ })).toHaveTextContent('4,3');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('rating over time section', () => {
  it('opens and closes the data table with a labelled button', async () => {
    renderInRouter(<RatingTrend monthly={noChart.monthly} />);
    expect(screen.getByText("Pas encore d'avis sur ces mois.")).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Voir les données' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Masquer les données' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('table', { name: "Nombre d'avis et note moyenne par mois" })).toBeVisible();
  });
});
