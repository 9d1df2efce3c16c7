import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test-helpers';
import { disableAccount, signUpOwner } from '../../test-emulator';
import type { VerifiedIdentity } from './identity-provider';
import { createVerifiedTokenCache } from './verified-token-cache';

const identityOf = (uid: string, expiresAt: number): VerifiedIdentity => ({
  uid,
  expiresAt: new Date(expiresAt),
  email: `${uid}@example.fr`,
  emailVerified: true,
  displayName: null,
  pictureUrl: null,
});

describe('the verified token cache', () => {
  let clock = 1_000_000;
  const now = () => clock;
  /** A provider whose tokens are `uid:expiresAt`, counting its calls. */
  const provider = () => {
    const calls: string[] = [];
    return {
      calls,
      verifyIdToken: async (token: string) => {
        calls.push(token);
        const [uid, expiresAt] = token.split(':');
        return identityOf(uid, Number(expiresAt));
      },
    };
  };

  it('asks the provider once per lifetime for the same token', async () => {
    const identity = provider();
    const cache = createVerifiedTokenCache(identity, { lifetimeMs: 60_000, now });
    const token = `anne:${clock + 3_600_000}`;
    await cache.verify(token);
    clock += 59_000;
    expect((await cache.verify(token)).uid).toBe('anne');
    expect(identity.calls).toHaveLength(1);
    clock += 2_000;
    await cache.verify(token);
    expect(identity.calls).toHaveLength(2);
  });

  it('never serves a token past its expiry, nor to a route that asks for a fresh check', async () => {
    const identity = provider();
    const cache = createVerifiedTokenCache(identity, { lifetimeMs: 60_000, now });
    const token = `bruno:${clock + 10_000}`;
    await cache.verify(token);
    clock += 11_000;
    await cache.verify(token);
    await cache.verify(token, { fresh: true });
    expect(identity.calls).toHaveLength(3);
  });

  it('forgets an account at once, keeps no token in clear and stays within its bound', async () => {
    const identity = provider();
    const cache = createVerifiedTokenCache(identity, { lifetimeMs: 60_000, maxEntries: 3, now });
    const tokens = ['a', 'b', 'c', 'd'].map((uid) => `${uid}:${clock + 3_600_000}`);
    for (const token of tokens) await cache.verify(token);
    expect(cache.size).toBe(3);
    // The oldest went first.
    await cache.verify(tokens[0]);
    expect(identity.calls.filter((call) => call === tokens[0])).toHaveLength(2);
    cache.forget('d');
    await cache.verify(tokens[3]);
    expect(identity.calls.filter((call) => call === tokens[3])).toHaveLength(2);
  });

  it('is off with a lifetime of 0', async () => {
    const identity = provider();
    const cache = createVerifiedTokenCache(identity, { lifetimeMs: 0, now });
    await cache.verify(`c:${clock + 3_600_000}`);
    await cache.verify(`c:${clock + 3_600_000}`);
    expect(identity.calls).toHaveLength(2);
    expect(cache.size).toBe(0);
  });
});

describe('the token cache in the server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ TOKEN_CACHE_SECONDS: '60' });
  });
  afterAll(() => app.close());

  it('lets a disabled account in for at most the cache lifetime, but never on payments, e-mail change or deletion', async () => {
    const owner = await signUpOwner(app);
    const get = (url: string) => app.inject({ method: 'GET', url, headers: owner.headers });
    expect((await get('/api/users/private/me')).statusCode).toBe(200);
    await disableAccount(owner.uid);
    // Within the stated bound (TOKEN_CACHE_SECONDS), the cached verification still stands.
    expect((await get('/api/users/private/me')).statusCode).toBe(200);
    expect((await get('/api/payments/private/manage-subscription?action=update')).json()).toMatchObject({
      statusCode: 403,
      code: 'ACCOUNT_DISABLED',
    });
    const email = await app.inject({
      method: 'PUT',
      url: '/api/users/private/update-email',
      headers: owner.headers,
      payload: { email: 'x@example.fr', otp: '123456' },
    });
    expect(email.json().code).toBe('ACCOUNT_DISABLED');
    const deletion = await app.inject({ method: 'DELETE', url: '/api/users/private', headers: owner.headers, payload: { otp: '123456' } });
    expect(deletion.json().code).toBe('ACCOUNT_DISABLED');
  });
});
