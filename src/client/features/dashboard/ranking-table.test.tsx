import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EstablishmentRank, EstablishmentRanking } from '../../../shared/api/dashboard';
import { PATHS } from '../../config/paths';
import { aProfileFigures, aSourceDashboard } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { renderInRouter } from './dashboard-test-kit';
import { aDashboardSummary } from './dashboard-fixtures';
import { NetworkPage } from './network-page';
import { RankingTable, sortRanking } from './ranking-table';

const api = mockApi();

const rank = (overrides: Partial<EstablishmentRank> & Pick<EstablishmentRank, 'locationId' | 'name'>): EstablishmentRank => ({
  averageRating: 4.5,
  reviews: 10,
  change: 0.1,
  responseRate: 0.9,
  medianResponseHours: 5,
  unansweredNegative: 0,
  band: 'excellent',
  sparkline: [
    { month: '2026-10', averageRating: 4.2, count: 3 },
    { month: '2026-11', averageRating: 4.6, count: 4 },
  ],
  ...overrides,
});

const port = rank({ locationId: 3, name: 'Boulangerie du Port', averageRating: 4.6, medianResponseHours: 3, unansweredNegative: 0 });
const halles = rank({
  locationId: 8,
  name: 'Boulangerie des Halles',
  averageRating: 3.4,
  band: 'fair',
  medianResponseHours: 70,
  unansweredNegative: 2,
});
const gare = rank({
  locationId: 20,
  name: 'Boulangerie de la Gare',
  averageRating: null,
  band: null,
  reviews: 0,
  change: null,
  responseRate: null,
  medianResponseHours: null,
  sparkline: [],
});

