import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReviewAlerts } from '../../../shared/api/review-integrity';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { SuspiciousWaveBanner } from './suspicious-wave-banner';

const api = mockApi();
const REPORT_URL = 'https://support.google.com/business/workflow/9945796';

const aWave: ReviewAlerts['waves'][number] = {
  from: '2026-11-18T09:00:00.000Z',
  to: '2026-11-19T16:30:00.000Z',
  reviews: [
    { id: 7, authorName: 'Compte A', reviewRate: 1, date: '2026-11-18T09:00:00.000Z', hasText: false },
    { id: 8, authorName: 'Compte B', reviewRate: 2, date: '2026-11-18T21:00:00.000Z', hasText: true },
    { id: 9, authorName: 'Compte C', reviewRate: 1, date: '2026-11-19T16:30:00.000Z', hasText: false },
  ],
  withoutText: 2,
  expected: 0.2,
};

describe('the suspicious-wave banner', () => {
  it('names the reviews of the wave, says how unusual it is, and what to do, with the link to Google', async () => {
    api.route('reviewAlerts', { body: { waves: [aWave], removals: [], reportUrl: REPORT_URL } });
    renderWithProviders(<SuspiciousWaveBanner />);

    const banner = await screen.findByRole('region', { name: "Vague d'avis négatifs inhabituelle" });
    expect(within(banner).getByRole('heading', { name: "Vague d'avis négatifs inhabituelle" })).toBeInTheDocument();
    expect(banner).toHaveTextContent(
      "3 avis de 1 ou 2 étoiles entre le 18 novembre 2026 et le 19 novembre 2026, bien plus que d'habitude pour votre établissement (environ 0,2 en 48 heures d'après vos 90 jours précédents). 2 n'ont aucun texte.",
    );
    const [first, second, third] = within(banner).getAllByRole('listitem');
    expect(first).toHaveTextContent(/^Compte A · 1 étoile · 18 novembre 2026 \d\d:\d\d \(sans texte\)$/);
    expect(second).toHaveTextContent(/^Compte B · 2 étoiles · 18 novembre 2026 \d\d:\d\d$/);
    expect(third).toHaveTextContent(/^Compte C · 1 étoile/);
    const link = within(banner).getByRole('link', { name: 'outil de gestion des avis de Google' });
    expect(link).toHaveAttribute('href', REPORT_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(banner).toHaveTextContent('Répondez calmement à chacun');
  });

  it('shows nothing when there is no wave', async () => {
    api.route('reviewAlerts', { body: { waves: [], removals: [], reportUrl: REPORT_URL } });
    renderWithProviders(<SuspiciousWaveBanner />);
    await waitFor(() => expect(api.callsTo('GET /reviews/private/alerts')).toHaveLength(1));
    // The answer is read.
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: "Vague d'avis négatifs inhabituelle" })).toBeNull();
  });
});
