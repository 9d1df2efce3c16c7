import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test-helpers';

// The other tests always configure a secret; here none is: the route must then refuse every call, whatever it sends.
describe('the cron route with no CRON_SECRET configured', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ CRON_SECRET: '' });
  });
  afterAll(() => app.close());

  it.each([
    ['no header', {}],
    ['an empty header', { 'x-cron-secret': '' }],
    ['"null"', { 'x-cron-secret': 'null' }],
    ['"undefined"', { 'x-cron-secret': 'undefined' }],
    ['any secret', { 'x-cron-secret': 'cron-secret-cron-secret-cron-secret-42' }],
  ])('refuses a call with %s: 401 CRON_SECRET_INVALID', async (_case, headers: Record<string, string>) => {
    const answer = await app.inject({ method: 'POST', url: '/api/reviews/check-new-reviews', headers, payload: {} });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().code).toBe('CRON_SECRET_INVALID');
  });
});
