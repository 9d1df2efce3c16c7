import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { baseApi } from '../../api/base-api';
import { answerWithActiveSubscription, answerWithOneEstablishment, mockApi } from '../../test/mock-api';
import { aListingStatus, aPaymentPlans, aSubscription, aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { authState } from '../../features/auth/auth-slice';
import { SetupGate } from './setup-gate';
import type { Membership } from '../../../shared/api/organizations';

const api = mockApi();
const marie = { uid: 'uid-1', email: 'marie@boulangerie.fr', emailVerified: true, displayName: 'Marie', photoURL: null };
const signedIn = { auth: authState('signedIn', { user: marie }) };
const me = aUser({ email: marie.email, name: 'Marie', hasDoneProfileSetup: true, aiCredits: 0 });
const syncedLocation = aListingStatus({
  providerId: 'demo-x',
  name: 'Boulangerie du Port',
  hasBeenSynchronized: true,
  demo: true,
  synchronization: null,
});

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
    api.route('me', { body: me });
    answerWithOneEstablishment(api);
    api.route('listing', { body: syncedLocation });
    answerWithActiveSubscription(api);
    renderGate();
    const loadReviews = await screen.findByRole('button', { name: 'Load reviews' });

    // The subscription ended since the gate last asked.
    api.route('subscriptions', {
      body: [aSubscription({ status: 'CANCELLED', isTrial: false, planPeriod: 'MONTHLY', endDate: '2026-11-20T00:00:00.000Z' })],
    });
    api.route('reviews', { status: 402, body: { code: 'PREMIUM_REQUIRED', message: 'Subscription required' } });
    api.route('paymentPlans', { body: aPaymentPlans() });
    await userEvent.click(loadReviews);

    expect(await screen.findByRole('heading', { name: 'Abonnement premium requis' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Votre essai gratuit est terminé ou votre abonnement n'est plus actif. Choisissez une formule pour continuer à utiliser Bonavis.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load reviews' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /subscriptions/private')).toHaveLength(2);
    expect(api.callsTo('GET /subscriptions/private/trial/eligible')).toHaveLength(2);
  });
});

describe('setup gate: the profile cannot be loaded', () => {
  // The screen goes by the status; each code is one the server sends with it. Any status but 401 and 429 shows the 500 screen.
  it.each([
    [401, 'TOKEN_INVALID', 'Accès non autorisé', 401],
    [429, 'TOO_MANY_REQUESTS', 'Trop de requêtes', 429],
    [500, 'INTERNAL_ERROR', 'Erreur du serveur', 500],
    [404, 'USER_NOT_FOUND', 'Erreur du serveur', 500],
    [503, 'IDENTITY_UNAVAILABLE', 'Erreur du serveur', 500],
  ] as const)('shows the error screen of a %i (%s) as %s', async (status, code, title, screenStatus) => {
    api.route('me', { status, body: { code, message: 'Refused' } });
    renderGate();
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByLabelText(`Erreur ${screenStatus}`)).toBeInTheDocument();
  });

  it('shows the 500 screen when the server cannot be reached', async () => {
    jest.mocked(global.fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Erreur du serveur' })).toBeInTheDocument();
  });
});

