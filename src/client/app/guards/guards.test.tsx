import userEvent from '@testing-library/user-event';
import { screen, waitFor } from '@testing-library/react';
import type { RootState } from '../store';
import { authState, type SessionStatus } from '../../features/auth/auth-slice';
import { answerWithActiveSubscription, answerWithEmptyInbox, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';

const api = mockApi();
const marie = { uid: 'uid-1', email: 'marie@boulangerie.fr', emailVerified: true, displayName: 'Marie', photoURL: null };

const authIn = (status: SessionStatus): Partial<RootState> => ({ auth: authState(status, { user: marie }) });
const signedIn = authIn('signedIn');
const signedOut = authIn('signedOut');

/** Renders `path` with the real store in `state` and waits until the router settles on `expected`. */
async function expectLanding(path: string, state: Partial<RootState>, expected: string) {
  const { router } = renderRoute(path, { preloadedState: state });
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  await waitFor(() => {
    expect(router.state.navigation.state).toBe('idle');
    expect(location()).toBe(expected);
  });
}

const expectLoader = async () => expect(await screen.findByRole('status', { name: 'Chargement de Bonavis…' })).toBeInTheDocument();

describe('ghost guard (/login)', () => {
  beforeEach(() => api.answer('GET /users/private/me', { body: { id: 'user-1', email: marie.email, name: 'Marie' } }));

  it('sends a signed-in visitor to the redirect target', async () => {
    await expectLanding('/login?redirect=%2Freviews%2Fall%3Frating%3D5', signedIn, '/reviews/all?rating=5');
  });

  it('sends a signed-in visitor without redirect to the dashboard', async () => {
    await expectLanding('/login', signedIn, '/dashboards/home');
  });

  it('never follows a redirect to another site', async () => {
    await expectLanding('/login?redirect=%2F%2Fevil.com', signedIn, '/dashboards/home');
  });

  it('shows the sign-in page to a signed-out visitor', async () => {
    await expectLanding('/login?redirect=%2Freviews%2Fall', signedOut, '/login?redirect=%2Freviews%2Fall');
    expect(await screen.findByRole('heading', { name: 'Bienvenue sur Bonavis' })).toBeInTheDocument();
  });

  it.each([
    ['before the identity provider has answered', authIn('initializing')],
    ['while a sign-in completes', authIn('signingIn')],
  ])('shows the loader %s', async (_case, state) => {
    const { router } = renderRoute('/login', { preloadedState: state });
    await expectLoader();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('heading', { name: 'Bienvenue sur Bonavis' })).not.toBeInTheDocument();
  });
});

describe('protected gate', () => {
  it('shows the loader while authentication loads', async () => {
    const { router } = renderRoute('/reviews/all', { preloadedState: authIn('signingIn') });
    await expectLoader();
    expect(router.state.location.pathname).toBe('/reviews/all');
  });

  it('sends a signed-out visitor to /login, keeping where they were going', async () => {
    await expectLanding('/reviews/all?rating=5', signedOut, '/login?redirect=%2Freviews%2Fall%3Frating%3D5');
  });

  const location = { providerId: 'demo-x', name: 'Boulangerie du Port', hasBeenSynchronized: true, demo: true, synchronization: null };

  it('shows the page to a signed-in visitor whose setup is done', async () => {
    api.answer('GET /users/private/me', { body: { id: 'user-1', email: marie.email, name: 'Marie', hasDoneProfileSetup: true } });
    api.answer('GET /reviews/private/location', { body: location });
    api.answer('GET /health', { body: { status: 'ok', adapters: { maps: 'demo' } } });
    answerWithEmptyInbox(api);
    answerWithActiveSubscription(api);
    await expectLanding('/reviews/all?rating=5', signedIn, '/reviews/all?rating=5');
    expect(await screen.findByRole('heading', { name: 'Avis' })).toBeInTheDocument();
  });

  const setUpOwner = () => {
    api.answer('GET /users/private/me', {
      body: { id: 1, email: marie.email, providerUid: 'uid-1', name: 'Marie', hasDoneProfileSetup: true, aiCredits: 0 },
    });
    api.answer('GET /reviews/private/location', { body: location });
    api.answer('GET /health', { body: { status: 'ok', adapters: { maps: 'demo' } } });
    api.answer('GET /payments/plans', { body: { paymentLinks: { monthly: null, yearly: null }, payments: 'disabled' } });
  };

  it("shows 'Abonnement premium requis' when the trial is over and nothing else lets the owner in (step 4)", async () => {
    setUpOwner();
    api.answer('GET /subscriptions/private', {
      body: [{ id: 1, status: 'CANCELLED', isTrial: true, planPeriod: null, trialDaysLeft: null }],
    });
    api.answer('GET /subscriptions/private/trial/eligible', { body: { isEligible: false } });
    await expectLanding('/reviews/all', signedIn, '/reviews/all');
    expect(await screen.findByRole('heading', { name: 'Abonnement premium requis' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mensuel' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Avis' })).not.toBeInTheDocument();
  });

  it('lets an owner eligible for the trial in, and offers to start it (step 5)', async () => {
    setUpOwner();
    api.answer('GET /subscriptions/private', { body: [] });
    api.answer('GET /subscriptions/private/trial/eligible', { body: { isEligible: true } });
    api.answer('POST /subscriptions/private/trial/activate', { status: 201, body: { id: 2, status: 'TRIALING', isTrial: true } });
    answerWithEmptyInbox(api);
    await expectLanding('/reviews/all', signedIn, '/reviews/all');
    expect(await screen.findByRole('heading', { name: 'Avis' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Essai Gratuit' }));
    await waitFor(() => expect(api.callsTo('POST /subscriptions/private/trial/activate')).toHaveLength(1));
  });

  it('shows the setup wizard, whatever page was asked for, until the setup is done (step 3)', async () => {
    api.answer('GET /users/private/me', { body: { id: 'user-1', email: marie.email, name: 'Marie', hasDoneProfileSetup: false } });
    await expectLanding('/reviews/all?rating=5', signedIn, '/reviews/all?rating=5');
    expect(await screen.findByRole('heading', { name: 'Paramétrage du compte' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Informations personnelles' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Avis' })).not.toBeInTheDocument();
  });

  it('shows the running synchronisation after a reload, with the progress the server knows', async () => {
    api.answer('GET /users/private/me', { body: { id: 'user-1', email: marie.email, name: 'Marie', hasDoneProfileSetup: true } });
    api.answer('GET /reviews/private/location', {
      body: { ...location, hasBeenSynchronized: false, synchronization: { id: 1, status: 'running', percent: 42, fetched: 40, total: 95 } },
    });
    await expectLanding('/dashboards/home', signedIn, '/dashboards/home');
    expect(await screen.findByText('42 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progression de la synchronisation' })).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText(/en cours de synchronisation avec Bonavis, veuillez patienter et ne pas fermer la page\./)).toBeInTheDocument();
    expect(screen.getByText('Données de démonstration')).toBeInTheDocument();
  });
});
