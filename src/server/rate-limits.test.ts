import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { validOnboarding } from '../shared/validation/onboarding-examples';
import { DEFAULT_AI_SETTINGS } from './modules/ai/default-settings';
import { RATE_LIMIT_DEFAULTS, type RateLimitName } from './config';
import { listings, mailSends } from './db/schema';
import { buildTestApp } from './test-helpers';
import { codeIn, injectAs, latestMailTo, signUpOwner, uniqueEmail } from './test-emulator';

/** Most limits allow this many requests here, so the next one is refused. */
const MAX = 2;

type Owner = Awaited<ReturnType<typeof signUpOwner>>;
/** Who sends a test's requests: a fresh owner (for the limits counted per account) and an address of its own (per IP). */
type Client = { owner: Owner; ip: string };
/** One request that counts against the limit, as a client sends it. */
type Hit = (app: FastifyInstance, client: Client) => Promise<LightMyRequestResponse>;

/**
 * How a limit is seen refusing a request through the API: the request, the code of its 429, and, when another
 * limit of the same route would refuse first at MAX, how many it allows (that other limit's test allows fewer).
 */
type LimitTest = { hit: Hit; code: string; allowed?: number };

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
 * A minute passes for the mails already sent to `address`: their last send moves a minute back, so the next one is
 * past the one-a-minute wait and only the limit's count can refuse it.
 */
async function aMinuteLaterFor(app: FastifyInstance, address: string, purpose: string) {
  await app.database.db
    .update(mailSends)
    .set({ lastSentAt: sql`${mailSends.lastSentAt} - interval '61 seconds'` })
    .where(and(eq(mailSends.address, address), eq(mailSends.purpose, purpose)));
}

