import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { leaveAppFor } from '../../components/leave-app';
import { PATHS } from '../../config/paths';
import { aGoogleConnection } from '../../test/fixtures';
import { answerWithGoogleConnection, mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { GoogleConnectionCard } from './google-connection-card';
import { OAuthCallbackPage } from './oauth-callback-page';

jest.mock('../../components/leave-app', () => ({ leaveAppFor: jest.fn() }));

const api = mockApi();
const disconnected = aGoogleConnection({ status: 'disconnected', account: null, location: null, lastSuccessAt: null });

function renderAt(path: string, element: React.ReactElement) {
  const router = createMemoryRouter([{ path: path.split('?')[0], element }], { initialEntries: [path] });
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('Google Business Profile card', () => {
  beforeEach(() => jest.mocked(leaveAppFor).mockReset());

  it('offers to connect, and sends the owner to the consent page the server gives', async () => {
    answerWithGoogleConnection(api, { ...disconnected, demo: true });
    api.route('startGoogleConsent', { body: { url: 'http://localhost/consent?state=s' } });
    renderAt('/settings', <GoogleConnectionCard placement="settings" />);
    expect(await screen.findByText('Google (démonstration)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connecter Google Business Profile' }));
    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith('http://localhost/consent?state=s'));
    expect(screen.getByRole('button', { name: 'Ouverture de Google…' })).toBeDisabled();
  });

  it('shows the account, the location and the last successful call, and disconnects', async () => {
    answerWithGoogleConnection(api);
    api.route('disconnectGoogle', { body: disconnected });
    renderAt('/settings', <GoogleConnectionCard placement="settings" />);
    const card = await screen.findByRole('region', { name: 'Google Business Profile' });
    expect(within(card).getByText('Connecté')).toBeInTheDocument();
    expect(within(card).getByText('Marie Dupont')).toBeInTheDocument();
    expect(within(card).getByText('Boulangerie Dupont · 3 rue Haute, 69001 Lyon')).toBeInTheDocument();
    expect(within(card).getByText(/24 novembre 2026/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Déconnecter' }));
    expect(await screen.findByText(/Google Business Profile est déconnecté/)).toBeInTheDocument();
  });

  it('says to reconnect when Google revoked the access', async () => {
    answerWithGoogleConnection(api, aGoogleConnection({ problem: 'TOKEN_REVOKED' }));
    renderAt('/reviews', <GoogleConnectionCard placement="prompt" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Reconnectez-vous/);
    expect(screen.getByRole('button', { name: 'Se reconnecter à Google' })).toBeInTheDocument();
  });

  it('stays out of the reviews and dashboard once connected with nothing to do', async () => {
    answerWithGoogleConnection(api);
    renderAt('/reviews', <GoogleConnectionCard placement="prompt" />);
    await waitFor(() => expect(api.callsTo('GET /users/private/google')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Google Business Profile' })).not.toBeInTheDocument();
  });

  it('shows nothing when the server has no Google client', async () => {
    answerWithGoogleConnection(api, { ...disconnected, available: false });
    renderAt('/settings', <GoogleConnectionCard placement="settings" />);
    await waitFor(() => expect(api.callsTo('GET /users/private/google')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Connecter Google Business Profile' })).not.toBeInTheDocument();
  });
});

describe('/oauth/callback', () => {
  const HANDLER = 'POST /users/private/oauth/redirect/handler';

  it('sends the code and state once, then says « Connecté » with the location', async () => {
    api.route('completeGoogleConsent', { body: aGoogleConnection() });
    renderAt(`${PATHS.oauthCallback}?code=4/0abc&state=s1`, <OAuthCallbackPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion à Google Business Profile' })).toBeInTheDocument();
    expect(await screen.findByText(/Connecté à Google Business Profile : Boulangerie Dupont/)).toBeInTheDocument();
    expect(api.callsTo(HANDLER).map((call) => call.body)).toEqual([{ code: '4/0abc', state: 's1' }]);
    expect(screen.getByRole('link', { name: 'Voir mes avis' })).toHaveAttribute('href', PATHS.reviewsHome);
  });

  it('lets the owner pick the location when several could be the listing', async () => {
    const account = { name: 'accounts/1', displayName: 'Salon Étoile SAS' };
    const candidates = [
      { name: 'locations/1', title: 'Salon Étoile', address: '69001 Lyon', verified: true, account },
      { name: 'locations/2', title: 'Salon Étoile Presqu’île', address: '69002 Lyon', verified: false, account },
    ];
    api.route('completeGoogleConsent', { body: aGoogleConnection({ status: 'choose-location', location: null, candidates }) });
    api.route('chooseGoogleLocation', { body: aGoogleConnection() });
    renderAt(`${PATHS.oauthCallback}?code=c&state=s`, <OAuthCallbackPage />);
    await userEvent.click(await screen.findByRole('radio', { name: /Salon Étoile Presqu’île · 69002 Lyon · non validé/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Utiliser cet établissement' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /users/private/google/location').map((call) => call.body)).toEqual([{ name: 'locations/2' }]),
    );
  });

  it('says what to do when the owner refused the consent', async () => {
    renderAt(`${PATHS.oauthCallback}?error=access_denied&state=s`, <OAuthCallbackPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Vous n'avez pas autorisé Bonavis/);
    expect(screen.getByRole('button', { name: 'Se reconnecter à Google' })).toBeInTheDocument();
    expect(api.callsTo(HANDLER)).toHaveLength(0);
  });

  it('says a used or forged link must be started again', async () => {
    api.route('completeGoogleConsent', { status: 400, body: { statusCode: 400, code: 'GOOGLE_STATE_INVALID', message: 'used' } });
    renderAt(`${PATHS.oauthCallback}?code=c&state=old`, <OAuthCallbackPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce lien de connexion Google a expiré ou a déjà servi. Recommencez la connexion.',
    );
  });

  it('explains Google’s own refusal, such as an account without any business', async () => {
    api.route('completeGoogleConsent', {
      body: aGoogleConnection({ status: 'disconnected', location: null, account: null, problem: 'NO_LOCATION' }),
    });
    renderAt(`${PATHS.oauthCallback}?code=c&state=s`, <OAuthCallbackPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Ce compte Google ne gère aucun établissement/);
  });
});
