import type { FastifyInstance } from 'fastify';
import { io } from 'socket.io-client';
import { buildTestApp } from '../test-helpers';
import { createAccount, disableAccount, setUpOwner, signUpOwner } from '../test-emulator';
import { documentedPrivateRoutes, privateRouteGroups, type GroupFlags, type RouteKey } from './test-route-groups';

/**
 * Where the premium gate stands, by path prefix (the longest that matches wins): the product's
 * routes (reviews, AI, dashboard, game management) ask for it; the account, the setup (the
 * listing's location and first synchronisation) and the subscription itself do not. A private
 * route under none of these prefixes fails the walk below until it is placed here.
 */
const PREMIUM_BY_PREFIX: [prefix: string, premium: boolean][] = [
  ['/api/users/private', false],
  ['/api/reviews/private', true],
  ['/api/reviews/private.csv', true],
  ['/api/reviews/private/location', false],
  ['/api/reviews/private/init-synchronization', false],
  ['/api/dashboards/private', true],
  ['/api/game/private', true],
  ['/api/widgets/private', true],
  ['/api/subscriptions/private', false],
  ['/api/payments/private', false],
  // Who the user is and where: read with or without a plan (the screens that pay are behind it).
  ['/api/organizations/private', false],
  ['/api/locations/private', false],
  // An establishment's Google profile is a product's screen: behind the plan as the dashboard.
  ['/api/locations/private/{id}/hours', true],
  ['/api/locations/private/{id}/posts', true],
  ['/api/locations/private/{id}/photos', true],
  ['/api/locations/private/{id}/sources', true],
  // The team: inviting has its own rule (a paid plan, PLAN_REQUIRED), and the list is the owner's to see always.
  ['/api/members/private', false],
  // Groups of establishments arrange the organisation as its establishments' list does: no plan needed.
  ['/api/groups/private', false],
];

function premiumExpected(route: RouteKey): boolean {
  const path = route.split(' ')[1];
  const matches = PREMIUM_BY_PREFIX.filter(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  if (!matches.length) throw new Error(`${route}: no entry of PREMIUM_BY_PREFIX says whether the premium gate applies`);
  return matches.reduce((longest, match) => (match[0].length > longest[0].length ? match : longest))[1];
}

/** Every private route of the OpenAPI document with its group's flags; a route in no group of PRIVATE_ROUTES fails. */
async function walkPrivateRoutes(app: FastifyInstance): Promise<[RouteKey, GroupFlags][]> {
  const groups = await privateRouteGroups(app);
  const documented = await documentedPrivateRoutes(app);
  expect(documented.length).toBeGreaterThanOrEqual(30);
  // Both lists hold the same routes: none undocumented, none outside the group table.
  expect([...documented].sort()).toEqual([...groups.keys()].sort());
  return documented.map((route) => [route, groups.get(route)!]);
}

/** Calls a route of the walk as the owner, with '1' for each path parameter and no body: every gate comes before validation. */
const callAs = (app: FastifyInstance, owner: { headers: Record<string, string> }, route: RouteKey) => {
  const [method, path] = route.split(' ');
  return app.inject({ method: method as 'GET', url: path.replace(/\{\w+\}/g, '1'), headers: owner.headers });
};

/** Calls a route of the walk as the owner; says whether the answer is the refusal `status` with `code`. */
async function refusedAs(app: FastifyInstance, owner: { headers: Record<string, string> }, route: RouteKey, status: number, code: string) {
  const answer = await callAs(app, owner, route);
  return answer.statusCode === status && answer.json().code === code;
}

describe('the premium gate on the server', () => {
  // A trial of 0 seconds is over as soon as it starts: the owner has used it and has no access.
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ TRIAL_DURATION_SECONDS: '0' });
  });
  afterAll(() => app.close());

  it('lets a trial-eligible owner read reviews, like the app does', async () => {
    const owner = await setUpOwner(app);
    expect((await app.inject({ method: 'GET', url: '/api/reviews/private', headers: owner.headers })).statusCode).toBe(200);
  });

  it('answers 402 PREMIUM_REQUIRED on every product route once the trial is over, and never on the others', async () => {
    const owner = await setUpOwner(app);
    expect(
      (await app.inject({ method: 'POST', url: '/api/subscriptions/private/trial/activate', headers: owner.headers })).statusCode,
    ).toBe(201);
    const answers = [];
    for (const [route] of await walkPrivateRoutes(app)) {
      answers.push({ route, refused: await refusedAs(app, owner, route, 402, 'PREMIUM_REQUIRED') });
    }
    expect(answers).toEqual(answers.map(({ route }) => ({ route, refused: premiumExpected(route) })));
    expect(answers.filter(({ refused }) => refused).length).toBeGreaterThanOrEqual(15);
  });

  it('answers 428 TERMS_NOT_ACCEPTED on every route until the terms are accepted, except in the groups marked beforeTerms', async () => {
    const owner = await signUpOwner(app, undefined, { acceptTerms: false });
    const routes = await walkPrivateRoutes(app);
    const answers = [];
    for (const [route] of routes) {
      answers.push({ route, refused: await refusedAs(app, owner, route, 428, 'TERMS_NOT_ACCEPTED') });
    }
    expect(answers).toEqual(routes.map(([route, flags]) => ({ route, refused: !flags.beforeTerms })));
  });

  it('keeps 403 for a disabled account only', async () => {
    const owner = await setUpOwner(app);
    await disableAccount(owner.uid);
    const refused = await app.inject({ method: 'GET', url: '/api/reviews/private', headers: owner.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_DISABLED');
  });
});

