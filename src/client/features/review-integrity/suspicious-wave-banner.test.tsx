import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ReviewAlerts } from '../../../shared/api/review-integrity';
import userEvent from '@testing-library/user-event';
import { openElsewhere } from '../../components/leave-app';
import { mockApi, routeOf } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { NetworkIntegrityBanner, SuspiciousWaveBanner } from './suspicious-wave-banner';

jest.mock('../../components/leave-app', () => ({ openElsewhere: jest.fn() }));

const api = mockApi();
const REPORT_URL = 'https://support.google.com/business/workflow/9945796';
/** The establishment every alert names (`anEstablishment`). */
const location = { id: 1, name: 'Boulangerie' };

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
  location,
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
    // Each review then offers to report it to Google.
    expect(first).toHaveTextContent(/^Compte A · 1 étoile · 18 novembre 2026 \d\d:\d\d \(sans texte\)Signaler à Google$/);
    expect(second).toHaveTextContent(/^Compte B · 2 étoiles · 18 novembre 2026 \d\d:\d\dSignaler à Google$/);
    expect(third).toHaveTextContent(/^Compte C · 1 étoile/);
    const link = within(banner).getByRole('link', { name: 'outil de gestion des avis de Google' });
    expect(link).toHaveAttribute('href', REPORT_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(banner).toHaveTextContent('Répondez calmement à chacun');
    expect(within(banner).getByRole('button', { name: 'Télécharger les preuves' })).toBeEnabled();
    expect(within(banner).getByRole('button', { name: 'Version tableur (CSV)' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Avis retirés' })).toBeNull();
  });

  it('reports a review of the wave to Google: opens its tool, says the report is in the evidence file and what Bonavis cannot do', async () => {
    const TOOL = 'https://business.google.com/reviews/l/1?review=8';
    api.route('reviewAlerts', { body: { waves: [aWave], removals: [], reportUrl: REPORT_URL } });
    api.route('reportReviewToGoogle', { body: { url: TOOL } }, { id: 8 });
    renderWithProviders(<SuspiciousWaveBanner />);
    await userEvent.click(await screen.findByRole('button', { name: "Signaler à Google l'avis de Compte B" }));
    expect(await screen.findByText(/Signalement noté dans le dossier de preuves de l'avis/)).toBeInTheDocument();
    expect(openElsewhere).toHaveBeenCalledWith(TOOL);
    expect(screen.getByRole('link', { name: "Ouvrir l'outil de Google" })).toHaveAttribute('href', TOOL);
    expect(screen.getByText('Bonavis ne peut pas supprimer un avis : seul Google décide de le retirer.')).toBeInTheDocument();
    const [call] = api.callsTo('POST /reviews/private/8/report-to-google');
    expect(call.query.get('location')).toBe('1');
  });

  it("names the reviews removed lately, links to the inbox's removed reviews, and downloads their evidence", async () => {
    const createObjectURL = jest.fn(() => 'blob:evidence');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    api.route('reviewAlerts', {
      body: {
        waves: [],
        removals: [
          {
            id: 12,
            authorName: 'Zoé L.',
            reviewRate: 1,
            date: '2026-10-02T10:00:00.000Z',
            removedAt: '2026-11-20T09:30:00.000Z',
            location,
          },
          {
            id: 5,
            authorName: 'Hugo M.',
            reviewRate: 5,
            date: '2026-09-14T10:00:00.000Z',
            removedAt: '2026-11-18T08:00:00.000Z',
            location,
          },
        ],
        reportUrl: REPORT_URL,
      },
    });
    api.route('reviewEvidence', { body: 'nature du document' });
    renderWithProviders(
      <MemoryRouter>
        <SuspiciousWaveBanner />
      </MemoryRouter>,
    );

    const region = await screen.findByRole('region', { name: 'Avis retirés' });
    expect(within(region).getByRole('heading', { name: 'Avis retirés' })).toBeInTheDocument();
    expect(region).toHaveTextContent("Bonavis n'a plus trouvé ces 2 avis en lisant toute votre fiche Google.");
    const [first, second] = within(region).getAllByRole('listitem');
    expect(first).toHaveTextContent('Zoé L. · 1 étoile · avis du 2 octobre 2026 · retiré le 20 novembre 2026');
    expect(second).toHaveTextContent('Hugo M. · 5 étoiles · avis du 14 septembre 2026 · retiré le 18 novembre 2026');
    expect(within(region).getByRole('link', { name: 'Voir les avis retirés' })).toHaveAttribute('href', '/reviews/home?removed=yes');
    expect(screen.queryByRole('region', { name: "Vague d'avis négatifs inhabituelle" })).toBeNull();

    await userEvent.click(within(region).getByRole('button', { name: 'Version tableur (CSV)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(Object.fromEntries(api.callsTo(routeOf('reviewEvidence'))[0].query)).toMatchObject({ ids: '12,5', format: 'csv' });
    click.mockRestore();
  });

  it('shows nothing when there is no wave', async () => {
    api.route('reviewAlerts', { body: { waves: [], removals: [], reportUrl: REPORT_URL } });
    renderWithProviders(<SuspiciousWaveBanner />);
    await waitFor(() => expect(api.callsTo('GET /reviews/private/alerts')).toHaveLength(1));
    // The answer is read.
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: "Vague d'avis négatifs inhabituelle" })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Avis retirés' })).toBeNull();
  });

  it("names the establishment of each alert across the network, with each establishment's removals and evidence apart", async () => {
    const halles = { id: 2, name: 'Boulangerie des Halles' };
    const removal = (id: number, at: typeof location) => ({
      id,
      authorName: `Client ${id}`,
      reviewRate: 1,
      date: '2026-10-02T10:00:00.000Z',
      removedAt: '2026-11-20T09:30:00.000Z',
      location: at,
    });
    api.route('reviewAlerts', {
      body: { waves: [{ ...aWave, location: halles }], removals: [removal(12, halles), removal(13, location)], reportUrl: REPORT_URL },
    });
    api.route('reviewEvidence', { body: 'nature du document' });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:evidence'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(
      <MemoryRouter>
        <NetworkIntegrityBanner scope={{ group: 5, organization: 4 }} />
      </MemoryRouter>,
    );

    const wave = await screen.findByRole('region', { name: "Vague d'avis négatifs inhabituelle" });
    expect(wave).toHaveTextContent('Établissement : Boulangerie des Halles');
    expect(Object.fromEntries(api.callsTo('GET /reviews/private/alerts')[0].query)).toEqual({ group: '5', organization: '4' });
    const [ofHalles, ofPort] = screen.getAllByRole('region', { name: 'Avis retirés' });
    expect(ofHalles).toHaveTextContent('Établissement : Boulangerie des Halles');
    expect(ofPort).toHaveTextContent('Établissement : Boulangerie');
    expect(within(ofHalles).getByRole('link', { name: 'Voir les avis retirés' })).toHaveAttribute(
      'href',
      '/reviews/network?removed=yes&establishments=2',
    );

    // The evidence of the Halles' removal is asked of the Halles.
    await userEvent.click(within(ofHalles).getByRole('button', { name: 'Version tableur (CSV)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(Object.fromEntries(api.callsTo(routeOf('reviewEvidence'))[0].query)).toMatchObject({ ids: '12', location: '2' });
    click.mockRestore();
  });
});
