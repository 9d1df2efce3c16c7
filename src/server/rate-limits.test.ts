import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { validOnboarding } from '../shared/validation/onboarding-examples';
import { DEFAULT_AI_SETTINGS } from './modules/ai/default-settings';
import { RATE_LIMIT_DEFAULTS, type RateLimitName } from './config';
import { buildTestApp } from './test-helpers';
import { codeIn, injectAs, latestMailTo, signUpOwner, uniqueEmail } from './test-emulator';

/** Every limit allows this many requests here, so the next one is refused. */
const MAX = 2;

type Owner = Awaited<ReturnType<typeof signUpOwner>>;
/** One request that counts against the limit, as a client sends it; `owner` is a fresh owner for the limits counted per account. */
type Hit = (app: FastifyInstance, owner: Owner) => Promise<LightMyRequestResponse>;

/** How each limit is seen refusing a request: hit here through the API, or by the suite named, which must mention it. */
type LimitTest = { hit: Hit; code: string } | { testedIn: string; mentions: string };

const unknownGame = 'aaaaaaaaaaaaaaaa';
let networks = 0;
const nextNetwork = () => `198.51.${++networks}.7`;

const twoFactorTokens = new Map<string, string>();

/** The owner's `2faToken`, asked once (a second code within a minute would be refused): the code mailed to them, traded for the token. */
async function twoFactorTokenOf(app: FastifyInstance, owner: Owner) {
  const known = twoFactorTokens.get(owner.uid);
  if (known) return known;
  const since = Date.now();
  await injectAs(app, owner, { method: 'POST', url: '/api/users/private/2fa/send-otp' });
  const otp = codeIn(await latestMailTo(owner.email, since));
  const verified = await injectAs(app, owner, { method: 'POST', url: '/api/users/private/2fa/verify-otp', payload: { otp } });
  twoFactorTokens.set(owner.uid, verified.json().twoFactorToken);
  return verified.json().twoFactorToken as string;
}

/**
 * Every limit of RATE_LIMIT_DEFAULTS and how a test sees it refuse a request. A limit added to the
 * catalogue without an entry here fails the walk below with its name.
 */
