import { waitFor } from '@testing-library/react';
import { ROUTE_ACCESS, type PrivateRouteName, type RouteAccess } from '../../shared/api/route-access';
import { API_ROUTES } from '../../shared/api/routes';
import { setupStore } from '../app/store';
import { authState } from '../features/auth/auth-slice';
import { initialSettings } from '../features/settings/settings-slice';
import type { RealtimeSocket } from '../session/realtime-socket';
import { signedOut, signInSucceeded } from '../session/session-events';
import { toSessionUser } from '../session/local-session';
import { FakeIdentity, fakeUser } from '../test/fake-identity';
import { anEmptyDashboardSummary } from '../test/fixtures';
import { mockApi, routeOf } from '../test/mock-api';
import { baseApi } from './base-api';
import { dashboardApi } from './dashboard-api';
import { ESTABLISHMENT_CACHE_SECONDS } from './establishment-scope';
import './game-api';
import './google-api';
import './members-api';
import './onboarding-api';
import { reviewsApi } from './reviews-api';
import './review-requests-api';
import './widgets-api';

const api = mockApi();

/** A query endpoint as the tests drive it, whatever its arg. */
type AnyQuery = {
  initiate: (arg: object) => Parameters<ReturnType<typeof setupStore>['dispatch']>[0];
  select: (arg: object) => (state: object) => { data?: unknown; status: string };
};
const queryNamed = (name: string) => (baseApi.endpoints as Record<string, AnyQuery & { useQuery?: unknown }>)[name];

/**
 * The client's queries of the routes that act on an establishment (`establishment: true`), and the organisation ones
 * asked through the establishment shown (the team, the company).
 */
const isPerEstablishment = ([, access]: [string, RouteAccess]) => 'establishment' in access && access.establishment;
const KEYED = [
  ...(Object.entries(ROUTE_ACCESS) as [PrivateRouteName, RouteAccess][]).filter(isPerEstablishment).map(([name]) => name),
  'team' as const,
  'companyInformation' as const,
].filter((name) => API_ROUTES[name].method === 'GET' && queryNamed(name)?.useQuery !== undefined);

/** Whatever the queries' args hold besides the establishment (a review's id, a period, a page…). */
const ARGS = { id: 1, days: 30, period: '30d', page: 1, status: 'all' };

/** A signed-in app showing establishment 7, whose socket the test plays. */
function appShowing7() {
  const handlers = new Map<string, (payload: object) => void>();
  const socket: RealtimeSocket = {
    on: (event, handler) => handlers.set(event, handler as (payload: object) => void),
    disconnect: jest.fn(),
  };
  const identity = new FakeIdentity();
  identity.user = fakeUser();
  localStorage.setItem('authToken', 'token-uid-1-1');
  const store = setupStore(
    { identity, connectSocket: () => socket },
    {
      auth: authState('signedIn', { user: toSessionUser(identity.user) }),
      settings: { ...initialSettings, establishmentId: 7, _persist: { version: -1, rehydrated: true } },
    },
  );
  store.dispatch(signInSucceeded(toSessionUser(identity.user)));
  return { store, serverSends: (event: string, payload: object) => handlers.get(event)?.(payload) };
}

const dashboardsAsked = (location: number) =>
  api.callsTo(routeOf('dashboardSummary')).filter((call) => call.query.get('location') === String(location));

afterEach(() => jest.useRealTimers());

