import { screen, waitFor } from '@testing-library/react';
import { answerAsSetUpOwner, mockApi } from '../test/mock-api';
import { renderRoute } from '../test/render';
import { useAuthStatus, type AuthStatus } from './guards/auth-status';

jest.mock('./guards/auth-status', () => ({ useAuthStatus: jest.fn() }));

const api = mockApi();
const authAs = (status: AuthStatus) => jest.mocked(useAuthStatus).mockReturnValue(status);
const signedIn: AuthStatus = { isLoading: false, isAuthenticated: true };
const signedOut: AuthStatus = { isLoading: false, isAuthenticated: false };

/** Renders `path` and waits until the router (lazy routes included) settles on `expected`. */
async function expectLanding(path: string, expected: string) {
  const { router } = renderRoute(path);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  await waitFor(() => {
    expect(router.state.initialized).toBe(true);
    expect(router.state.navigation.state).toBe('idle');
    expect(location()).toBe(expected);
  });
}

describe('route tree redirects (signed in)', () => {
  beforeEach(() => {
    authAs(signedIn);
    answerAsSetUpOwner(api);
  });

  it.each([
    ['/', '/dashboards/home'],
    ['/dashboards', '/dashboards/home'],
    ['/game', '/game/home'],
    ['/settings', '/settings/general'],
    ['/aiAssistant', '/aiAssistant'],
    ['/reviews/home', '/reviews/home'],
    ['/reviews/all', '/reviews/all'],
    ['/game/settings', '/game/settings'],
    ['/game/code', '/game/code'],
    ['/subscription/home', '/subscription/home'],
    ['/settings/billing', '/settings/billing'],
    ['/oauth/callback', '/oauth/callback'],
  ])('%s lands on %s', async (path, expected) => {
    await expectLanding(path, expected);
  });

  it('shows the reviews screen on both /reviews/home and /reviews/all', async () => {
    renderRoute('/reviews/all');
    expect(await screen.findByRole('heading', { name: 'Avis' })).toBeInTheDocument();
    expect(document.title).toBe('Avis | Bonavis');
  });

  it('sends a signed-in visitor of /login to the redirect target', async () => {
    await expectLanding('/login?redirect=%2Freviews%2Fall%3Frating%3D5', '/reviews/all?rating=5');
  });

  it('sends a signed-in visitor of /login without redirect to the dashboard', async () => {
    await expectLanding('/login', '/dashboards/home');
  });

  it('ignores a redirect target on another site', async () => {
    await expectLanding('/login?redirect=%2F%2Fevil.example', '/dashboards/home');
  });
});

describe('protected gate (signed out)', () => {
  beforeEach(() => authAs(signedOut));

  it('sends the visitor to /login, keeping the path and query as redirect', async () => {
    await expectLanding('/reviews/all?rating=5&page=2', '/login?redirect=%2Freviews%2Fall%3Frating%3D5%26page%3D2');
  });

  it('shows the sign-in frame at /login', async () => {
    renderRoute('/login');
    expect(await screen.findByRole('heading', { name: 'Bienvenue sur Bonavis' })).toBeInTheDocument();
    expect(document.title).toBe('Connexion | Bonavis');
  });

  it('lets anyone reach the public game session', async () => {
    await expectLanding('/game/session', '/game/session');
    // No account asked: without a game id in the link, the page says the game cannot be found.
    expect(await screen.findByText("Ce jeu n'existe pas ou n'est plus en ligne.")).toBeInTheDocument();
  });

  it('shows the 404 screen for an unknown path', async () => {
    renderRoute('/nowhere/at/all');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
  });
});

describe('while authentication loads', () => {
  it('shows a loader, not the page or a redirect', async () => {
    authAs({ isLoading: true, isAuthenticated: false });
    const { router } = renderRoute('/dashboards/home');
    expect(await screen.findByRole('status', { name: 'Chargement de Bonavis…' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboards/home');
  });
});