// Partial: a new limit fails this suite with its name rather than everyone's typecheck.
const LIMIT_TESTS: Partial<Record<RateLimitName, LimitTest>> = {
  'sign-in-ip': { testedIn: 'modules/auth/routes.test.ts', mentions: 'sign-in-ip=' },
  'verify-ip': {
    code: 'TOO_MANY_REQUESTS',
    hit: (app) => app.inject({ method: 'POST', url: '/api/users/auth/verify-otp', payload: { email: uniqueEmail('code'), otp: '000000' } }),
  },
  'verify-address': { testedIn: 'modules/auth/routes.test.ts', mentions: 'verify-address=' },
  'mail-address': { testedIn: 'modules/auth/routes.test.ts', mentions: 'ADDRESS_LIMIT' },
  'mail-address-total': {
    code: 'ADDRESS_LIMIT',
    // Each code asked from another network: only the address's total across networks can refuse it.
    hit: (app, owner) =>
      app.inject({ method: 'POST', url: '/api/users/auth/send-otp', payload: { email: owner.email }, remoteAddress: nextNetwork() }),
  },
  'check-exist-ip': { testedIn: 'plugins/limits.test.ts', mentions: 'check-exist-ip=' },
  'contact-ip': { testedIn: 'modules/users/routes.test.ts', mentions: '/api/users/contact-us' },
  'two-factor-account': { testedIn: 'modules/users/routes.test.ts', mentions: 'two-factor-account=' },
  'email-change-account': {
    code: 'TOO_MANY_REQUESTS',
    hit: async (app, owner) => {
      const twoFactorToken = await twoFactorTokenOf(app, owner);
      return injectAs(app, owner, {
        method: 'PUT',
        url: '/api/users/private/update-email',
        headers: { '2faToken': twoFactorToken },
        payload: { email: uniqueEmail('nouvelle'), otp: '000000' },
      });
    },
  },
  'lookup-account': { testedIn: 'plugins/limits.test.ts', mentions: 'lookup-account=' },
  'upload-account': { testedIn: 'modules/users/routes.test.ts', mentions: 'upload-account=' },
  'ai-preview-account': {
    code: 'TOO_MANY_REQUESTS',
    hit: (app, owner) =>
      injectAs(app, owner, {
        method: 'POST',
        url: '/api/reviews/private/ai-settings/preview',
        payload: { settings: DEFAULT_AI_SETTINGS, review: { authorName: 'Léa B.', reviewRate: 5, reviewContent: 'Super accueil !' } },
      }),
  },
  'export-account': { testedIn: 'modules/users/account-export.test.ts', mentions: 'export-account=' },
  'report-account': {
    code: 'TOO_MANY_REQUESTS',
    hit: (app, owner) => injectAs(app, owner, { method: 'GET', url: '/api/dashboards/private/report?month=2000-01' }),
  },
  'evidence-account': {
    code: 'TOO_MANY_REQUESTS',
    hit: (app, owner) => injectAs(app, owner, { method: 'GET', url: '/api/reviews/private/evidence?ids=1&format=csv' }),
  },
  'deletion-account': { testedIn: 'modules/users/account-deletion.test.ts', mentions: 'deletion-account=' },
  'game-play-ip': {
    code: 'TOO_MANY_REQUESTS',
    hit: (app) => app.inject({ method: 'POST', url: `/api/game/public/${unknownGame}/play`, payload: {} }),
  },
  'game-public-ip': {
    code: 'TOO_MANY_REQUESTS',
    hit: (app) => app.inject({ method: 'GET', url: `/api/game/public/${unknownGame}` }),
  },
  'review-requests-listing': {
    code: 'TOO_MANY_REQUESTS',
    // Sending needs a started trial; its activation answers 409 after the first, which changes nothing.
    hit: async (app, owner) => {
      await injectAs(app, owner, { method: 'POST', url: '/api/subscriptions/private/trial/activate' });
      return injectAs(app, owner, {
        method: 'POST',
        url: '/api/reviews/private/requests',
        payload: { contacts: [{ name: 'Client', email: 'pas-une-adresse' }], channel: 'email', basis: 'customer' },
      });
    },
  },
  'review-requests-preview': {
    code: 'TOO_MANY_REQUESTS',
    hit: (app, owner) =>
      injectAs(app, owner, {
        method: 'POST',
        url: '/api/reviews/private/requests/import/preview',
        payload: { csv: 'Nom;E-mail\nAnne;anne@example.fr\n', channel: 'email', basis: 'customer' },
      }),
  },
  'review-request-hook-ip': {
    code: 'TOO_MANY_REQUESTS',
    hit: (app) =>
      app.inject({
        method: 'POST',
        url: '/api/reviews/requests/hook/not-a-listing-secret',
        payload: { contacts: [{ name: 'Client', email: 'client@example.fr' }], channel: 'email', basis: 'customer' },
      }),
  },
  'review-link-ip': {
    code: 'TOO_MANY_REQUESTS',
    hit: (app) => app.inject({ method: 'GET', url: '/r/unknown-link' }),
  },
  'widget-ip': {
    code: 'TOO_MANY_REQUESTS',
    hit: (app) => app.inject({ method: 'GET', url: '/widget/data/unknown-widget-id.json' }),
  },
};

const names = Object.keys(RATE_LIMIT_DEFAULTS) as RateLimitName[];
const hitHere = names.filter((name) => LIMIT_TESTS[name] && 'hit' in LIMIT_TESTS[name]);

describe('the request limits', () => {
  it.each(names)('%s has a test that sees it refuse a request', (name) => {
    const entry = LIMIT_TESTS[name] as LimitTest | undefined;
    if (!entry)
      throw new Error(`The limit "${name}" has no entry in LIMIT_TESTS (rate-limits.test.ts): add a test that hits it through the API`);
    if ('testedIn' in entry) {
      const file = path.join(__dirname, entry.testedIn);
      expect(existsSync(file) && readFileSync(file, 'utf8').includes(entry.mentions)).toBe(true);
    }
  });

  describe('hit through the API, each allowing 2 requests', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp({ RATE_LIMITS: hitHere.map((name) => `${name}=${MAX}/3600`).join(',') });
    });
    afterAll(() => app.close());

    it.each(hitHere)('%s answers 429 with its code once over the limit', async (name) => {
      const { hit, code } = LIMIT_TESTS[name] as { hit: Hit; code: string };
      const owner = await signUpOwner(app);
      await injectAs(app, owner, { method: 'POST', url: '/api/users/private/onboarding', payload: validOnboarding });
      for (let request = 0; request < MAX; request += 1) expect((await hit(app, owner)).statusCode).not.toBe(429);
      const refused = await hit(app, owner);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code, retryAfterSeconds: expect.any(Number) });
    });
  });
});
