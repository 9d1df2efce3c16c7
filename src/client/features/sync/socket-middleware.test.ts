import { setupStore } from '../../app/store';
import type { RealtimeSocket } from '../../session/realtime-socket';
import { signedOut, signInSucceeded } from '../../session/session-events';
import { FakeIdentity } from '../../test/fake-identity';
import { createTestStore } from '../../test/render';
import { authState } from '../auth/auth-slice';

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
    const store = setupStore({ identity: new FakeIdentity(), connectSocket: connect }, { auth: authState('signedOut') });
    expect(connect).not.toHaveBeenCalled();

    store.dispatch(signInSucceeded(user));
    store.dispatch(signInSucceeded(user));
    expect(connect).toHaveBeenCalledTimes(1);

    socket.serverSends('scrapeProgress', { percent: 30 });
    socket.serverSends('scrapeProgress', { percent: 20 });
    expect(store.getState().sync.percent).toBe(30);
    socket.serverSends('scrapeDone');
    expect(store.getState().sync).toMatchObject({ percent: 100, isDone: true });

    store.dispatch(signedOut());
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it('reports a failed synchronisation', () => {
    const socket = fakeSocket();
    const store = setupStore({ identity: new FakeIdentity(), connectSocket: () => socket });
    store.dispatch(signInSucceeded(user));
    socket.serverSends('scrapeFailed');
    expect(store.getState().sync.hasFailed).toBe(true);
  });

  it('is not installed without a socket factory (tests, or no realtime)', () => {
    expect(() => createTestStore().dispatch(signInSucceeded(user))).not.toThrow();
  });
});