const signInCode = (app: FastifyInstance, email: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/users/auth/send-otp', payload: { email }, remoteAddress });

/**
 * Every limit of RATE_LIMIT_DEFAULTS and the request that sees it refuse, through the API. A limit added to the
 * catalogue without an entry here fails the walk below with its name.
 */
// Partial: a new limit fails this suite with its name rather than everyone's typecheck.
const LIMIT_TESTS: Partial<Record<RateLimitName, LimitTest>> = {
  'sign-in-ip': {
    code: 'TOO_MANY_REQUESTS',
    // One more than mail-address, whose test asks three codes from one address.
    allowed: 3,
    hit: (app, { ip }) => signInCode(app, uniqueEmail('connexion'), ip),
  },
  'verify-ip': {
    code: 'TOO_MANY_REQUESTS',
    // One more than verify-address, whose test tries three codes from one address.
    allowed: 3,
    hit: (app, { ip }) =>
      app.inject({
        method: 'POST',
        url: '/api/users/auth/verify-otp',
        payload: { email: uniqueEmail('code'), otp: '000000' },
        remoteAddress: ip,
      }),
  },
  'verify-address': {
    code: 'ADDRESS_LIMIT',
    hit: (app, { owner, ip }) =>
      app.inject({ method: 'POST', url: '/api/users/auth/verify-otp', payload: { email: owner.email, otp: '000000' }, remoteAddress: ip }),
  },
  'mail-address': {
    code: 'ADDRESS_LIMIT',
    hit: async (app, { owner, ip }) => {
      await aMinuteLaterFor(app, owner.email, `sign-in-code ${ip}`);
      return signInCode(app, owner.email, ip);
    },
  },
  'mail-address-total': {
    code: 'ADDRESS_LIMIT',
    // One more than mail-address, whose test sends three codes to one address.
    allowed: 3,
    // Each code asked from another network: only the address's total across networks can refuse it.
    hit: (app, { owner }) => signInCode(app, owner.email, nextNetwork()),
  },
  'check-exist-ip': {
    code: 'TOO_MANY_REQUESTS',
    hit: (app, { ip }) => app.inject({ method: 'GET', url: `/api/users/check-exist?email=${uniqueEmail('existe')}`, remoteAddress: ip }),
  },
  'contact-ip': {
    code: 'TOO_MANY_REQUESTS',
    hit: (app, { ip }) =>
      app.inject({
        method: 'POST',
        url: '/api/users/contact-us',
        payload: {
          name: 'Léa Martin',
          email: uniqueEmail('contact'),
          subject: 'Question',
          message: 'Bonjour, comment répondre aux avis ?',
        },
        remoteAddress: ip,
      }),
  },
  'two-factor-account': {
    code: 'TOO_MANY_REQUESTS',
    hit: (app, { owner }) => injectAs(app, owner, { method: 'POST', url: '/api/users/private/2fa/verify-otp', payload: { otp: '000000' } }),
  },
  'email-change-account': {
    code: 'TOO_MANY_REQUESTS',
    hit: async (app, { owner }) => {
      const twoFactorToken = await twoFactorTokenOf(app, owner);
      return injectAs(app, owner, {
        method: 'PUT',
        url: '/api/users/private/update-email',
        headers: { '2faToken': twoFactorToken },
        payload: { email: uniqueEmail('nouvelle'), otp: '000000' },
      });
    },
  },
  'lookup-account': {
    code: 'LOOKUP_LIMIT',
    // Without an account, counted by the client's network (the owner's setup already spent one of their lookups).
    hit: (app, { ip }) =>
      app.inject({
        method: 'POST',
        url: '/api/reviews/resolve-original-url',
        payload: { url: 'https://maps.app.goo.gl/Limit42' },
        remoteAddress: ip,
      }),
  },
  'upload-account': {
    code: 'TOO_MANY_REQUESTS',
    // Counted before the body is read: a request that is not a picture (415) spends an upload too.
    hit: (app, { owner }) => injectAs(app, owner, { method: 'POST', url: '/api/users/private/upload-picture', payload: {} }),
  },
  'ai-preview-account': {
    code: 'TOO_MANY_REQUESTS',
    hit: (app, { owner }) =>
      injectAs(app, owner, {
        method: 'POST',
        url: '/api/reviews/private/ai-settings/preview',
        payload: { settings: DEFAULT_AI_SETTINGS, review: { authorName: 'Léa B.', reviewRate: 5, reviewContent: 'Super accueil !' } },
      }),
  },
  'export-account': {
    code: 'TOO_MANY_REQUESTS',
    hit: (app, { owner }) => injectAs(app, owner, { method: 'GET', url: '/api/users/private/export' }),
  },
  'report-account': {
    code: 'TOO_MANY_REQUESTS',
    hit: (app, { owner }) => injectAs(app, owner, { method: 'GET', url: '/api/dashboards/private/report?month=2000-01' }),
  },
  'evidence-account': {
    code: 'TOO_MANY_REQUESTS',
    hit: (app, { owner }) => injectAs(app, owner, { method: 'GET', url: '/api/reviews/private/evidence?ids=1&format=csv' }),
  },
  'reviews-export-account': {
    code: 'TOO_MANY_REQUESTS',
    hit: (app, { owner }) => injectAs(app, owner, { method: 'GET', url: '/api/reviews/private.csv' }),
  },
  'deletion-account': {
    code: 'TOO_MANY_REQUESTS',
    // A wrong code: asking for codes instead would meet the one-a-minute wait first.
    hit: (app, { owner }) => injectAs(app, owner, { method: 'DELETE', url: '/api/users/private', payload: { otp: '000000' } }),
  },
  'company-email-account': {
    code: 'TOO_MANY_REQUESTS',
    // A wrong code: asking for codes instead would meet the one-a-minute wait first.
    hit: (app, { owner }) =>
      injectAs(app, owner, { method: 'POST', url: '/api/users/private/company-information/email/verify-otp', payload: { otp: '000000' } }),
  },
  'game-play-ip': {
    code: 'TOO_MANY_REQUESTS',
    hit: (app, { ip }) => app.inject({ method: 'POST', url: `/api/game/public/${unknownGame}/play`, payload: {}, remoteAddress: ip }),
  },
  'game-public-ip': {
    code: 'TOO_MANY_REQUESTS',
    hit: (app, { ip }) => app.inject({ method: 'GET', url: `/api/game/public/${unknownGame}`, remoteAddress: ip }),
  },
  'review-requests-listing': {
    code: 'TOO_MANY_REQUESTS',
    // Sending needs a started trial; its activation answers 409 after the first, which changes nothing.
    hit: async (app, { owner }) => {
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
    hit: (app, { owner }) =>
      injectAs(app, owner, {
        method: 'POST',
        url: '/api/reviews/private/requests/import/preview',
        payload: { csv: 'Nom;E-mail\nAnne;anne@example.fr\n', channel: 'email', basis: 'customer' },
      }),
  },
  'review-request-hook-ip': {
    code: 'TOO_MANY_REQUESTS',
    hit: (app, { ip }) =>
      app.inject({
        method: 'POST',
        url: '/api/reviews/requests/hook/not-a-listing-secret',
        payload: { contacts: [{ name: 'Client', email: 'client@example.fr' }], channel: 'email', basis: 'customer' },
        remoteAddress: ip,
      }),
  },
  'review-link-ip': {
    code: 'TOO_MANY_REQUESTS',
    hit: (app, { ip }) => app.inject({ method: 'GET', url: '/r/unknown-link', remoteAddress: ip }),
  },
  'google-profile-listing': {
    code: 'TOO_MANY_REQUESTS',
    // Counted before the establishment's Google connection is read: this one has none, so each edit answers 409.
    hit: async (app, { owner }) => {
      const [listing] = await app.database.db.select().from(listings).where(eq(listings.userId, owner.user.id));
      return injectAs(app, owner, {
        method: 'DELETE',
        url: `/api/locations/private/${listing.id}/posts/demo-post-1?location=${listing.id}`,
      });
    },
  },
  'widget-ip': {
    code: 'TOO_MANY_REQUESTS',
    hit: (app, { ip }) => app.inject({ method: 'GET', url: '/widget/data/unknown-widget-id.json', remoteAddress: ip }),
  },
  // Wrong proofs for a connection that does not exist: each answers 401, and counts.
  'source-webhook-ip': {
    code: 'TOO_MANY_REQUESTS',
    hit: (app, { ip }) =>
      app.inject({
        method: 'POST',
        url: '/api/sources/thefork/webhook/999999?token=wrong',
        headers: { 'content-type': 'application/json' },
        payload: '{"type":"review.created"}',
        remoteAddress: ip,
      }),
  },
};

const names = Object.keys(RATE_LIMIT_DEFAULTS) as RateLimitName[];

/** The limit's test, with how many requests it allows here; a limit without one fails its test with this message. */
function testOf(name: RateLimitName): Required<LimitTest> {
  const entry = LIMIT_TESTS[name];
  if (!entry)
    throw new Error(`The limit "${name}" has no entry in LIMIT_TESTS (rate-limits.test.ts): add a test that hits it through the API`);
  return { allowed: MAX, ...entry };
}
const allowedBy = (name: RateLimitName) => LIMIT_TESTS[name]?.allowed ?? MAX;

let clients = 0;

describe('the request limits, each hit through the API', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMITS: names.map((name) => `${name}=${allowedBy(name)}/3600`).join(',') });
  });
  afterAll(() => app.close());

  it.each(names)('%s answers 429 with its code once over the limit', async (name) => {
    const { hit, code, allowed } = testOf(name);
    const owner = await signUpOwner(app);
    await injectAs(app, owner, { method: 'POST', url: '/api/users/private/onboarding', payload: validOnboarding });
    const client = { owner, ip: `203.0.113.${++clients}` };
    for (let request = 0; request < allowed; request += 1) expect((await hit(app, client)).statusCode).not.toBe(429);
    const refused = await hit(app, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code, retryAfterSeconds: expect.any(Number) });
  });
});
