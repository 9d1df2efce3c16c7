import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { baseApi } from '../../api/base-api';
import { answerWithActiveSubscription, mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { authState } from '../../features/auth/auth-slice';
import { SetupGate } from './setup-gate';

const api = mockApi();
const marie = { uid: 'uid-1', email: 'marie@boulangerie.fr', emailVerified: true, displayName: 'Marie', photoURL: null };
const signedIn = { auth: authState('signedIn', { user: marie }) };
const me = { id: 1, email: marie.email, providerUid: 'uid-1', name: 'Marie', hasDoneProfileSetup: true, aiCredits: 0 };
const syncedLocation = { providerId: 'demo-x', name: 'Boulangerie du Port', hasBeenSynchronized: true, demo: true, synchronization: null };

// A product call as the pages make them (GET /reviews/private), fired on demand.
const productApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ gateTestReviews: build.query<unknown[], void>({ query: () => '/reviews/private' }) }),
});

function ReviewsPage() {
  const [loadReviews] = productApi.useLazyGateTestReviewsQuery();
  return (
    <button type="button" onClick={() => void loadReviews()}>
      Load reviews
    </button>
  );
}

function renderGate() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <SetupGate>
          <ReviewsPage />
        </SetupGate>
      ),
    },
  ]);
  return renderWithProviders(<RouterProvider router={router} />, { preloadedState: signedIn });
}

describe('setup gate: a 402 on a product call', () => {
  it("shows 'Abonnement premium requis' once the server says the subscription no longer gives access", async () => {
    api.answer('GET /users/private/me', { body: me });
    api.answer('GET /reviews/private/location', { body: syncedLocation });
    answerWithActiveSubscription(api);
    renderGate();
    const loadReviews = await screen.findByRole('button', { name: 'Load reviews' });

    // The subscription ended since the gate last asked.
    api.answer('GET /subscriptions/private', { body: [{ id: 1, status: 'CANCELLED', isTrial: false, planPeriod: 'MONTHLY' }] });
    api.answer('GET /reviews/private', { status: 402, body: { code: 'PREMIUM_REQUIRED', message: 'Subscription required' } });
    api.answer('GET /payments/plans', { body: { paymentLinks: { monthly: null, yearly: null }, payments: 'disabled' } });
    await userEvent.click(loadReviews);

    expect(await screen.findByRole('heading', { name: 'Abonnement premium requis' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load reviews' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /subscriptions/private')).toHaveLength(2);
    expect(api.callsTo('GET /subscriptions/private/trial/eligible')).toHaveLength(2);
  });
});

describe('setup gate: the profile cannot be loaded', () => {
  it.each([
    [401, 'Accès non autorisé'],
    [429, 'Trop de requêtes'],
    [500, 'Erreur du serveur'],
    [404, 'Erreur du serveur'],
    [503, 'Erreur du serveur'],
  ])('shows the error screen of a %i as %s', async (status, title) => {
    api.answer('GET /users/private/me', { status, body: { code: 'X', message: 'Refused' } });
    renderGate();
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByLabelText(`Erreur ${status === 401 || status === 429 ? status : 500}`)).toBeInTheDocument();
  });

  it('shows the 500 screen when the server cannot be reached', async () => {
    jest.mocked(global.fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Erreur du serveur' })).toBeInTheDocument();
  });
});

describe('setup gate: setup done but no listing', () => {
  it('says the listing is missing and offers to ask again, instead of loading for ever', async () => {
    api.answer('GET /users/private/me', { body: me });
    api.answer('GET /reviews/private/location', { status: 404, body: { code: 'LOCATION_NOT_FOUND', message: 'No listing' } });
    renderGate();

    expect(await screen.findByRole('heading', { name: "Fiche d'établissement introuvable" })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Chargement de Bonavis…' })).not.toBeInTheDocument();

    api.answer('GET /reviews/private/location', { body: syncedLocation });
    answerWithActiveSubscription(api);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));

    expect(await screen.findByRole('button', { name: 'Load reviews' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /reviews/private/location')).toHaveLength(2));
  });

  it('shows the error screen of another failure of the listing call', async () => {
    api.answer('GET /users/private/me', { body: me });
    api.answer('GET /reviews/private/location', { status: 429, body: { code: 'TOO_MANY_REQUESTS', message: 'Slow down' } });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Trop de requêtes' })).toBeInTheDocument();
  });
});

describe('setup gate: the terms come first', () => {
  it('keeps a new account on the terms until it ticks the box, then opens the setup', async () => {
    api.answer('GET /users/private/me', { body: { ...me, hasDoneProfileSetup: false, termsAcceptedAt: null } });
    api.answer('PUT /users/private/update-info', {
      body: { ...me, hasDoneProfileSetup: false, termsAcceptedAt: '2026-11-24T10:00:00.000Z' },
    });
    renderGate();

    expect(await screen.findByRole('heading', { name: 'Avant de commencer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'conditions générales de vente' })).toHaveAttribute('href', '/legal/cgv');
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', '/legal/confidentialite');
    const box = screen.getByRole('checkbox', { name: /J'ai lu et j'accepte/ });
    expect(box).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText("Vous devez accepter les conditions d'utilisation")).toBeInTheDocument();
    expect(api.callsTo('PUT /users/private/update-info')).toHaveLength(0);

    api.answer('GET /users/private/me', { body: { ...me, hasDoneProfileSetup: false, termsAcceptedAt: '2026-11-24T10:00:00.000Z' } });
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('heading', { name: 'Paramétrage du compte' })).toBeInTheDocument();
    expect(api.callsTo('PUT /users/private/update-info')[0].body).toEqual({ hasAcceptedTerms: true });
    expect(screen.queryByRole('button', { name: 'Load reviews' })).not.toBeInTheDocument();
  });
});
