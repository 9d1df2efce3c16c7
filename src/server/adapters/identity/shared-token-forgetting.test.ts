import type { FastifyInstance } from 'fastify';
import { buildTestApp, TEST_APP_START_MS } from '../../test-helpers';
import { createAccount, disableAccount, injectAs } from '../../test-emulator';
import { engineUrl } from '../../test-engines';
import { describeWith } from '../../test-skips';

/**
 * Two instances on one Redis, each with its token cache on (60 s): an account's tokens forgotten by one
 * (e-mail change, deletion) are forgotten by the other too. Runs when REDIS_URL is set; fails without it
 * when Redis is required (CI).
 */
const redisUrl = engineUrl('redis');

/** Polls until `check` holds, for at most 10 s. */
async function eventually(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeWith(['redis'], 'forgetting cached tokens on every instance', () => {
  const started: FastifyInstance[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    const config = { REDIS_URL: redisUrl!, TOKEN_CACHE_SECONDS: '60' };
    // One after the other, and each closed even when the other did not start: two apps started at once on a
    // loaded machine passed the plugins' start timeout, and the one left open kept Jest from exiting.
    for (let count = 0; count < 2; count++) started.push(await buildTestApp(config));
    [a, b] = started;
  }, 2 * TEST_APP_START_MS);
  afterAll(async () => {
    await Promise.all(started.map((app) => app.close()));
  });

  it("drops an account's tokens on the other instance when one forgets them", async () => {
    const owner = await createAccount();
    // Each instance has its own in-memory database here: the profile exists on both.
    for (const app of [a, b]) {
      expect((await injectAs(app, owner, { method: 'POST', url: '/api/users/private', payload: {} })).statusCode).toBe(201);
    }
    const meOn = async (app: FastifyInstance) => (await injectAs(app, owner, { method: 'GET', url: '/api/users/private/me' })).statusCode;
    expect(await meOn(b)).toBe(200);

    // Disabled at the provider: B still trusts its cached verification…
    await disableAccount(owner.uid);
    expect(await meOn(b)).toBe(200);
    // …until A forgets the account, as its e-mail change or deletion does.
    await a.verifiedTokens.forget(owner.uid);
    await eventually(async () => (await meOn(b)) === 403, 'B refuses the disabled account');
  });
});
