import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PATHS } from '../../config/paths';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { FacebookCallbackPage } from './facebook-callback-page';
import { aSourceItem } from './review-sources-test-kit';

const api = mockApi();
const LOCATION = 7;
const CALLBACK = `POST /locations/private/${LOCATION}/sources/facebook/callback`;

function renderAt(path: string, establishmentId: number | null = LOCATION) {
  const router = createMemoryRouter(
    [
      { path: PATHS.facebookSourceCallback, element: <FacebookCallbackPage establishmentId={establishmentId} /> },
      { path: PATHS.settingsSources, element: <p>Sources d'avis</p> },
    ],
    { initialEntries: [path] },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

describe('/sources/facebook/callback', () => {
  it('posts the code and state once, then goes back to the sources with Facebook connected', async () => {
    api.route(
      'completeFacebookLogin',
      { body: aSourceItem('facebook', { state: 'waiting', name: 'Boulangerie Dupont' }) },
      { id: LOCATION },
    );
    const { router } = renderAt(`${PATHS.facebookSourceCallback}?code=AQB-1&state=st_42`);
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion à Facebook' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.settingsSources));
    expect(await screen.findByText(/Facebook est connecté : Boulangerie Dupont/)).toBeInTheDocument();
    expect(api.callsTo(CALLBACK).map((call) => call.body)).toEqual([{ code: 'AQB-1', state: 'st_42' }]);
    expect(api.callsTo(CALLBACK)[0].query.get('location')).toBe(String(LOCATION));
  });

  it('says why Meta refused, with Meta’s code, and offers to try again', async () => {
    api.route(
      'completeFacebookLogin',
      { status: 409, body: { code: 'SOURCE_UNAUTHORIZED', message: 'expired', platformCode: '190/463' } },
      { id: LOCATION },
    );
    renderAt(`${PATHS.facebookSourceCallback}?code=AQB-1&state=st_42`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Facebook refuse l'accès : la connexion a expiré ou a été retirée. Reconnectez le compte.");
    expect(alert).toHaveTextContent('Code Meta : 190/463');
    expect(screen.getByRole('button', { name: 'Reconnecter Facebook' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour aux sources d'avis" })).toHaveAttribute('href', PATHS.settingsSources);
  });

  it('says the access was not granted when Meta sends the owner back without a code', async () => {
    renderAt(`${PATHS.facebookSourceCallback}?error=access_denied&state=st_42`);
    expect(await screen.findByText(/l'accès n'a pas été autorisé/)).toBeInTheDocument();
    expect(api.callsTo(CALLBACK)).toHaveLength(0);
  });
});
