import { screen, waitFor } from '@testing-library/react';
import { initialAuthState } from './auth-slice';
import type { IdentityUser } from '../../session/identity';
import { aUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { FakeIdentity, fakeUser } from '../../test/fake-identity';
import { createTestStore, renderWithProviders, startApp as startFollowingIdentity } from '../../test/render';

const api = mockApi();
const profile = aUser({ email: 'marie@boulangerie.fr', providerUid: 'uid-1', hasDoneProfileSetup: true });
const marieSession = { uid: 'uid-1', email: 'marie@boulangerie.fr', emailVerified: true, displayName: null, photoURL: null };

let stopListener: () => void;
afterEach(() => stopListener());

/** A fresh app whose identity provider reports `user` (null: signed out) once the listener starts. */
function startApp(user: IdentityUser | null) {
  const identity = new FakeIdentity();
  identity.user = user;
  const store = createTestStore({ auth: initialAuthState }, identity);
  stopListener = startFollowingIdentity(store);
  return { identity, store };
}

const existingUser = () => {
  api.route('createProfile', { status: 200, body: profile });
  api.route('me', { body: profile });
};

describe('auth listener: signing in', () => {
  it('creates the profile of a first-time user, then loads it and opens the session', async () => {
    localStorage.setItem('email', 'marie@boulangerie.fr');
    localStorage.setItem('ref', 'ABC');
    api.route('createProfile', { status: 201, body: profile });
    api.route('me', { body: profile });

    const { store } = startApp(fakeUser());

    await waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(true));
    expect(api.calls.map((call) => call.route)).toEqual(['POST /users/private', 'GET /users/private/me']);
    const [creation] = api.callsTo('POST /users/private');
    expect(creation.headers.get('Authorization')).toBe('token-uid-1-1');
    expect(creation.body).toEqual({ providerUid: 'uid-1', email: 'marie@boulangerie.fr', name: 'marie', referredBy: 'ABC' });
    expect(store.getState().auth).toMatchObject({ isInitialized: true, isLoading: false, user: marieSession });
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(marieSession);
    expect(localStorage.getItem('authToken')).toBe('token-uid-1-1');
    expect(localStorage.getItem('email')).toBeNull();
    expect(localStorage.getItem('ref')).toBeNull();
  });

  it('signs an existing user in with the same request, which the server answers with the profile it has', async () => {
    existingUser();
    const { store } = startApp(fakeUser());

    await waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(true));
    expect(api.calls.map((call) => call.route)).toEqual(['POST /users/private', 'GET /users/private/me']);
  });

  it('fails the sign-in and signs out when the profile request fails', async () => {
    api.route('createProfile', { status: 500, body: { message: 'Internal error' } });
    const { store, identity } = startApp(fakeUser());

    await waitFor(() => expect(store.getState().auth.errorMessage).toBe('auth.errors.createProfile'));
    expect(identity.signOut).toHaveBeenCalled();
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, isLoading: false, user: null });
    expect(api.callsTo('GET /users/private/me')).toEqual([]);
  });

  it('says how to verify an address the server will not make a profile for, and signs out without a forced logout', async () => {
    api.route('createProfile', { status: 403, body: { statusCode: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Not verified' } });
    const { store, identity } = startApp(fakeUser());
    renderWithProviders(<></>, { store });

    await waitFor(() => expect(store.getState().auth.errorMessage).toBe('apiErrors.EMAIL_NOT_VERIFIED'));
    expect(identity.signOut).toHaveBeenCalled();
    expect(store.getState().auth).toMatchObject({ status: 'failed', isAuthenticated: false, user: null });
    expect(api.callsTo('GET /users/private/me')).toEqual([]);
  });

  it('shows a toast and clears the user when the profile cannot be loaded', async () => {
    localStorage.setItem('user', JSON.stringify(marieSession));
    api.route('createProfile', { status: 200, body: profile });
    api.route('me', { status: 500, body: { message: 'Internal error' } });
    const { store, identity } = startApp(fakeUser());
    renderWithProviders(<></>, { store });

    expect(await screen.findByText('Erreur inconnue lors de la connexion')).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
    expect(identity.signOut).toHaveBeenCalled();
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, user: null, errorMessage: 'auth.errors.loadUser' });
  });
});

describe('auth listener: signed out', () => {
  it('removes a stale token and marks the state initialized', async () => {
    localStorage.setItem('authToken', 'stale-token');
    const { store } = startApp(null);

    await waitFor(() => expect(store.getState().auth.isInitialized).toBe(true));
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it('closes the session when the provider signs the user out', async () => {
    existingUser();
    const { store, identity } = startApp(fakeUser());
    await waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(true));

    localStorage.setItem('2faToken', 'two-factor-token');

    identity.emit(null);

    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, user: null });
    for (const key of ['authToken', 'user', '2faToken']) expect(localStorage.getItem(key)).toBeNull();
  });
});

describe('auth listener: forced token refresh every 40 minutes', () => {
  const ONE_MINUTE = 60 * 1000;
  const THIRTY_NINE_MINUTES = 39 * ONE_MINUTE;
  const FORTY_MINUTES = 40 * ONE_MINUTE;

  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  async function signedInAs(user: ReturnType<typeof fakeUser>) {
    existingUser();
    const app = startApp(user);
    await waitFor(() => expect(app.store.getState().auth.isAuthenticated).toBe(true));
    return app;
  }

  it('forces a new token after 40 minutes and stores it', async () => {
    const user = fakeUser();
    await signedInAs(user);

    jest.advanceTimersByTime(THIRTY_NINE_MINUTES);
    expect(user.getIdToken).not.toHaveBeenCalledWith(true);
    jest.advanceTimersByTime(ONE_MINUTE);

    expect(user.getIdToken).toHaveBeenCalledWith(true);
    await waitFor(() => expect(localStorage.getItem('authToken')).toBe('token-uid-1-2'));
  });

  it('logs the user out when the refresh fails', async () => {
    const { store, identity } = await signedInAs(fakeUser({ failRefresh: true }));
    localStorage.setItem('2faToken', 'two-factor-token');

    jest.advanceTimersByTime(FORTY_MINUTES);

    await waitFor(() => expect(identity.signOut).toHaveBeenCalled());
    await waitFor(() => expect(store.getState().auth).toMatchObject({ isAuthenticated: false, isLoading: false, user: null }));
    for (const key of ['authToken', 'user', '2faToken']) expect(localStorage.getItem(key)).toBeNull();
  });
});
