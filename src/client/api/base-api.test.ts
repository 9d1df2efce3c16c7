import { waitFor } from '@testing-library/react';
import { setNavigator } from '../state/navigation';
import { authState } from '../features/auth/auth-slice';
import { toSessionUser } from '../session/local-session';
import { FakeIdentity, fakeUser } from '../test/fake-identity';
import { mockApi } from '../test/mock-api';
import { aUser } from '../test/fixtures';
import { initialSettings } from '../features/settings/settings-slice';
import { createTestStore } from '../test/render';
import { organizationsApi } from './organizations-api';
import { usersApi } from './users-api';

const api = mockApi();
const navigate = jest.fn();

function signedInApp() {
  const identity = new FakeIdentity();
  identity.user = fakeUser();
  const store = createTestStore({ auth: authState('signedIn', { user: toSessionUser(identity.user) }) }, identity);
  localStorage.setItem('authToken', 'token-uid-1-1');
  return { identity, store };
}

beforeEach(() => {
  navigate.mockClear();
  setNavigator(navigate);
});

describe('statuses the base query reacts to', () => {
  it('does not log out on a 428: the two-factor code is the form’s to ask for', async () => {
    api.route('me', { status: 428, body: { code: 'TWO_FACTOR_REQUIRED', message: 'Code required' } });
    const { identity, store } = signedInApp();

    const result = await store.dispatch(usersApi.endpoints.me.initiate());
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(result.error).toMatchObject({ status: 428, data: { code: 'TWO_FACTOR_REQUIRED' } });
    expect(identity.signOut).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().auth.isAuthenticated).toBe(true);
    expect(localStorage.getItem('authToken')).toBe('token-uid-1-1');
  });

  it('keeps a member signed in on ROLE_FORBIDDEN, and reads their organisations again', async () => {
    api.route('organizations', { body: [{ id: 1, name: 'Boulangeries Martin', role: 'manager', establishments: [] }] });
    const { identity, store } = signedInApp();
    await store.dispatch(organizationsApi.endpoints.organizations.initiate());
    expect(api.callsTo('GET /organizations/private')).toHaveLength(1);
    api.route('me', { status: 403, body: { code: 'ROLE_FORBIDDEN', message: 'Your role does not allow this action' } });

    const result = await store.dispatch(usersApi.endpoints.me.initiate());

    expect(result.error).toMatchObject({ status: 403, data: { code: 'ROLE_FORBIDDEN' } });
    await waitFor(() => expect(api.callsTo('GET /organizations/private')).toHaveLength(2));
    expect(identity.signOut).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });

  it('still logs out on a 403 about the account', async () => {
    api.route('me', { status: 403, body: { code: 'ACCOUNT_DISABLED', message: 'This account is disabled' } });
    const { identity, store } = signedInApp();

    await store.dispatch(usersApi.endpoints.me.initiate());

    await waitFor(() => expect(identity.signOut).toHaveBeenCalled());
  });
});

describe('the establishment a private request acts on', () => {
  function appShowing(establishmentId: number | null) {
    const identity = new FakeIdentity();
    identity.user = fakeUser();
    localStorage.setItem('authToken', 'token-uid-1-1');
    return createTestStore(
      {
        auth: authState('signedIn', { user: toSessionUser(identity.user) }),
        settings: { ...initialSettings, establishmentId, _persist: { version: -1, rehydrated: true } },
      },
      identity,
    );
  }

  it('says the chosen one with ?location=', async () => {
    api.route('me', { body: aUser() });
    const store = appShowing(42);
    await store.dispatch(usersApi.endpoints.me.initiate());
    expect(api.callsTo('GET /users/private/me')[0].query.get('location')).toBe('42');
  });

  it('sends none before one is chosen: the server takes the only one', async () => {
    api.route('me', { body: aUser() });
    const store = appShowing(null);
    await store.dispatch(usersApi.endpoints.me.initiate());
    expect(api.callsTo('GET /users/private/me')[0].query.has('location')).toBe(false);
  });
});