describe('the API cache kept per establishment', () => {
  it('covers every query of an establishment the client makes', () => {
    expect(KEYED).toEqual(
      expect.arrayContaining(['listing', 'reviews', 'dashboardSummary', 'gameState', 'widgetState', 'reviewRequests', 'team']),
    );
  });

  it.each(KEYED)('%s asks for the establishment its arg names, never the one shown, with an entry for each', async (name) => {
    // An empty answer will do, whatever the route; a review's history takes its id in the path.
    (api.route as (route: string, answer: object, params: object) => void)(name, { body: {} }, { id: ARGS.id });
    const { store } = appShowing7();
    const query = queryNamed(name);

    await store.dispatch(query.initiate({ ...ARGS, location: 5 }));
    await store.dispatch(query.initiate({ ...ARGS, location: 9 }));
    // None chosen: the server takes the only one.
    await store.dispatch(query.initiate({ ...ARGS, location: null }));

    expect(api.calls.map((call) => call.query.getAll('location'))).toEqual([['5'], ['9'], []]);
    expect([5, 9, null].map((location) => query.select({ ...ARGS, location })(store.getState()).data)).toEqual([{}, {}, {}]);
    store.dispatch(signedOut());
  });

  it(`keeps an establishment's answers ${ESTABLISHMENT_CACHE_SECONDS} s once no screen shows them`, async () => {
    api.route('dashboardSummary', { body: anEmptyDashboardSummary() });
    const { store } = appShowing7();
    const arg = { period: '30d' as const, location: 8 };
    const shown = store.dispatch(dashboardApi.endpoints.dashboardSummary.initiate(arg));
    await shown;
    jest.useFakeTimers();
    shown.unsubscribe();

    jest.advanceTimersByTime((ESTABLISHMENT_CACHE_SECONDS - 1) * 1000);
    expect(dashboardApi.endpoints.dashboardSummary.select(arg)(store.getState()).data).toEqual(anEmptyDashboardSummary());
    jest.advanceTimersByTime(2000);
    expect(dashboardApi.endpoints.dashboardSummary.select(arg)(store.getState()).status).toBe('uninitialized');
    store.dispatch(signedOut());
  });

  it("a mutation makes its establishment's entries stale, and keeps the others'", async () => {
    api.route('dashboardSummary', { body: anEmptyDashboardSummary() });
    api.route('markReviewRead', { status: 204 } as never, { id: 42 });
    const { store } = appShowing7();
    const of = (location: number) => dashboardApi.endpoints.dashboardSummary.select({ period: '30d', location })(store.getState());
    const shown = store.dispatch(dashboardApi.endpoints.dashboardSummary.initiate({ period: '30d', location: 7 }));
    const kept = store.dispatch(dashboardApi.endpoints.dashboardSummary.initiate({ period: '30d', location: 8 }));
    await Promise.all([shown, kept]);
    kept.unsubscribe();

    await store.dispatch(reviewsApi.endpoints.markReviewRead.initiate({ id: 42, location: 7 }));

    await waitFor(() => expect(dashboardsAsked(7)).toHaveLength(2));
    expect(dashboardsAsked(8)).toHaveLength(1);
    expect(of(8).data).toEqual(anEmptyDashboardSummary());
    shown.unsubscribe();
    store.dispatch(signedOut());
  });

  it("a server event about one establishment drops its kept answers, and leaves the shown one's", async () => {
    api.route('dashboardSummary', { body: anEmptyDashboardSummary() });
    const { store, serverSends } = appShowing7();
    const of = (location: number) => dashboardApi.endpoints.dashboardSummary.select({ period: '30d', location })(store.getState());
    const shown = store.dispatch(dashboardApi.endpoints.dashboardSummary.initiate({ period: '30d', location: 7 }));
    const kept = store.dispatch(dashboardApi.endpoints.dashboardSummary.initiate({ period: '30d', location: 8 }));
    await Promise.all([shown, kept]);
    kept.unsubscribe();

    serverSends('reviewUpdated', { reviewId: 42, locationId: 8 });
    await waitFor(() => expect(of(8).status).toBe('uninitialized'));
    expect(of(7).data).toEqual(anEmptyDashboardSummary());
    expect(dashboardsAsked(7)).toHaveLength(1);

    serverSends('reviewUpdated', { reviewId: 43, locationId: 7 });
    await waitFor(() => expect(dashboardsAsked(7)).toHaveLength(2));
    shown.unsubscribe();
    store.dispatch(signedOut());
  });
});