/** The establishments' names in the table's order. */
const namesInOrder = () =>
  within(screen.getByRole('table', { name: 'Classement des établissements' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('sortRanking', () => {
  it('sorts by a figure either way, an establishment without it always last', () => {
    expect(sortRanking([gare, halles, port], 'averageRating', 'desc').map((row) => row.locationId)).toEqual([3, 8, 20]);
    expect(sortRanking([gare, halles, port], 'averageRating', 'asc').map((row) => row.locationId)).toEqual([8, 3, 20]);
    expect(sortRanking([port, gare, halles], 'name', 'asc').map((row) => row.name)).toEqual([
      'Boulangerie de la Gare',
      'Boulangerie des Halles',
      'Boulangerie du Port',
    ]);
  });
});

describe('the ranking table', () => {
  it('shows each figure in French, with the band in words and « — » for a figure the period lacks', () => {
    renderWithProviders(<RankingTable rows={[port, halles, gare]} period="30d" onOpen={jest.fn()} />);
    const hallesRow = screen.getByRole('row', { name: /Boulangerie des Halles/ });
    expect(within(hallesRow).getByText(/3,4/)).toHaveTextContent('3,4 (moyen)');
    expect(hallesRow).toHaveTextContent('3 j');
    expect(within(screen.getByRole('row', { name: /Boulangerie de la Gare/ })).getAllByText('—')).toHaveLength(4);
  });

  it('sorts by response time, slowest first, then the other way on a second press', async () => {
    renderWithProviders(<RankingTable rows={[port, halles, gare]} period="30d" onOpen={jest.fn()} />);
    expect(namesInOrder()).toEqual(['Boulangerie du Port', 'Boulangerie des Halles', 'Boulangerie de la Gare']);
    const header = screen.getByRole('button', { name: 'Délai de réponse médian' });
    await userEvent.click(header);
    expect(namesInOrder()).toEqual(['Boulangerie des Halles', 'Boulangerie du Port', 'Boulangerie de la Gare']);
    expect(screen.getByRole('columnheader', { name: /Délai de réponse médian/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(header);
    expect(namesInOrder()).toEqual(['Boulangerie du Port', 'Boulangerie des Halles', 'Boulangerie de la Gare']);
    expect(screen.getByRole('columnheader', { name: /Délai de réponse médian/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it("opens an establishment's dashboard from its name, and its unanswered negatives of the period from their count", async () => {
    const onOpen = jest.fn();
    renderWithProviders(
      <RankingTable rows={[{ ...port, unansweredNegative: 1 }, halles, { ...gare, unansweredNegative: 0 }]} period="90d" onOpen={onOpen} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Boulangerie des Halles' }));
    expect(onOpen).toHaveBeenLastCalledWith(halles.locationId, PATHS.dashboardHome);
    await userEvent.click(screen.getByRole('button', { name: 'Voir les 2 avis négatifs sans réponse de Boulangerie des Halles' }));
    expect(onOpen).toHaveBeenLastCalledWith(halles.locationId, `${PATHS.reviewsHome}?rating=1%2C2&answered=no&period=90d`);
    // The visible count is part of the link's name, one review as several (WCAG's label in name).
    await userEvent.click(screen.getByRole('button', { name: 'Voir 1 avis négatif sans réponse de Boulangerie du Port' }));
    expect(onOpen).toHaveBeenLastCalledWith(port.locationId, `${PATHS.reviewsHome}?rating=1%2C2&answered=no&period=90d`);
    // None to open where there are none.
    expect(within(screen.getByRole('row', { name: /Boulangerie de la Gare/ })).getAllByRole('button')).toHaveLength(1);
  });
});

describe('the network page', () => {
  const ranking = (items: EstablishmentRank[]): EstablishmentRanking => ({
    period: '30d',
    range: { from: '2026-11-06', to: '2026-12-06' },
    items,
  });

  beforeEach(() => {
    api.route('dashboardSummary', { body: aDashboardSummary() });
    api.route('sourceDashboard', { body: aSourceDashboard() });
    api.route('groups', { body: { items: [] } });
    api.route('profileFigures', { body: aProfileFigures() });
  });

  it('asks for every establishment over the period chosen, shows their figures together, and ranks them', async () => {
    api.route('dashboardLocations', { body: ranking([port, halles]) });
    renderInRouter(<NetworkPage organizationId={4} onOpen={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tous les établissements' })).toBeInTheDocument();
    expect(await screen.findByText(/^2 établissements sur la période/)).toBeInTheDocument();
    expect(namesInOrder()).toEqual(['Boulangerie du Port', 'Boulangerie des Halles']);
    const asked = api.callsTo('GET /dashboards/private/locations').map((call) => call.query.toString());
    // The organisation shown, for a member of several.
    expect(asked).toEqual(['location=all&organization=4&period=30d']);

    // The four figures that add up across establishments, as text: each establishment's reviews are behind its row.
    const figures = await screen.findByRole('region', { name: 'Chiffres clés' });
    expect(
      within(figures)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Note moyenne', 'Nouveaux avis', 'Taux de réponse', 'Délai médian de réponse']);
    expect(within(figures).queryAllByRole('link')).toEqual([]);
    expect(api.callsTo('GET /dashboards/private/summary').map((call) => call.query.toString())).toEqual([
      'location=all&organization=4&period=30d',
    ]);

    await userEvent.click(screen.getByRole('button', { name: '12 mois' }));
    await waitFor(() => expect(api.callsTo('GET /dashboards/private/locations').at(-1)?.query.get('period')).toBe('365d'));
  });

  it("narrows the figures, the ranking and the inbox's link to a group, in the URL", async () => {
    api.route('groups', { body: { items: [{ id: 5, name: 'Sud-Ouest', locations: [halles.locationId] }] } });
    const byGroup: Record<string, EstablishmentRank[]> = { null: [port, halles], 5: [halles] };
    api.route('dashboardLocations', (query) => ({ body: ranking(byGroup[String(query.get('group'))]) }));
    const { router } = renderInRouter(<NetworkPage organizationId={4} onOpen={jest.fn()} />);
    expect(await screen.findByText(/^2 établissements sur la période/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tous les avis' })).toHaveAttribute('href', PATHS.reviewsNetwork);

    await userEvent.click(screen.getByRole('combobox', { name: 'Établissements' }));
    await userEvent.click(screen.getByRole('option', { name: 'Sud-Ouest' }));
    expect(await screen.findByText(/^1 établissement sur la période/)).toBeInTheDocument();
    expect(namesInOrder()).toEqual(['Boulangerie des Halles']);
    expect(router.state.location.search).toBe('?group=5');
    expect(api.callsTo('GET /dashboards/private/locations').at(-1)?.query.toString()).toBe('group=5&organization=4&period=30d');
    expect(api.callsTo('GET /dashboards/private/summary').at(-1)?.query.toString()).toBe('group=5&organization=4&period=30d');
    expect(screen.getByRole('link', { name: 'Tous les avis' })).toHaveAttribute('href', `${PATHS.reviewsNetwork}?group=5`);
    // The network's distribution and themes open the network inbox over the group, not one establishment's.
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toContain(`${PATHS.reviewsNetwork}?rating=5&period=30d&group=5`);
    expect(links.filter((href) => href?.startsWith(PATHS.reviewsHome))).toEqual([]);
  });

  it('says so in French when the ranking cannot load, and tries again on demand', async () => {
    api.route('dashboardLocations', { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Internal Server Error' } });
    renderInRouter(<NetworkPage organizationId={null} onOpen={jest.fn()} />);
    expect(await screen.findByText("Le classement des établissements n'a pas pu se charger.")).toBeInTheDocument();
    api.route('dashboardLocations', { body: ranking([port]) });
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(/^1 établissement sur la période/)).toBeInTheDocument();
  });
});