describe('the fresh-token flag', () => {
  // Tokens are cached for a minute, as in production: only the freshToken routes ask the identity service each time.
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ TOKEN_CACHE_SECONDS: '60' });
  });
  afterAll(() => app.close());

  it('refuses a disabled account at once on the freshToken routes (by their group or their own flag), on no other before the cache expires', async () => {
    // A fresh check drops the token from the cache, so each freshToken route is called by an owner of its own; the
    // others share one, whose token stays cached.
    const routes = await walkPrivateRoutes(app);
    const disabledOwner = async () => {
      const owner = await setUpOwner(app);
      await disableAccount(owner.uid);
      return owner;
    };
    const fresh = routes.filter(([, flags]) => flags.freshToken === true).map(([route]) => route);
    const others = routes.filter(([, flags]) => flags.freshToken !== true).map(([route]) => route);
    expect(fresh.length).toBeGreaterThan(0);
    const answers = [];
    for (const route of fresh) {
      answers.push({ route, refused: await refusedAs(app, await disabledOwner(), route, 403, 'ACCOUNT_DISABLED') });
    }
    // Made after the fresh checks, so its cached token is well within its minute.
    const shared = await disabledOwner();
    for (const route of others) answers.push({ route, refused: await refusedAs(app, shared, route, 403, 'ACCOUNT_DISABLED') });
    expect(answers).toEqual([...fresh.map((route) => ({ route, refused: true })), ...others.map((route) => ({ route, refused: false }))]);
  });
});

describe('an identity service outage', () => {
  it('answers 503 IDENTITY_UNAVAILABLE, not 401, so the app does not sign the owner out', async () => {
    const { idToken } = await createAccount();
    // Nothing listens on port 9: the identity service cannot be asked.
    const app = await buildTestApp({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/users/private/me', headers: { authorization: idToken } });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('IDENTITY_UNAVAILABLE');
    } finally {
      await app.close();
    }
  });
});

describe('realtime sockets', () => {
  it('close when a periodic check finds the account disabled', async () => {
    const app = await buildTestApp({ SOCKET_RECHECK_SECONDS: '1' });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      const owner = await signUpOwner(app);
      const socket = io(`http://127.0.0.1:${port}`, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        auth: { token: owner.idToken },
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      await disableAccount(owner.uid);
      expect(await closed).toBe('io server disconnect');
    } finally {
      await app.close();
    }
  });
});
