import userEvent from '@testing-library/user-event';
import { screen, waitFor } from '@testing-library/react';
import type { RootState } from '../store';
import { authState, type SessionStatus } from '../../features/auth/auth-slice';
import { answerWithActiveSubscription, answerWithEmptyInbox, answerWithOneEstablishment, mockApi } from '../../test/mock-api';
import { aHealthReport, aListingStatus, aPaymentPlans, aSubscription, aSyncJob, aUser } from '../../test/fixtures';
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
  // The redirect alone is under test: an owner whose setup is not done needs no other answer once in.
  beforeEach(() => {
    api.route('me', { body: aUser({ email: marie.email, name: 'Marie', hasDoneProfileSetup: false }) });
    api.route('organizations', { body: [] });
  });

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

  const location = aListingStatus({
    providerId: 'demo-x',
    name: 'Boulangerie du Port',
    hasBeenSynchronized: true,
    demo: true,
    synchronization: null,
  });

  it('shows the page to a signed-in visitor whose setup is done', async () => {
    api.route('me', { body: aUser({ email: marie.email, name: 'Marie', hasDoneProfileSetup: true }) });
    api.route('listing', { body: location });
    api.route('health', { body: aHealthReport({ adapters: { maps: 'demo' } }) });
    answerWithOneEstablishment(api);
    answerWithEmptyInbox(api);
    answerWithActiveSubscription(api);
    await expectLanding('/reviews/all?rating=5', signedIn, '/reviews/all?rating=5');
    expect(await screen.findByRole('heading', { name: 'Avis' })).toBeInTheDocument();
  });

  const setUpOwner = () => {
    api.route('me', { body: aUser({ email: marie.email, name: 'Marie', hasDoneProfileSetup: true, aiCredits: 0 }) });
    api.route('listing', { body: location });
    api.route('health', { body: aHealthReport({ adapters: { maps: 'demo' } }) });
    api.route('paymentPlans', { body: aPaymentPlans() });
    answerWithOneEstablishment(api);
  };

  it("shows 'Abonnement premium requis' when the trial is over and nothing else lets the owner in (step 4)", async () => {
    setUpOwner();
    api.route('subscriptions', {
      body: [
        aSubscription({ status: 'CANCELLED', isTrial: true, planPeriod: null, trialDaysLeft: null, endDate: '2026-11-15T00:00:00.000Z' }),
      ],
    });
    api.route('trialEligibility', { body: { isEligible: false } });
    await expectLanding('/reviews/all', signedIn, '/reviews/all');
    expect(await screen.findByRole('heading', { name: 'Abonnement premium requis' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mensuel' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Avis' })).not.toBeInTheDocument();
  });

  it('lets an owner eligible for the trial in, and offers to start it (step 5)', async () => {
    setUpOwner();
    api.route('subscriptions', { body: [] });
    api.route('trialEligibility', { body: { isEligible: true } });
    api.route('activateTrial', {
      status: 201,
      body: aSubscription({ id: 2, status: 'TRIALING', isTrial: true, planPeriod: null, trialDaysLeft: 14 }),
    });
    answerWithEmptyInbox(api);
    await expectLanding('/reviews/all', signedIn, '/reviews/all');
    expect(await screen.findByRole('heading', { name: 'Avis' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Essai Gratuit' }));
    await waitFor(() => expect(api.callsTo('POST /subscriptions/private/trial/activate')).toHaveLength(1));
  });

  it('shows the setup wizard, whatever page was asked for, until the setup is done (step 3)', async () => {
    api.route('me', { body: aUser({ email: marie.email, name: 'Marie', hasDoneProfileSetup: false }) });
    api.route('organizations', { body: [] });
    await expectLanding('/reviews/all?rating=5', signedIn, '/reviews/all?rating=5');
    expect(await screen.findByRole('heading', { name: 'Paramétrage du compte' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Informations personnelles' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Avis' })).not.toBeInTheDocument();
  });

  it('shows the running synchronisation after a reload, with the progress the server knows', async () => {
    api.route('me', { body: aUser({ email: marie.email, name: 'Marie', hasDoneProfileSetup: true }) });
    answerWithOneEstablishment(api);
    api.route('listing', {
      body: {
        ...location,
        hasBeenSynchronized: false,
        synchronization: aSyncJob({ id: 1, status: 'running', percent: 42, fetched: 40, total: 95 }),
      },
    });
    await expectLanding('/dashboards/home', signedIn, '/dashboards/home');
    expect(await screen.findByText('42 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progression de la synchronisation' })).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText(/en cours de synchronisation avec Bonavis, veuillez patienter et ne pas fermer la page\./)).toBeInTheDocument();
    expect(screen.getByText('Données de démonstration')).toBeInTheDocument();
  });
});
