import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test-helpers';
import { createAccount, injectAs, uniqueEmail } from '../../test-emulator';

describe('/api/users/private: referrals and the terms date', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  /** A profile made as the first sign-in makes it, terms not accepted yet. */
  const newOwner = async (email = uniqueEmail()) => {
    const account = await createAccount(email);
    const created = await injectAs(app, account, { method: 'POST', url: '/api/users/private', payload: {} });
    return { ...account, user: created.json() };
  };

  it('counts the accounts that signed up with the referral code, and only those', async () => {
    const referrer = await newOwner();
    const other = await newOwner();
    const referralsOf = async (owner: { idToken: string }) =>
      (await injectAs(app, owner, { method: 'GET', url: '/api/users/private/referrals' })).json();
    expect(await referralsOf(referrer)).toEqual({ referralId: referrer.user.referralId, referredCount: 0 });
    for (const code of [referrer.user.referralId, referrer.user.referralId.toLowerCase(), other.user.referralId, 'UNKNOWN1']) {
      const account = await createAccount();
      await injectAs(app, account, { method: 'POST', url: '/api/users/private', payload: { referredBy: code } });
    }
    expect(await referralsOf(referrer)).toEqual({ referralId: referrer.user.referralId, referredCount: 2 });
    expect((await referralsOf(other)).referredCount).toBe(1);
  });

  it('keeps the date the terms were first accepted', async () => {
    const owner = await newOwner();
    expect(owner.user.termsAcceptedAt).toBeNull();
    const accept = () =>
      injectAs(app, owner, { method: 'PUT', url: '/api/users/private/update-info', payload: { hasAcceptedTerms: true } });
    const before = Date.now();
    const first = (await accept()).json().termsAcceptedAt as string;
    expect(Date.parse(first)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(first)).toBeLessThanOrEqual(Date.now());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await accept()).json().termsAcceptedAt).toBe(first);
    // Other changes leave it alone, and the profile reads it back.
    const other = await injectAs(app, owner, {
      method: 'PUT',
      url: '/api/users/private/notifications',
      payload: { newReviewMail: false },
    });
    expect(other.statusCode).toBe(200);
    expect((await injectAs(app, owner, { method: 'GET', url: '/api/users/private/me' })).json().termsAcceptedAt).toBe(first);
    // Refusing is not a way to reset it.
    const refused = await injectAs(app, owner, {
      method: 'PUT',
      url: '/api/users/private/update-info',
      payload: { hasAcceptedTerms: false },
    });
    expect(refused.statusCode).toBe(400);
  });
});
