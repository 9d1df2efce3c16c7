import { initialAuthState, loginSuccess, logout } from '../auth/auth-slice';
import { createTestStore } from '../../test/render';
import { FakeIdentity } from '../../test/fake-identity';
import { setupStore } from '../../app/store';
import type { RealtimeSocket } from './socket-middleware';

/** A socket whose server events the test plays. */
function fakeSocket() {
  const handlers = new Map<string, (payload: { percent?: number }) => void>();
  const socket: RealtimeSocket & { serverSends: (event: string, payload?: object) => void } = {
    on: jest.fn((event: string, handler: (payload: { percent?: number }) => void) => handlers.set(event, handler)),
    disconnect: jest.fn(),
    serverSends: (event, payload = {}) => handlers.get(event)?.(payload),
  };
  return socket;
}

const user = { uid: 'u1', email: 'marie@boulangerie.fr', emailVerified: true, displayName: null, photoURL: null };

describe('socket middleware', () => {
  it('connects once signed in, feeds sync events to the store, and disconnects on logout', () => {
    const socket = fakeSocket();
    const connect = jest.fn(() => socket);
    const store = setupStore(
      { identity: new FakeIdentity(), connectSocket: connect },
      { auth: { ...initialAuthState, isInitialized: true } },
    );
    expect(connect).not.toHaveBeenCalled();

    store.dispatch(loginSuccess(user));
    store.dispatch(loginSuccess(user));
    expect(connect).toHaveBeenCalledTimes(1);

    socket.serverSends('scrapeProgress', { percent: 30 });
    socket.serverSends('scrapeProgress', { percent: 20 });
    expect(store.getState().sync.percent).toBe(30);
    socket.serverSends('scrapeDone');
    expect(store.getState().sync).toMatchObject({ percent: 100, isDone: true });

    store.dispatch(logout());
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it('reports a failed synchronisation', () => {
    const socket = fakeSocket();
    const store = setupStore({ identity: new FakeIdentity(), connectSocket: () => socket });
    store.dispatch(loginSuccess(user));
    socket.serverSends('scrapeFailed');
    expect(store.getState().sync.hasFailed).toBe(true);
  });

  it('is not installed without a socket factory (tests, or no realtime)', () => {
    expect(() => createTestStore().dispatch(loginSuccess(user))).not.toThrow();
  });
});
