import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test-helpers';

describe('per-IP limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMITS: 'check-exist-ip=2/600,lookup-account=2/3600' });
  });
  afterAll(() => app.close());

  const checkExist = (remoteAddress: string) =>
    app.inject({ method: 'GET', url: '/api/users/check-exist?email=nobody%40example.fr', remoteAddress });
  const lookUp = (remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/reviews/resolve-original-url',
      payload: { url: 'https://maps.app.goo.gl/abc' },
      remoteAddress,
    });

  it('counts every address of one IPv6 /64 together, and another /64 apart', async () => {
    expect((await checkExist('2001:db8:1:2::1')).statusCode).toBe(404);
    expect((await checkExist('2001:db8:1:2:ffff::9')).statusCode).toBe(404);
    const third = await checkExist('2001:db8:1:2::3');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect((await checkExist('2001:db8:1:3::1')).statusCode).toBe(404);
  });

  it('counts anonymous listing lookups by /64 as well', async () => {
    expect((await lookUp('2001:db8:9:9::1')).statusCode).toBe(200);
    expect((await lookUp('2001:db8:9:9::2')).statusCode).toBe(200);
    const third = await lookUp('2001:db8:9:9::3');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'LOOKUP_LIMIT' });
  });
});
