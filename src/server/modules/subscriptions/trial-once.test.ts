import type { FastifyInstance } from 'fastify';
import { subscriptions, trialAddresses } from '../../db/schema';
import { buildTestApp, testDatabases } from '../../test-helpers';
import { codeIn, injectAs, latestMailTo, signUpOwner, uniqueEmail } from '../../test-emulator';

describe.each(testDatabases())('the free trial, once per address for ever (%s)', (_engine, database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database.kind === 'postgres' ? { DATABASE_URL: database.url } : {});
  });
  afterAll(() => app.close());

  type Owner = Awaited<ReturnType<typeof signUpOwner>>;
  const call = (owner: Owner, method: 'GET' | 'POST', url: string) => injectAs(app, owner, { method, url });
  const eligible = async (owner: Owner) => (await call(owner, 'GET', '/api/subscriptions/private/trial/eligible')).json().isEligible;

  async function deleteAccount(owner: Owner) {
    const since = Date.now();
    expect((await call(owner, 'POST', '/api/users/private/delete-account/send-otp')).statusCode).toBe(200);
    const otp = codeIn(await latestMailTo(owner.email, since));
    expect((await injectAs(app, owner, { method: 'DELETE', url: '/api/users/private', payload: { otp } })).statusCode).toBe(204);
  }

  it('gives no second trial, nor free access, to a new account on an address whose account had it and was deleted', async () => {
    const email = uniqueEmail('trial-again');
    const first = await signUpOwner(app, email);
    expect((await call(first, 'POST', '/api/subscriptions/private/trial/activate')).statusCode).toBe(201);
    await deleteAccount(first);

    const again = await signUpOwner(app, email.toUpperCase());
    expect(await eligible(again)).toBe(false);
    const refused = await call(again, 'POST', '/api/subscriptions/private/trial/activate');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TRIAL_NOT_AVAILABLE' });
    // No subscription yet no longer means "the trial is still to take": the product routes ask for a plan.
    const gated = await call(again, 'GET', '/api/reviews/private');
    expect(gated.statusCode).toBe(402);
    expect(gated.json()).toMatchObject({ code: 'PREMIUM_REQUIRED' });
  });

  it('remembers an address that paid, and none that never subscribed', async () => {
    const paidEmail = uniqueEmail('paid-once');
    const paid = await signUpOwner(app, paidEmail);
    await app.database.db.insert(subscriptions).values({ userId: paid.user.id, status: 'CANCELLED', planPeriod: 'MONTHLY' });
    await deleteAccount(paid);
    expect(await eligible(await signUpOwner(app, paidEmail))).toBe(false);

    const browsingEmail = uniqueEmail('never-subscribed');
    await deleteAccount(await signUpOwner(app, browsingEmail));
    expect(await eligible(await signUpOwner(app, browsingEmail))).toBe(true);
  });

  it('keeps only a keyed hash of the address, never the address', async () => {
    const email = uniqueEmail('hashed');
    const owner = await signUpOwner(app, email);
    await call(owner, 'POST', '/api/subscriptions/private/trial/activate');
    await deleteAccount(owner);
    const hashes = (await app.database.db.select().from(trialAddresses)).map((row) => row.addressHash);
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });
});
