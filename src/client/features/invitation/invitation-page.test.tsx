import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState } from '../auth/auth-slice';
import { mockApi, type RouteAnswer } from '../../test/mock-api';
import { aListingStatus, aUser } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { resizeTo } from '../../test/match-media';
import type { Membership } from '../../../shared/api/organizations';

const api = mockApi();
const TOKEN = 'k'.repeat(43);
const sophie = { uid: 'uid-2', email: 'sophie@boulangerie.fr', emailVerified: true, displayName: 'Sophie', photoURL: null };
const signedIn = { auth: authState('signedIn', { user: sophie }) };
const signedOut = { auth: authState('signedOut') };
const membership: Membership = { id: 7, name: 'Boulangerie du Port', role: 'manager', establishments: [{ id: 3, name: 'Port' }] };

/** Who the invited person is: terms accepted, no setup of their own, no organisation yet. */
function answerAsInvitedUser() {
  api.route('me', { body: aUser({ email: sophie.email, name: 'Sophie', hasDoneProfileSetup: false }) });
  api.route('organizations', { body: [] });
}

/** The contract's table of test answers has no 410: the one status of an invitation used, withdrawn or lapsed. */
const expired = { status: 410, body: { code: 'INVITATION_EXPIRED', message: 'Lapsed' } } as unknown as RouteAnswer<'acceptInvitation'>;

const acceptButton = () => screen.findByRole('button', { name: "Accepter l'invitation" });

beforeEach(() => sessionStorage.clear());

describe('invitation page, signed in', () => {
  it('accepts the invitation and says which organisation was joined, then forgets the token', async () => {
    answerAsInvitedUser();
    const { router } = renderRoute(`/invitation?token=${TOKEN}`, { preloadedState: signedIn });
    expect(await screen.findByRole('heading', { name: "Rejoindre l'équipe" })).toBeInTheDocument();
    expect(screen.getByText("Connecté avec l'adresse sophie@boulangerie.fr")).toBeInTheDocument();
    // The token leaves the address bar once kept.
    await waitFor(() => expect(router.state.location.search).toBe(''));

    api.route('acceptInvitation', { body: membership });
    api.route('organizations', { body: [membership] });
    api.route('listing', { body: aListingStatus({ name: 'Port', hasBeenSynchronized: true, demo: true, synchronization: null }) });
    await userEvent.click(await acceptButton());

    expect(await screen.findByRole('heading', { name: 'Vous avez rejoint Boulangerie du Port' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller au tableau de bord' })).toHaveAttribute('href', '/dashboards/home');
    expect(api.callsTo('POST /members/private/invitations/accept')[0].body).toEqual({ token: TOKEN });
    expect(sessionStorage.getItem('invitationToken')).toBeNull();
    // A member has no plans or trial of their own to go through.
    expect(api.callsTo('GET /subscriptions/private')).toHaveLength(0);
  });

  it.each([
    [
      'another address',
      { status: 403, body: { code: 'INVITATION_EMAIL_MISMATCH', message: 'Other address' } } as const,
      "Cette invitation a été envoyée à une autre adresse. Connectez-vous avec l'adresse invitée.",
    ],
    ['a used or lapsed invitation', expired, 'Cette invitation a expiré ou a déjà été utilisée. Demandez-en une nouvelle.'],
  ])('says so in French for %s, and keeps the token', async (_case, answer, text) => {
    answerAsInvitedUser();
    api.route('acceptInvitation', answer);
    renderRoute(`/invitation?token=${TOKEN}`, { preloadedState: signedIn });
    await userEvent.click(await acceptButton());
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Accepter l'invitation" })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Continuer sans l'invitation" })).toBeInTheDocument();
    expect(sessionStorage.getItem('invitationToken')).toBe(TOKEN);
  });

  it('offers to sign out when the invitation went to another address', async () => {
    answerAsInvitedUser();
    api.route('acceptInvitation', { status: 403, body: { code: 'INVITATION_EMAIL_MISMATCH', message: 'Other address' } });
    renderRoute(`/invitation?token=${TOKEN}`, { preloadedState: signedIn });
    await userEvent.click(await acceptButton());
    expect(await screen.findByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
  });

  it('says a malformed link is invalid, without asking the server', async () => {
    answerAsInvitedUser();
    renderRoute('/invitation?token=abc', { preloadedState: signedIn });
    expect(
      await screen.findByText("Ce lien d'invitation est incomplet ou invalide. Ouvrez de nouveau le lien reçu par e-mail."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Accepter l'invitation" })).not.toBeInTheDocument();
    expect(api.callsTo('POST /members/private/invitations/accept')).toHaveLength(0);
  });

  it('on a 320 px phone, accepts with the keyboard', async () => {
    resizeTo(320);
    answerAsInvitedUser();
    renderRoute(`/invitation?token=${TOKEN}`, { preloadedState: signedIn });
    const accept = await acceptButton();
    act(() => accept.focus());
    expect(accept).toHaveFocus();
    api.route('acceptInvitation', expired);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Cette invitation a expiré ou a déjà été utilisée. Demandez-en une nouvelle.')).toBeInTheDocument();
  });
});

describe('invitation page, signed out', () => {
  it('says to sign in with the invited address, keeps the token, and uses it once signed in', async () => {
    const { unmount } = renderRoute(`/invitation?token=${TOKEN}`, { preloadedState: signedOut });
    expect(await screen.findByRole('heading', { name: "Rejoindre l'équipe" })).toBeInTheDocument();
    expect(screen.getByText("Connectez-vous avec l'adresse qui a reçu l'invitation.")).toBeInTheDocument();
    // The sign-in comes back here, token and all (a magic link may be opened on another device).
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/invitation?token=${TOKEN}`)}`,
    );
    expect(sessionStorage.getItem('invitationToken')).toBe(TOKEN);
    unmount();

    // Back in the same tab, signed in, without the token in the address.
    answerAsInvitedUser();
    renderRoute('/invitation', { preloadedState: signedIn });
    api.route('acceptInvitation', { body: membership });
    api.route('organizations', { body: [membership] });
    api.route('listing', { body: aListingStatus({ name: 'Port', hasBeenSynchronized: true, demo: true, synchronization: null }) });
    await userEvent.click(await acceptButton());
    expect(await screen.findByRole('heading', { name: 'Vous avez rejoint Boulangerie du Port' })).toBeInTheDocument();
    expect(api.callsTo('POST /members/private/invitations/accept')[0].body).toEqual({ token: TOKEN });
    expect(sessionStorage.getItem('invitationToken')).toBeNull();
  });
});
