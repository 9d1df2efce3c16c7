import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test-helpers';
import { createAccount, createUnverifiedAccount, injectAs } from '../../test-emulator';

describe('a profile needs a verified address', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const createProfile = (owner: { idToken: string }) => injectAs(app, owner, { method: 'POST', url: '/api/users/private', payload: {} });

  it("refuses an identity whose address nobody proved (Firebase's own sign-up), and creates nothing", async () => {
    const squatter = await createUnverifiedAccount();
    const refused = await createProfile(squatter);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(
      (await app.inject({ method: 'GET', url: `/api/users/check-exist?email=${encodeURIComponent(squatter.email)}` })).statusCode,
    ).toBe(404);
  });

  it('creates the profile of a verified address', async () => {
    const owner = await createAccount();
    const created = await createProfile(owner);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: owner.email, isEmailVerified: true });
  });
});
