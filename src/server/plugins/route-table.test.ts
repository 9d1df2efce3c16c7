import Fastify, { type FastifyInstance } from 'fastify';
import { API_ROUTES, pathOf } from '../../shared/api/routes';
import { buildTestApp } from '../test-helpers';
import { routeTable } from './route-table';
import { route } from './route';

type OpenApiOperation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** Whether an operation documents at least one successful answer, and a JSON schema for each one but a 204. */
function documentsEverySuccess(operation: OpenApiOperation): boolean {
  const successes = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('2'));
  const described = successes.filter(([status, answer]) => status === '204' || answer.content?.['application/json']?.schema);
  return successes.length > 0 && described.length === successes.length;
}

/** A bare server with only the route table, and one route answering `answer`. */
async function serverAnswering(method: 'GET' | 'PUT', url: string, answer: unknown, checkAnswers: boolean) {
  const server = Fastify();
  await server.register(routeTable, { checkAnswers });
  server.route({ method, url, handler: async () => answer });
  return server;
}

describe('route table', () => {
  let app: FastifyInstance;
  let document: OpenApiDocument;
  beforeAll(async () => {
    app = await buildTestApp();
    document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => app.close());

  it('names exactly the routes the server has', () => {
    const served = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map(
        (method) =>
          `${method.toUpperCase()} ${path
            .replace(/^\/api/, '')
            .replace(/\{(\w+)\}/g, ':$1')
            .replace(/\/$/, '')}`,
      ),
    );
    const listed = Object.values(API_ROUTES).map((route) => `${route.method} ${route.path}`);
    expect([...served].sort()).toEqual([...listed].sort());
  });

  it('documents a schema for every successful answer', () => {
    const undocumented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !documentsEverySuccess(operation))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undocumented).toEqual([]);
  });

  it('stops the server at start-up when a route is not in the table', async () => {
    await expect(serverAnswering('GET', '/api/users/private/secret', {}, false)).rejects.toThrow(
      'GET /users/private/secret is not in the route table',
    );
  });

  it('stops the server at start-up when a customer link under /r is not in the links table', async () => {
    await expect(serverAnswering('GET', '/r/unsubscribe/:token/again', {}, false)).rejects.toThrow(
      'GET /r/unsubscribe/:token/again is not in the links table',
    );
  });

  it('stops the app at start-up when an API route is registered by hand rather than from the table', async () => {
    const server = Fastify();
    await server.register(routeTable, { checkAnswers: false, fromTableOnly: true });
    const byHand = async () => server.route({ method: 'GET', url: '/api/users/private/notifications', handler: async () => ({}) });
    await expect(byHand()).rejects.toThrow(
      "GET /users/private/notifications is registered by hand: register it from the route table, route(app, 'notificationPreferences', handler)",
    );
    await server.close();
  });

  it('registers a route from the table under its plugin’s prefix, and refuses a prefix its path is not under', async () => {
    const server = Fastify();
    await server.register(routeTable, { checkAnswers: false, fromTableOnly: true });
    await server.register(async (users) => route(users, 'notificationPreferences', async () => ({ newReviewMail: true })), {
      prefix: '/api/users/private',
    });
    const answer = await server.inject({ method: 'GET', url: '/api/users/private/notifications' });
    expect(answer.json()).toEqual({ newReviewMail: true });
    await server.close();

    const misplaced = async () => {
      const other = Fastify();
      await other.register(async (reviews) => route(reviews, 'me', async () => ({})), { prefix: '/api/reviews/private' });
    };
    await expect(misplaced()).rejects.toThrow("me: the route table's path /users/private/me is not under the prefix /api/reviews/private");
  });

  it('serialises an answer with its schema: what the schema does not name never leaves the server', async () => {
    const server = await serverAnswering('GET', '/api/users/private/notifications', { newReviewMail: true, providerUid: 'uid-1' }, false);
    const answer = await server.inject({ method: 'GET', url: '/api/users/private/notifications' });
    expect(answer.json()).toEqual({ newReviewMail: true });
    await server.close();
  });

  it('fails an answer outside its schema where answers are checked (tests, development)', async () => {
    const server = await serverAnswering('PUT', '/api/users/private/notifications', { newReviewMail: 'yes' }, true);
    const answer = await server.inject({ method: 'PUT', url: '/api/users/private/notifications' });
    expect(answer.statusCode).toBe(500);
    await server.close();
  });

  it('builds URLs with their parameters encoded', () => {
    expect(pathOf('me')).toBe('/users/private/me');
    expect(pathOf('markReviewRead', { id: 42 })).toBe('/reviews/private/42/read');
    expect(pathOf('redeemCoupon', { code: 'AB/12 ?' })).toBe('/game/private/coupons/AB%2F12%20%3F/redeem');
  });
});
