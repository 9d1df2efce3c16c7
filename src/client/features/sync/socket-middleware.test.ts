import type { MiddlewareAPI, UnknownAction } from '@reduxjs/toolkit';
import { setupStore } from '../../app/store';
import type { RealtimeSocket } from '../../session/realtime-socket';
import { signedOut, signInSucceeded } from '../../session/session-events';
import { FakeIdentity } from '../../test/fake-identity';
import { aReview } from '../../test/fixtures';
import { createTestStore } from '../../test/render';
import { authState } from '../auth/auth-slice';
import { createSocketMiddleware } from './socket-middleware';

/** A socket whose server events the test plays. */
function fakeSocket() {
  const handlers = new Map<string, (payload: object) => void>();
  const socket: RealtimeSocket & { serverSends: (event: string, payload?: object) => void } = {
    on: jest.fn((event: string, handler: (payload: object) => void) => handlers.set(event, handler)),
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

  it('is not installed without a socket factory (tests, or no realtime): signing in still goes through', () => {
    const store = createTestStore({ auth: authState('signingIn') });
    store.dispatch(signInSucceeded(user));
    expect(store.getState().auth).toEqual(authState('signedIn', { user }));
  });
});

/** The middleware alone, signed in, with a store that records what it dispatches (and shows `state`'s establishment). */
function signedInMiddleware(state: object = {}) {
  const socket = fakeSocket();
  const dispatched: UnknownAction[] = [];
  const store = { dispatch: (action: UnknownAction) => dispatched.push(action), getState: () => state } as unknown as MiddlewareAPI;
  createSocketMiddleware(() => socket)(store)((action) => action)(signInSucceeded(user));
  return { socket, dispatched };
}

/** RTK Query's action that makes every query providing these tags ask again. */
type Tag = string | { type: string; id: string };
const refetch = (...tags: (Tag | Tag[])[]) => ({ type: 'api/invalidateTags', payload: tags.flat() });
/**
 * The tags of one establishment's entries of a type (`null`: the only one, when none is chosen), with the network's
 * of that type, which sum every establishment.
 */
const at = (location: number | null, type: string): Tag[] => [
  { type, id: `establishment-${location ?? 'only'}` },
  { type, id: 'network' },
];

describe('socket middleware: what each server event makes the open screens do', () => {
  it('subscriptionUpdated: the gate, the subscription pages and the dashboard ask again', () => {
    const { socket, dispatched } = signedInMiddleware();
    socket.serverSends('subscriptionUpdated', {});
    expect(dispatched).toEqual([refetch('Subscriptions', 'Me', 'Dashboard')]);
  });

  it('newReview: the review is announced, then the account, the lists and the dashboards ask again', () => {
    const { socket, dispatched } = signedInMiddleware();
    const review = aReview({ id: 42 });
    socket.serverSends('newReview', { review });
    expect(dispatched).toEqual([{ type: 'session/newReviewReceived', payload: review }, refetch('Me', 'Reviews', 'Dashboard')]);
  });

  it('newReview without its review: only the account, the lists and the dashboards ask again', () => {
    const { socket, dispatched } = signedInMiddleware();
    socket.serverSends('newReview', {});
    expect(dispatched).toEqual([refetch('Me', 'Reviews', 'Dashboard')]);
  });

  it('reviewUpdated: the account, the lists and the dashboards ask again', () => {
    const { socket, dispatched } = signedInMiddleware();
    socket.serverSends('reviewUpdated', {});
    expect(dispatched).toEqual([refetch('Me', 'Reviews', 'Dashboard')]);
  });

  it('an event naming its establishment while none is chosen: that one, and the only one the screens show', () => {
    const { socket, dispatched } = signedInMiddleware({ settings: { establishmentId: null } });
    socket.serverSends('gameUpdated', { locationId: 5 });
    expect(dispatched).toEqual([
      refetch(at(5, 'Game'), at(5, 'GameStats'), at(5, 'GameCoupons'), at(null, 'Game'), at(null, 'GameStats'), at(null, 'GameCoupons')),
    ]);
  });

  it("gameUpdated: the game's settings, figures and coupons ask again", () => {
    const { socket, dispatched } = signedInMiddleware();
    socket.serverSends('gameUpdated', {});
    expect(dispatched).toEqual([refetch('Game', 'GameStats', 'GameCoupons')]);
  });

  it('scrapeDone: the sync ends and the dashboard asks again', () => {
    const { socket, dispatched } = signedInMiddleware();
    socket.serverSends('scrapeDone', {});
    expect(dispatched).toEqual([{ type: 'sync/scrapeDoneReceived', payload: undefined }, refetch('Dashboard')]);
  });
});

describe("socket middleware: another establishment's events, while establishment 7 is shown", () => {
  const showing7 = { settings: { establishmentId: 7 } };

  it.each([
    ['scrapeProgress', { percent: 40, locationId: 8 }, []],
    ['scrapeDone', { locationId: 8 }, [refetch('Organizations', at(8, 'Listing'), at(8, 'Reviews'), at(8, 'Dashboard'))]],
    ['scrapeFailed', { jobId: 3, locationId: 8 }, []],
    ['newReview', { review: aReview({ id: 42 }), locationId: 8 }, [refetch('Organizations', 'Me', at(8, 'Reviews'), at(8, 'Dashboard'))]],
    ['reviewUpdated', { reviewId: 42, locationId: 8 }, [refetch(at(8, 'Reviews'), at(8, 'Dashboard'))]],
    ['gameUpdated', { locationId: 8 }, [refetch(at(8, 'Game'), at(8, 'GameStats'), at(8, 'GameCoupons'))]],
  ])("%s moves no progress and shows no toast; that establishment's entries only are stale", (event, payload, expected) => {
    const { socket, dispatched } = signedInMiddleware(showing7);
    socket.serverSends(event, payload);
    expect(dispatched).toEqual(expected);
  });

  it("the shown establishment's events go on as before", () => {
    const { socket, dispatched } = signedInMiddleware(showing7);
    const review = aReview({ id: 42 });
    socket.serverSends('scrapeProgress', { percent: 40, locationId: 7 });
    socket.serverSends('newReview', { review, locationId: 7 });
    expect(dispatched).toEqual([
      { type: 'sync/scrapeProgressReceived', payload: 40 },
      { type: 'session/newReviewReceived', payload: review },
      refetch('Me', at(7, 'Reviews'), at(7, 'Dashboard')),
    ]);
  });

  it('a real store showing 7 keeps its progress when 8 reports, and follows 7', () => {
    const socket = fakeSocket();
    const store = setupStore({ identity: new FakeIdentity(), connectSocket: () => socket }, { auth: authState('signedOut') });
    // The settings' action, by its type: a feature does not import another.
    store.dispatch({ type: 'settings/establishmentChosen', payload: 7 });
    store.dispatch(signInSucceeded(user));
    socket.serverSends('scrapeProgress', { percent: 90, locationId: 8 });
    socket.serverSends('scrapeDone', { locationId: 8 });
    expect(store.getState().sync).toMatchObject({ percent: 0, isDone: false });
    socket.serverSends('scrapeProgress', { percent: 30, locationId: 7 });
    expect(store.getState().sync).toMatchObject({ percent: 30, isDone: false });
  });
});
