import { installFakePushBrowser } from '../../test/fake-push-browser';
import { FakeIdentity, fakeUser } from '../../test/fake-identity';
import { mockApi, routeOf } from '../../test/mock-api';
import { createTestStore } from '../../test/render';
import { toSessionUser } from '../../session/local-session';
import { logoutUser } from './auth-session';
import { authState } from './auth-slice';

const api = mockApi();
let browser: ReturnType<typeof installFakePushBrowser> | undefined;

afterEach(() => {
  browser?.uninstall();
  browser = undefined;
});

/** Signed in on a browser whose push alerts are on: subscribed, and known to the server as device 7. */
function signedInWithAlerts() {
  browser = installFakePushBrowser({ permission: 'granted', subscribed: true });
  localStorage.setItem('pushDeviceId', '7');
  const identity = new FakeIdentity();
  identity.user = fakeUser();
  const user = toSessionUser(identity.user);
  const store = createTestStore({ auth: authState('signedIn', { user }) }, identity);
  localStorage.setItem('authToken', 'token-uid-1-1');
  localStorage.setItem('user', JSON.stringify(user));
  return { identity, store, browser };
}

describe('logout ends this browser’s push alerts', () => {
  it('removes the device on the server with the session’s token, then ends the browser’s subscription', async () => {
    const { identity, store, browser } = signedInWithAlerts();
    api.route('removePushDevice', { status: 204 }, { id: 7 });

    await store.dispatch(logoutUser());

    const [removal] = api.callsTo(routeOf('removePushDevice', { id: 7 }));
    expect(removal.headers.get('authorization')).toBe('token-uid-1-1');
    expect(browser.subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(await browser.pushManager.getSubscription()).toBeNull();
    expect(localStorage.getItem('pushDeviceId')).toBeNull();
    expect(identity.signOut).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it('still ends the subscription and logs out when the server cannot remove the device', async () => {
    const { identity, store, browser } = signedInWithAlerts();
    api.route(
      'removePushDevice',
      { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' } },
      { id: 7 },
    );

    await store.dispatch(logoutUser());

    expect(api.callsTo(routeOf('removePushDevice', { id: 7 }))).toHaveLength(1);
    expect(browser.subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('pushDeviceId')).toBeNull();
    expect(identity.signOut).toHaveBeenCalledTimes(1);
  });

  it('asks the server nothing when this browser has no device, and still ends a subscription it finds', async () => {
    const { store, browser } = signedInWithAlerts();
    localStorage.removeItem('pushDeviceId');

    await store.dispatch(logoutUser());

    // The fake backend fails the test on any request it was not told to answer.
    expect(browser.subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });
});