describe('setup gate: setup done but no listing', () => {
  it('says the listing is missing and offers to ask again, instead of loading for ever', async () => {
    api.route('me', { body: me });
    answerWithOneEstablishment(api);
    api.route('listing', { status: 404, body: { code: 'LOCATION_NOT_FOUND', message: 'No listing' } });
    renderGate();

    expect(await screen.findByRole('heading', { name: "Fiche d'établissement introuvable" })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Chargement de Bonavis…' })).not.toBeInTheDocument();

    api.route('listing', { body: syncedLocation });
    answerWithActiveSubscription(api);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));

    expect(await screen.findByRole('button', { name: 'Load reviews' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /reviews/private/location')).toHaveLength(2));
  });

  it('opens for an owner of several establishments none of which is chosen yet: the app chooses', async () => {
    api.route('me', { body: me });
    answerWithOneEstablishment(api);
    api.route('listing', { status: 400, body: { code: 'LOCATION_REQUIRED', message: 'Say which one' } });
    answerWithActiveSubscription(api);
    renderGate();
    expect(await screen.findByRole('button', { name: 'Load reviews' })).toBeInTheDocument();
  });

  it('shows the error screen of another failure of the listing call', async () => {
    api.route('me', { body: me });
    answerWithOneEstablishment(api);
    api.route('listing', { status: 429, body: { code: 'TOO_MANY_REQUESTS', message: 'Slow down' } });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Trop de requêtes' })).toBeInTheDocument();
  });
});

describe('setup gate: the terms come first', () => {
  it('keeps a new account on the terms until it ticks the box, then opens the setup', async () => {
    api.route('me', { body: { ...me, hasDoneProfileSetup: false, termsAcceptedAt: null } });
    api.route('updateInfo', {
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

    api.route('me', { body: { ...me, hasDoneProfileSetup: false, termsAcceptedAt: '2026-11-24T10:00:00.000Z' } });
    api.route('organizations', { body: [] });
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('heading', { name: 'Paramétrage du compte' })).toBeInTheDocument();
    expect(api.callsTo('PUT /users/private/update-info')[0].body).toEqual({ hasAcceptedTerms: true });
    expect(screen.queryByRole('button', { name: 'Load reviews' })).not.toBeInTheDocument();
  });
});

describe('setup gate: a member, and an invitation kept', () => {
  const membership: Membership = { id: 7, name: 'Boulangerie du Port', role: 'manager', establishments: [{ id: 3, name: 'Port' }] };
  const several = { status: 400, body: { code: 'LOCATION_REQUIRED', message: 'Say which one' } } as const;
  const keepInvitation = () => sessionStorage.setItem('invitationToken', 'k'.repeat(43));
  const keepNothing = () => undefined;
  const wizard = { role: 'heading', name: 'Paramétrage du compte' } as const;
  const invitation = { role: 'heading', name: "Rejoindre l'équipe" } as const;
  const app = { role: 'button', name: 'Load reviews' } as const;

  beforeEach(() => sessionStorage.clear());
  afterEach(() => sessionStorage.clear());

  // Every row: no setup of their own (terms accepted); what they belong to, what this tab kept, what the listing says
  // (asked only once they belong somewhere), what the gate shows and what it does not.
  it.each([
    ['a member of an organisation', [membership], keepNothing, { body: syncedLocation }, app, wizard],
    ['a member who sees several establishments', [membership], keepNothing, several, app, wizard],
    ['a member with an invitation kept too', [membership], keepInvitation, { body: syncedLocation }, app, invitation],
    ['no organisation and an invitation kept', [], keepInvitation, { body: syncedLocation }, invitation, wizard],
    ['no organisation and no invitation', [], keepNothing, { body: syncedLocation }, wizard, invitation],
  ] as const)('%s: shows %j', async (_case, organizations, keep, listing, shown, notShown) => {
    api.route('me', { body: { ...me, hasDoneProfileSetup: false } });
    api.route('organizations', { body: [...organizations] });
    api.route('listing', listing);
    keep();
    renderGate();
    expect(await screen.findByRole(shown.role, { name: shown.name })).toBeInTheDocument();
    expect(screen.queryByRole(notShown.role, { name: notShown.name })).not.toBeInTheDocument();
    // A member goes through no plans or trial of their own.
    expect(api.callsTo('GET /subscriptions/private')).toHaveLength(0);
  });
});

describe('setup gate: the plans are those of the organisation shown', () => {
  const organization = (role: Membership['role']): Membership => ({
    id: 7,
    name: 'Boulangerie SAS',
    role,
    establishments: [{ id: 3, name: 'Port' }],
  });
  const cancelled = aSubscription({ status: 'CANCELLED', isTrial: false, planPeriod: 'MONTHLY', endDate: '2026-11-20T00:00:00.000Z' });

  it('opens for a former owner, now an administrator, whatever their own subscription: the new owner pays', async () => {
    api.route('me', { body: me });
    api.route('organizations', { body: [organization('admin')] });
    api.route('listing', { body: syncedLocation });
    renderGate();
    expect(await screen.findByRole('button', { name: 'Load reviews' })).toBeInTheDocument();
    expect(api.callsTo('GET /subscriptions/private')).toHaveLength(0);
  });

  it('shows the plans to a member made owner, who never set up an account of their own, once nothing pays', async () => {
    api.route('me', { body: { ...me, hasDoneProfileSetup: false } });
    api.route('organizations', { body: [organization('owner')] });
    api.route('listing', { body: syncedLocation });
    api.route('subscriptions', { body: [cancelled] });
    api.route('trialEligibility', { body: { isEligible: false } });
    api.route('paymentPlans', { body: aPaymentPlans() });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Abonnement premium requis' })).toBeInTheDocument();
  });
});
