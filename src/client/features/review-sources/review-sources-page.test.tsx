import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { leaveAppFor } from '../../components/leave-app';
import { PATHS } from '../../config/paths';
import { mockApi, type RouteAnswer } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { ReviewSourcesPage } from './review-sources-page';
import { aSourceItem, aSourceList } from './review-sources-test-kit';

jest.mock('../../components/leave-app', () => ({ leaveAppFor: jest.fn() }));

const api = mockApi();
const LOCATION = 7;
const LIST = `GET /locations/private/${LOCATION}/sources`;

function renderPage({ canManage = true } = {}) {
  const router = createMemoryRouter(
    [
      { path: PATHS.settingsSources, element: <ReviewSourcesPage establishmentId={LOCATION} canManage={canManage} /> },
      { path: PATHS.settingsGeneral, element: <p>Général</p> },
    ],
    { initialEntries: [PATHS.settingsSources] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

const card = (name: string) => screen.findByRole('region', { name });
const WEBHOOK = 'https://app.bonavis.fr/api/sources/thefork/webhook/3?token=secret-de-la-connexion';

describe('Settings → Sources d’avis', () => {
  beforeEach(() => {
    jest.mocked(leaveAppFor).mockReset();
    api.route('theForkWebhookAddress', { body: { url: WEBHOOK } }, { id: LOCATION });
  });

  it('gives who connects TheFork the address to hand TheFork, to copy; never to a viewer', async () => {
    api.route('reviewSources', { body: aSourceList({ thefork: { state: 'connected', reviewCount: 12 } }) }, { id: LOCATION });
    // userEvent installs the test's clipboard, which the spy then watches.
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { unmount } = renderPage();
    const theFork = await card('TheFork');
    const address = await within(theFork).findByRole('textbox', { name: 'Adresse à transmettre à TheFork' });
    expect(address).toHaveValue(WEBHOOK);
    expect(within(theFork).getByText(/Elle contient un secret : ne la publiez pas/)).toBeInTheDocument();
    await user.click(within(theFork).getByRole('button', { name: "Copier l'adresse" }));
    expect(writeText).toHaveBeenCalledWith(WEBHOOK);
    unmount();

    const asked = api.callsTo(`GET /locations/private/${LOCATION}/sources/thefork/webhook`).length;
    renderPage({ canManage: false });
    expect(within(await card('TheFork')).queryByRole('textbox', { name: 'Adresse à transmettre à TheFork' })).not.toBeInTheDocument();
    expect(api.callsTo(`GET /locations/private/${LOCATION}/sources/thefork/webhook`)).toHaveLength(asked);
  });

  it('shows the four sources, Google read-only and the others to connect, with Tripadvisor’s limit said before', async () => {
    api.route('reviewSources', { body: aSourceList() }, { id: LOCATION });
    renderPage();
    const google = await card('Google');
    expect(within(google).getByText('Connecté')).toBeInTheDocument();
    expect(within(google).getByText('120')).toBeInTheDocument();
    expect(within(google).getByText('4,4/5')).toBeInTheDocument();
    expect(within(google).getByRole('link', { name: /Gérer la connexion Google/ })).toHaveAttribute('href', PATHS.settingsGeneral);
    expect(within(google).queryByRole('button')).not.toBeInTheDocument();

    const theFork = await card('TheFork');
    expect(within(theFork).getByText('Non connecté')).toBeInTheDocument();
    expect(within(theFork).getByText(/ne permet pas de répondre par son API/)).toBeInTheDocument();
    expect(
      within(await card('Tripadvisor')).getByText(/plus anciens ne sont pas disponibles par l'API de Tripadvisor/),
    ).toBeInTheDocument();
    expect(within(await card('Facebook')).getByRole('button', { name: 'Connecter une Page Facebook' })).toBeInTheDocument();
    expect(screen.getByText(/Aucune source n'est connectée en plus de Google/)).toBeInTheDocument();
    // The path's id and `?location=` name the same establishment.
    expect(api.callsTo(LIST)[0].query.get('location')).toBe(String(LOCATION));
  });

  it('connects TheFork with its three credentials, then shows it waiting for its first read', async () => {
    let list = aSourceList();
    api.route('reviewSources', () => ({ body: list }), { id: LOCATION });
    api.route(
      'connectReviewSource',
      () => {
        list = aSourceList({ thefork: { state: 'waiting', demo: true } });
        return { body: list.items[1] };
      },
      { id: LOCATION, source: 'thefork' },
    );
    renderPage();
    const theFork = await card('TheFork');
    await userEvent.click(within(theFork).getByRole('button', { name: 'Connecter TheFork' }));
    const form = within(theFork).getByRole('form', { name: 'Connexion à TheFork' });
    // Nothing is sent until every field is given.
    await userEvent.click(within(form).getByRole('button', { name: 'Connecter' }));
    expect(await within(form).findByText("Indiquez l'identifiant client remis par TheFork.")).toBeInTheDocument();
    expect(within(form).getByText('Indiquez le secret client remis par TheFork.')).toBeInTheDocument();
    expect(api.callsTo(`PUT /locations/private/${LOCATION}/sources/thefork`)).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/Identifiant client/), ' client-42 ');
    await userEvent.type(within(form).getByLabelText(/Secret client/), 's3cret');
    expect(within(form).getByLabelText(/Secret client/)).toHaveAttribute('type', 'password');
    await userEvent.type(within(form).getByLabelText(/Identifiant du restaurant/), 'b0c1-uuid');
    await userEvent.click(within(form).getByRole('button', { name: 'Connecter' }));

    expect(await within(theFork).findByText('En attente de la première lecture')).toBeInTheDocument();
    const [put] = api.callsTo(`PUT /locations/private/${LOCATION}/sources/thefork`);
    expect(put.body).toEqual({ clientId: 'client-42', clientSecret: 's3cret', restaurantId: 'b0c1-uuid' });
    expect(put.query.get('location')).toBe(String(LOCATION));
    expect(within(theFork).getByText('Démonstration')).toBeInTheDocument();
    expect(within(theFork).getByText('Pas encore lue')).toBeInTheDocument();
    expect(screen.getByText('TheFork est connecté : première lecture des avis en cours.')).toBeInTheDocument();
  });

  it('connects Tripadvisor by its address or its id, and says why a listing was refused', async () => {
    api.route('reviewSources', { body: aSourceList() }, { id: LOCATION });
    // Refused first, connected on the second try.
    const answers = [
      {
        status: 400 as const,
        body: { code: 'SOURCE_INVALID_SETTINGS' as const, message: 'invalid', fields: { url: 'validation.source.listing' } },
      },
      { body: aSourceItem('tripadvisor', { state: 'waiting' }) },
    ];
    api.route('connectReviewSource', () => answers.shift()!, { id: LOCATION, source: 'tripadvisor' });
    const PUT = `PUT /locations/private/${LOCATION}/sources/tripadvisor`;
    renderPage();
    const tripadvisor = await card('Tripadvisor');
    await userEvent.click(within(tripadvisor).getByRole('button', { name: 'Connecter Tripadvisor' }));
    const field = within(tripadvisor).getByLabelText(/Adresse de la fiche Tripadvisor/);
    await userEvent.type(field, 'https://www.tripadvisor.fr/Hotel_Review-x');
    await userEvent.click(within(tripadvisor).getByRole('button', { name: 'Connecter' }));
    expect(await within(tripadvisor).findByRole('alert')).toHaveTextContent(
      "Ces informations ne permettent pas de trouver l'établissement sur Tripadvisor.",
    );
    expect(within(tripadvisor).getByText(/Indiquez l'adresse d'une fiche Tripadvisor/)).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, '1234567');
    await userEvent.click(within(tripadvisor).getByRole('button', { name: 'Connecter' }));
    await waitFor(() => expect(api.callsTo(PUT)).toHaveLength(2));
    expect(api.callsTo(PUT).map((call) => call.body)).toEqual([
      { url: 'https://www.tripadvisor.fr/Hotel_Review-x' },
      { locationId: '1234567' },
    ]);
  });

  it('says in French why a platform refused, with its own code beside it', async () => {
    api.route(
      'reviewSources',
      {
        body: aSourceList({
          facebook: { state: 'refused', problem: { code: 'SOURCE_DEPRECATED', platformCode: '12' }, name: 'Boulangerie Dupont' },
          thefork: { state: 'connected', lastReadAt: '2026-11-24T08:30:00.000Z', averageRating: 9.2, reviewCount: 12 },
        }),
      },
      { id: LOCATION },
    );
    renderPage();
    const facebook = await card('Facebook');
    expect(within(facebook).getByText('Refusé par Facebook')).toBeInTheDocument();
    const alert = within(facebook).getByRole('alert');
    expect(alert).toHaveTextContent("Facebook a fermé l'accès à ces avis par son API.");
    expect(alert).toHaveTextContent('Code Meta : 12');
    expect(within(facebook).getByRole('button', { name: 'Reconnecter Facebook' })).toBeInTheDocument();
    const theFork = await card('TheFork');
    expect(within(theFork).getByText('9,2/10')).toBeInTheDocument();
    expect(within(theFork).getByText(/24 novembre 2026/)).toBeInTheDocument();
  });

  it('shows a connection refused by the platform under the form, Meta’s code too', async () => {
    api.route('reviewSources', { body: aSourceList() }, { id: LOCATION });
    api.route(
      'connectReviewSource',
      { status: 409, body: { code: 'SOURCE_FORBIDDEN', message: 'forbidden', platformCode: '200' } },
      { id: LOCATION, source: 'facebook' },
    );
    renderPage();
    const facebook = await card('Facebook');
    await userEvent.click(within(facebook).getByRole('button', { name: 'Connecter une Page Facebook' }));
    const alert = await within(facebook).findByRole('alert');
    expect(alert).toHaveTextContent("Facebook refuse l'accès à ces avis : une autorisation manque.");
    expect(alert).toHaveTextContent('Code Meta : 200');
    expect(leaveAppFor).not.toHaveBeenCalled();
  });

  it('sends the owner to Meta’s login to connect Facebook', async () => {
    api.route('reviewSources', { body: aSourceList() }, { id: LOCATION });
    api.route(
      'connectReviewSource',
      { body: { loginUrl: 'http://localhost/sources/facebook/callback?code=c&state=s' } },
      {
        id: LOCATION,
        source: 'facebook',
      },
    );
    renderPage();
    await userEvent.click(within(await card('Facebook')).getByRole('button', { name: 'Connecter une Page Facebook' }));
    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith('http://localhost/sources/facebook/callback?code=c&state=s'));
    expect(api.callsTo(`PUT /locations/private/${LOCATION}/sources/facebook`)[0].body).toEqual({});
    expect(screen.getByRole('button', { name: 'Ouverture de Facebook…' })).toBeDisabled();
  });

  it('says what becomes of the reviews before disconnecting, and sends the choice', async () => {
    let list = aSourceList({ thefork: { state: 'connected', reviewCount: 12 } });
    api.route('reviewSources', () => ({ body: list }), { id: LOCATION });
    api.route(
      'disconnectReviewSource',
      () => {
        list = aSourceList();
        return { status: 204 };
      },
      { id: LOCATION, source: 'thefork' },
    );
    renderPage();
    await userEvent.click(within(await card('TheFork')).getByRole('button', { name: 'Déconnecter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Déconnecter TheFork ?' });
    const keep = within(dialog).getByRole('radio', { name: /Conserver les avis/ });
    expect(keep).toBeChecked();
    expect(within(dialog).getByText(/supprimés de Bonavis avec leur historique/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Supprimer les avis/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Déconnecter et supprimer les avis' }));
    expect(await screen.findByText('TheFork est déconnecté ; ses avis sont supprimés.')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /locations/private/${LOCATION}/sources/thefork`).map((call) => call.body)).toEqual([{ keepReviews: false }]);
    expect(await within(await card('TheFork')).findByText('Non connecté')).toBeInTheDocument();
  });

  it('shows a viewer the states, not the forms', async () => {
    api.route(
      'reviewSources',
      { body: aSourceList({ tripadvisor: { state: 'connected', ranking: 'N° 3 sur 1 254 restaurants à Lyon' } }) },
      {
        id: LOCATION,
      },
    );
    renderPage({ canManage: false });
    const tripadvisor = await card('Tripadvisor');
    expect(within(tripadvisor).getByText('N° 3 sur 1 254 restaurants à Lyon')).toBeInTheDocument();
    expect(screen.getByText(/Votre rôle permet de consulter les sources/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Connecter|Déconnecter|Modifier/ })).not.toBeInTheDocument();
  });

  it('says when the sources could not be loaded, and tries again', async () => {
    let answer: RouteAnswer<'reviewSources'> = { status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } };
    api.route('reviewSources', () => answer, { id: LOCATION });
    renderPage();
    expect(await screen.findByText("Les sources d'avis n'ont pas pu être chargées.")).toBeInTheDocument();
    answer = { body: aSourceList() };
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await card('TheFork')).toBeInTheDocument();
  });
});
