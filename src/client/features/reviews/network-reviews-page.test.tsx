import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PATHS } from '../../config/paths';
import { aListingStatus, anInboxReview, aUser } from '../../test/fixtures';
import { answerWithGoogleConnection, mockApi } from '../../test/mock-api';
import { createTestStore, renderWithProviders } from '../../test/render';
import { establishmentChosen } from '../settings/settings-slice';
import { NetworkReviewsPage } from './network-reviews-page';
import { aReviewPage, anAiSettingsState } from './reviews-test-kit';

const api = mockApi();

const PORT = { id: 1, name: 'Boulangerie du Port' };
const HALLES = { id: 2, name: 'Boulangerie des Halles' };
const SUD = { id: 5, name: 'Sud-Ouest', locations: [2] };

const jean = anInboxReview({ id: 11, authorName: 'Jean', hasBeenReadd: false, location: PORT });
const lea = anInboxReview({ id: 12, authorName: 'Léa', reviewRate: 2, location: HALLES });

/** The network inbox's answers: `pages` by page number, each with the asOf the server gives a read without one. */
function answerNetworkInbox(pages: Record<string, ReturnType<typeof aReviewPage>>) {
  api.route('reviews', (query) => ({ body: pages[query.get('page') ?? '1'] }));
  api.route('me', { body: aUser({ aiCredits: 5 }) });
  api.route('aiSettings', { body: { ...anAiSettingsState(), aiCredits: 5 } });
  api.route('groups', { body: { items: [SUD] } });
  api.route('reviewAlerts', { body: { waves: [], removals: [], reportUrl: 'https://support.google.com/business' } });
  // Each card's reply box reads its own establishment's listing and Google connection.
  api.route('listing', (query) => ({ body: aListingStatus({ name: query.get('location') === '2' ? HALLES.name : PORT.name }) }));
  answerWithGoogleConnection(api);
}

function renderNetworkInbox(path: string = PATHS.reviewsNetwork) {
  const router = createMemoryRouter(
    [{ path: PATHS.reviewsNetwork, element: <NetworkReviewsPage organizationId={4} establishments={[PORT, HALLES]} /> }],
    { initialEntries: [path] },
  );
  // The owner last looked at the Port before choosing « Tous les établissements ».
  const store = createTestStore();
  store.dispatch(establishmentChosen(PORT.id));
  renderWithProviders(<RouterProvider router={router} />, { store });
  return { search: () => new URLSearchParams(router.state.location.search) };
}

const listQueries = () => api.callsTo('GET /reviews/private').map((call) => Object.fromEntries(call.query));

describe('the network inbox', () => {
  it("lists every establishment's reviews together, each card naming its establishment", async () => {
    answerNetworkInbox({ 1: aReviewPage([jean, lea], { asOf: 900 }) });
    renderNetworkInbox();
    const card = await screen.findByRole('article', { name: 'Jean' });
    expect(within(card).getByText('Boulangerie du Port')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Léa' })).getByText('Boulangerie des Halles')).toBeInTheDocument();
    expect(listQueries()[0]).toMatchObject({ location: 'all', organization: '4', page: '1' });
    await waitFor(() =>
      expect(
        api
          .callsTo('GET /reviews/private/location')
          .map((call) => call.query.get('location'))
          .sort(),
      ).toEqual(['1', '2']),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Avis de tous les établissements');
  });

  it("reads the next pages as of the first page's read, and page 1 afresh", async () => {
    const many = { total: 25 };
    answerNetworkInbox({
      1: aReviewPage([jean], { ...many, asOf: 900 }),
      2: aReviewPage([lea], { ...many, page: 2, asOf: 900 }),
    });
    renderNetworkInbox();
    await screen.findByRole('article', { name: 'Jean' });
    await userEvent.click(screen.getByRole('button', { name: 'Aller à la page 2' }));
    await screen.findByRole('article', { name: 'Léa' });
    expect(listQueries().at(-1)).toMatchObject({ page: '2', asOf: '900' });
    expect(listQueries()[0]).not.toHaveProperty('asOf');

    await userEvent.click(screen.getByRole('button', { name: 'Aller à la page 1' }));
    await screen.findByRole('article', { name: 'Jean' });
    expect(
      listQueries()
        .filter((query) => query.page === '1')
        .every((query) => query.asOf === undefined),
    ).toBe(true);
  });

  it('narrows the list to a group or one establishment, in the URL and the request', async () => {
    answerNetworkInbox({ 1: aReviewPage([lea], { asOf: 900 }) });
    const { search } = renderNetworkInbox();
    await screen.findByRole('article', { name: 'Léa' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Établissements' }));
    await userEvent.click(screen.getByRole('option', { name: 'Sud-Ouest' }));
    expect(search().get('group')).toBe('5');
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ group: '5', organization: '4' }));
    expect(listQueries().at(-1)).not.toHaveProperty('location');

    await userEvent.click(screen.getByRole('combobox', { name: 'Établissements' }));
    await userEvent.click(screen.getByRole('option', { name: 'Boulangerie du Port' }));
    expect(search().get('establishments')).toBe('1');
    expect(search().get('group')).toBeNull();
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ locations: '1' }));
  });

  it('narrows the list to one source, in the URL and the request', async () => {
    const page = aReviewPage([jean, lea], { asOf: 900 });
    answerNetworkInbox({ 1: { ...page, counts: { ...page.counts, bySource: { google: 2, thefork: 0, tripadvisor: 0, facebook: 4 } } } });
    const { search } = renderNetworkInbox();
    const sources = await screen.findByRole('group', { name: 'Source' });
    await userEvent.click(within(sources).getByRole('button', { name: 'Facebook (4)' }));
    await waitFor(() => expect(search().get('source')).toBe('facebook'));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ location: 'all', source: 'facebook', page: '1' }));
  });

  it('acts on a review in its own establishment', async () => {
    answerNetworkInbox({ 1: aReviewPage([jean, lea], { asOf: 900 }) });
    api.route('markReviewRead', { body: { ...jean, hasBeenReadd: true } }, { id: 11 });
    renderNetworkInbox();
    await userEvent.click(await screen.findByRole('button', { name: "Marquer l'avis de Jean comme lu" }));
    await waitFor(() => expect(api.callsTo('PATCH /reviews/private/11/read')).toHaveLength(1));
    expect(api.callsTo('PATCH /reviews/private/11/read')[0].query.get('location')).toBe('1');
  });

  it("exports every page of the view as CSV, with the spreadsheets' separator of the language", async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:reviews'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    answerNetworkInbox({ 2: aReviewPage([lea], { total: 25, page: 2, asOf: 900 }) });
    api.route('reviewsCsv', { body: 'Établissement;Date' });
    renderNetworkInbox(`${PATHS.reviewsNetwork}?rating=1%2C2&group=5&page=2`);
    await screen.findByRole('article', { name: 'Léa' });
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(Object.fromEntries(api.callsTo('GET /reviews/private.csv')[0].query)).toEqual({
      ratings: '1,2',
      period: 'all',
      sort: 'newest',
      group: '5',
      organization: '4',
      language: 'fr',
      separator: 'semicolon',
    });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^bonavis-avis-\d{4}-\d{2}-\d{2}\.csv$/);
    click.mockRestore();
  });
});
