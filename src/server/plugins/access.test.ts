import type { FastifyInstance } from 'fastify';
import { io } from 'socket.io-client';
import { validOnboarding } from '../../shared/validation/onboarding-examples';
import { buildTestApp } from '../test-helpers';
import { createAccount, disableAccount, signUpOwner } from '../test-emulator';

/** An owner who finished the setup (demo listing, not yet synchronised). */
async function setUpOwner(app: FastifyInstance) {
  const owner = await signUpOwner(app);
  const onboarded = await app.inject({
    method: 'POST',
    url: '/api/users/private/onboarding',
    headers: owner.headers,
    payload: validOnboarding,
  });
  expect(onboarded.statusCode).toBe(200);
  return owner;
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

  it('answers 402 PREMIUM_REQUIRED on product routes once the trial is over, while setup routes stay open', async () => {
    const owner = await setUpOwner(app);
    expect(
      (await app.inject({ method: 'POST', url: '/api/subscriptions/private/trial/activate', headers: owner.headers })).statusCode,
    ).toBe(201);
    for (const [method, url] of [
      ['GET', '/api/reviews/private'],
      ['PATCH', '/api/reviews/private/1/read'],
      ['POST', '/api/reviews/private/1/reply/generate'],
      ['PUT', '/api/reviews/private/1/reply'],
      ['GET', '/api/reviews/private/ai-settings'],
      ['PUT', '/api/reviews/private/ai-settings'],
      ['POST', '/api/reviews/private/ai-settings/preview'],
      ['GET', '/api/reviews/private/reply-queue'],
      ['POST', '/api/reviews/private/reply-queue/1/approve'],
      ['DELETE', '/api/reviews/private/reply-queue/1'],
      ['GET', '/api/dashboards/private/summary'],
      ['GET', '/api/game/private/settings'],
      ['PUT', '/api/game/private/settings'],
      ['GET', '/api/game/private/stats'],
      ['GET', '/api/game/private/coupons'],
      ['POST', '/api/game/private/coupons/ABCD-EFGH-JKMN/redeem'],
    ] as const) {
      const refused = await app.inject({ method, url, headers: owner.headers });
      expect({ url, status: refused.statusCode, code: refused.json().code }).toEqual({ url, status: 402, code: 'PREMIUM_REQUIRED' });
    }
    expect((await app.inject({ method: 'GET', url: '/api/reviews/private/location', headers: owner.headers })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'PATCH', url: '/api/reviews/private/init-synchronization', headers: owner.headers })).statusCode,
    ).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/users/private/me', headers: owner.headers })).statusCode).toBe(200);
  });

  it('keeps 403 for a disabled account only', async () => {
    const owner = await setUpOwner(app);
    await disableAccount(owner.uid);
    const refused = await app.inject({ method: 'GET', url: '/api/reviews/private', headers: owner.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_DISABLED');
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
