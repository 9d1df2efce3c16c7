import { waitFor } from '@testing-library/react';
import { usersApi } from '../../api/users-api';
import { setNavigator } from '../../state/navigation';
import { mockApi } from '../../test/mock-api';
import { FakeIdentity, fakeUser } from '../../test/fake-identity';
import { createTestStore } from '../../test/render';
import { toSessionUser } from '../../session/local-session';
import { authState } from './auth-slice';

const api = mockApi();

function signedInApp() {
  const identity = new FakeIdentity();
  identity.user = fakeUser();
  const user = toSessionUser(identity.user);
  const store = createTestStore({ auth: authState('signedIn', { user }) }, identity);
  localStorage.setItem('authToken', 'token-uid-1-1');
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('2faToken', 'two-factor-token');
  return { identity, store };
}

describe('403 on an API call', () => {
  const navigate = jest.fn();
  beforeEach(() => {
    navigate.mockClear();
    setNavigator(navigate);
  });

  it('logs the user out and sends them to the home page', async () => {
    api.route('me', { status: 403, body: { message: 'Forbidden' } });
    const { identity, store } = signedInApp();

    await store.dispatch(usersApi.endpoints.me.initiate());

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(identity.signOut).toHaveBeenCalled();
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, user: null });
    for (const key of ['authToken', 'user', '2faToken']) expect(localStorage.getItem(key)).toBeNull();
  });

  it('logs out once when several calls answer 403 together', async () => {
    api.route('notificationPreferences', { status: 403, body: { message: 'Forbidden' } });
    api.route('me', { status: 403, body: { message: 'Forbidden' } });
    const { identity, store } = signedInApp();

    await Promise.all([
      store.dispatch(usersApi.endpoints.me.initiate()),
      store.dispatch(usersApi.endpoints.notificationPreferences.initiate()),
    ]);

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(identity.signOut).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('forgets every cached answer', async () => {
    api.route('notificationPreferences', { body: { newReviewMail: true } });
    api.route('me', { status: 403, body: { message: 'Forbidden' } });
    const { store } = signedInApp();
    await store.dispatch(usersApi.endpoints.notificationPreferences.initiate());

    await store.dispatch(usersApi.endpoints.me.initiate());

    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(usersApi.endpoints.notificationPreferences.select()(store.getState()).data).toBeUndefined();
  });

  it('does not log out on other errors', async () => {
    api.route('me', { status: 500, body: { message: 'Internal error' } });
    const { identity, store } = signedInApp();

    await store.dispatch(usersApi.endpoints.me.initiate());

    expect(identity.signOut).not.toHaveBeenCalled();
    expect(store.getState().auth.isAuthenticated).toBe(true);
    expect(localStorage.getItem('authToken')).toBe('token-uid-1-1');
  });
});
