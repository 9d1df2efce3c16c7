import { ConfigError, EXAMPLE_APP_SECRET, parseConfig } from '.';
import { createSourceAdapters } from '../modules/review-sources/adapters';

const minimal = {
  PUBLIC_URL: 'http://localhost:8080',
  FIREBASE_PROJECT_ID: 'demo-bonavis',
  SMTP_URL: 'smtp://localhost:1025',
  APP_SECRET: 'a-local-secret-of-at-least-32-characters',
};

describe('parseConfig', () => {
  it('defaults to production, PGlite in ./data and port 8080', () => {
    const config = parseConfig(minimal);
    expect(config.env).toBe('production');
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: './data' });
    expect(config.identity.emulatorHost).toBeNull();
  });

  it('checks answers against their schemas outside production unless told otherwise, never by default in production', () => {
    expect(parseConfig(minimal).checkAnswers).toBe(false);
    expect(parseConfig({ ...minimal, NODE_ENV: 'development' }).checkAnswers).toBe(true);
    expect(parseConfig({ ...minimal, NODE_ENV: 'test', CHECK_ANSWERS: 'false' }).checkAnswers).toBe(false);
    expect(parseConfig({ ...minimal, CHECK_ANSWERS: 'true' }).checkAnswers).toBe(true);
    expect(() => parseConfig({ ...minimal, CHECK_ANSWERS: 'yes' })).toThrow(ConfigError);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = parseConfig({ ...minimal, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/test', poolSize: 10 });
    const smallPool = parseConfig({ ...minimal, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', DATABASE_POOL_SIZE: '4' });
    expect(smallPool.database).toMatchObject({ poolSize: 4 });
  });

  it('keeps jobs, sockets and limits in the process unless REDIS_URL is set', () => {
    expect(parseConfig(minimal)).toMatchObject({ redisUrl: null, jobLockMs: 30_000, jobQueuePrefix: 'bonavis' });
    expect(
      parseConfig({ ...minimal, REDIS_URL: 'redis://127.0.0.1:6379', JOB_LOCK_SECONDS: '5', JOB_QUEUE_PREFIX: 'bonavis-staging' }),
    ).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      jobLockMs: 5000,
      jobQueuePrefix: 'bonavis-staging',
    });
  });

  it('looks for listings due a whole read every hour, and the demo changes no review unless told', () => {
    expect(parseConfig(minimal)).toMatchObject({ reconcileCheckMs: 3_600_000, demoChangesEveryMs: 0 });
    expect(parseConfig({ ...minimal, RECONCILE_CHECK_SECONDS: '0', DEMO_CHANGES_EVERY_SECONDS: '600' })).toMatchObject({
      reconcileCheckMs: 0,
      demoChangesEveryMs: 600_000,
    });
    expect(() => parseConfig({ ...minimal, RECONCILE_CHECK_SECONDS: 'often' })).toThrow(ConfigError);
  });

  it('caps the demo listings at DEMO_MAPS_MAX_REVIEWS, between 40 and 400 reviews', () => {
    expect(parseConfig({ ...minimal, DEMO_MAPS_MAX_REVIEWS: '60' }).maps).toMatchObject({ kind: 'demo', maxReviews: 60 });
    for (const refused of ['39', '401', 'many']) {
      expect(() => parseConfig({ ...minimal, DEMO_MAPS_MAX_REVIEWS: refused })).toThrow(/DEMO_MAPS_MAX_REVIEWS/);
    }
  });

  it('turns the outside services on only when configured', () => {
    const offline = parseConfig(minimal);
    expect(offline.maps).toEqual({ kind: 'demo', latencyMs: 350, maxReviews: 400 });
    expect(offline.stripe).toBeNull();
    expect(offline.trialDurationMs).toBe(7 * 24 * 60 * 60 * 1000);
    const online = parseConfig({
      ...minimal,
      SERPAPI_API_KEY: 'serp',
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_WEBHOOK_SECRET: 'whsec',
      TRIAL_DURATION_SECONDS: '12',
    });
    expect(online.maps).toEqual({ kind: 'serpapi', apiKey: 'serp' });
    expect(online.stripe).toEqual({ secretKey: 'sk', webhookSecret: 'whsec', apiBaseUrl: null });
    expect(online.trialDurationMs).toBe(12_000);
  });

  it.each([
    [{ ...minimal, STRIPE_SECRET_KEY: 'sk' }, 'Configuration error: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set'],
    [
      { ...minimal, STRIPE_WEBHOOK_SECRET: 'whsec' },
      'Configuration error: STRIPE_SECRET_KEY is required when STRIPE_WEBHOOK_SECRET is set',
    ],
    [
      { ...minimal, TRIAL_DURATION_SECONDS: 'a week' },
      'Configuration error: TRIAL_DURATION_SECONDS must be a whole number of seconds (got "a week")',
    ],
    [{ ...minimal, SYNC_RETRY_DELAYS_MS: '100,soon' }, 'Configuration error: SYNC_RETRY_DELAYS_MS item 2 is not a number of milliseconds'],
    [{ ...minimal, PUBLIC_URL: undefined }, 'Configuration error: PUBLIC_URL is required but missing'],
    [{ ...minimal, FIREBASE_PROJECT_ID: '  ' }, 'Configuration error: FIREBASE_PROJECT_ID is required but missing'],
    [{ ...minimal, PORT: 'eighty' }, 'Configuration error: PORT must be a port number between 0 and 65535 (got "eighty")'],
    [{ ...minimal, SMTP_URL: 'localhost' }, 'Configuration error: SMTP_URL is not a valid URL: "localhost"'],
    [{ ...minimal, DATABASE_URL: 'mysql://x' }, 'Configuration error: DATABASE_URL must use postgres: or postgresql: (got "mysql:")'],
    [
      { ...minimal, DATABASE_URL: 'postgres://x', DATABASE_POOL_SIZE: '1' },
      'Configuration error: DATABASE_POOL_SIZE must be at least 2 (got "1")',
    ],
    [{ ...minimal, REDIS_URL: 'http://127.0.0.1:6379' }, 'Configuration error: REDIS_URL must use redis: or rediss: (got "http:")'],
    [
      { ...minimal, JOB_QUEUE_PREFIX: 'bonavis:jobs' },
      `Configuration error: JOB_QUEUE_PREFIX must be 1 to 64 letters, digits, '-' or '_' (got "bonavis:jobs")`,
    ],
    [{ ...minimal, APP_SECRET: 'short' }, 'Configuration error: APP_SECRET must be at least 32 characters long'],
    [{ ...minimal, NODE_ENV: 'staging' }, 'Configuration error: NODE_ENV must be one of production, development, test (got "staging")'],
    [
      { ...minimal, FIREBASE_AUTH_EMULATOR_HOST: 'http://localhost:9099' },
      'Configuration error: FIREBASE_AUTH_EMULATOR_HOST must look like host:port (got "http://localhost:9099")',
    ],
  ])('stops with one line naming the bad variable', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });

  it('refuses the Auth emulator and the example secret in production, not locally', () => {
    const local = { ...minimal, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', APP_SECRET: EXAMPLE_APP_SECRET };
    expect(() => parseConfig(local)).toThrow(/FIREBASE_AUTH_EMULATOR_HOST must not be set in production/);
    expect(() => parseConfig({ ...minimal, APP_SECRET: EXAMPLE_APP_SECRET })).toThrow(/APP_SECRET is the example value/);
    expect(parseConfig({ ...local, NODE_ENV: 'development' }).identity.emulatorHost).toBe('127.0.0.1:9099');
  });

  it("moves the page budget's clock by a file only outside production", () => {
    expect(parseConfig(minimal).testClockFile).toBeNull();
    expect(() => parseConfig({ ...minimal, TEST_CLOCK_FILE: '.e2e-data/clock-offset-ms' })).toThrow(
      'Configuration error: TEST_CLOCK_FILE must not be set in production',
    );
    expect(parseConfig({ ...minimal, NODE_ENV: 'development', TEST_CLOCK_FILE: '.e2e-data/clock-offset-ms' }).testClockFile).toBe(
      '.e2e-data/clock-offset-ms',
    );
  });

  it('trusts a proxy by hop count or addresses, never blindly', () => {
    expect(parseConfig(minimal).trustProxy).toBeNull();
    expect(parseConfig({ ...minimal, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseConfig({ ...minimal, TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(() => parseConfig({ ...minimal, TRUST_PROXY: 'true' })).toThrow(ConfigError);
  });

  it('reads rate limit overrides by name and keeps the documented defaults for the others', () => {
    const config = parseConfig({ ...minimal, RATE_LIMITS: 'sign-in-ip=100/60, lookup-account=3/3600' });
    expect(config.rateLimits['sign-in-ip']).toEqual({ max: 100, windowSeconds: 60 });
    expect(config.rateLimits['lookup-account']).toEqual({ max: 3, windowSeconds: 3600 });
    expect(config.rateLimits['contact-ip']).toEqual({ max: 5, windowSeconds: 3600 });
    expect(() => parseConfig({ ...minimal, RATE_LIMITS: 'nope=1/1' })).toThrow(/unknown limit "nope"/);
    expect(() => parseConfig({ ...minimal, RATE_LIMITS: 'sign-in-ip=ten/60' })).toThrow(/name=max\/seconds/);
  });

  it('keeps the default of every limit: the numbers the docs and the operators rely on, written out', () => {
    // Literal numbers, not RATE_LIMIT_DEFAULTS: a changed default must change this test too. A new limit fails here until added.
    expect(parseConfig(minimal).rateLimits).toEqual({
      'sign-in-ip': { max: 10, windowSeconds: 600 },
      'verify-ip': { max: 30, windowSeconds: 600 },
      'verify-address': { max: 30, windowSeconds: 3600 },
      'mail-address': { max: 5, windowSeconds: 3600 },
      'mail-address-total': { max: 30, windowSeconds: 3600 },
      'check-exist-ip': { max: 30, windowSeconds: 60 },
      'contact-ip': { max: 5, windowSeconds: 3600 },
      'two-factor-account': { max: 10, windowSeconds: 600 },
      'email-change-account': { max: 10, windowSeconds: 3600 },
      'lookup-account': { max: 20, windowSeconds: 3600 },
      'upload-account': { max: 10, windowSeconds: 3600 },
      'ai-preview-account': { max: 30, windowSeconds: 600 },
      'export-account': { max: 5, windowSeconds: 3600 },
      'deletion-account': { max: 10, windowSeconds: 3600 },
      'company-email-account': { max: 10, windowSeconds: 3600 },
      'game-play-ip': { max: 30, windowSeconds: 3600 },
      'game-public-ip': { max: 120, windowSeconds: 60 },
      'review-requests-listing': { max: 30, windowSeconds: 3600 },
      'review-requests-preview': { max: 120, windowSeconds: 3600 },
      'review-request-hook-ip': { max: 120, windowSeconds: 3600 },
      'review-link-ip': { max: 120, windowSeconds: 60 },
      'report-account': { max: 30, windowSeconds: 3600 },
      'evidence-account': { max: 30, windowSeconds: 3600 },
      'reviews-export-account': { max: 30, windowSeconds: 3600 },
      'google-profile-listing': { max: 60, windowSeconds: 3600 },
      'widget-ip': { max: 120, windowSeconds: 60 },
      'source-webhook-ip': { max: 600, windowSeconds: 60 },
    });
  });

  it("links Google's review management tool, by default its support page, over https only", () => {
    expect(parseConfig(minimal).reviewReportUrl).toBe('https://support.google.com/business/workflow/9945796');
    expect(parseConfig({ ...minimal, GOOGLE_REVIEW_REPORT_URL: 'https://example.com/report/' }).reviewReportUrl).toBe(
      'https://example.com/report',
    );
    expect(() => parseConfig({ ...minimal, GOOGLE_REVIEW_REPORT_URL: 'http://example.com' })).toThrow(/GOOGLE_REVIEW_REPORT_URL/);
  });

  it('sets the synchronisation cooldown in seconds, one hour by default', () => {
    expect(parseConfig(minimal).syncCooldownMs).toBe(3_600_000);
    expect(parseConfig({ ...minimal, SYNC_COOLDOWN_SECONDS: '0' }).syncCooldownMs).toBe(0);
  });
});

describe('parseConfig: the review sources beyond Google', () => {
  it('uses the offline stand-ins unless configured, and Facebook needs both its app id and secret', () => {
    const offline = parseConfig(minimal).reviewSources;
    expect([offline.thefork.kind, offline.tripadvisor.kind, offline.facebook.kind]).toEqual(['demo', 'demo', 'demo']);
    const adapters = createSourceAdapters(offline);
    expect(adapters.kinds).toEqual({ thefork: 'demo', tripadvisor: 'demo', facebook: 'demo' });
    expect([adapters.thefork.demo, adapters.tripadvisor.demo, adapters.facebook.demo]).toEqual([true, true, true]);
    expect(parseConfig({ ...minimal, FACEBOOK_APP_ID: '1234' }).reviewSources.facebook.kind).toBe('demo');
    expect(parseConfig({ ...minimal, FACEBOOK_APP_SECRET: 'meta-secret' }).reviewSources.facebook.kind).toBe('demo');
    expect(() => parseConfig({ ...minimal, THEFORK_MODE: 'on' })).toThrow(ConfigError);
  });

  it("picks each platform's live adapter when configured: THEFORK_MODE=live, a Tripadvisor key, Meta's app", () => {
    const config = parseConfig({
      ...minimal,
      THEFORK_MODE: 'live',
      TRIPADVISOR_API_KEY: 'tripadvisor-key',
      FACEBOOK_APP_ID: '1234',
      FACEBOOK_APP_SECRET: 'meta-secret',
    }).reviewSources;
    expect(config.thefork).toMatchObject({ kind: 'live' });
    expect(config.tripadvisor).toMatchObject({ kind: 'live', apiKey: 'tripadvisor-key', language: 'fr' });
    expect(config.facebook).toMatchObject({
      kind: 'live',
      appId: '1234',
      appSecret: 'meta-secret',
      redirectUri: 'http://localhost:8080/sources/facebook/callback',
    });

    const adapters = createSourceAdapters(config);
    expect(adapters.kinds).toEqual({ thefork: 'live', tripadvisor: 'live', facebook: 'live' });
    expect([adapters.thefork.demo, adapters.tripadvisor.demo, adapters.facebook.demo]).toEqual([false, false, false]);
    // Meta's own login dialog, for this app, coming back to Bonavis (the stand-in comes straight back with a code).
    const login = new URL(adapters.facebookLogin.loginUrl('a-state'));
    expect(login.origin).toBe('https://www.facebook.com');
    expect(login.searchParams.get('client_id')).toBe('1234');
    expect(login.searchParams.get('redirect_uri')).toBe('http://localhost:8080/sources/facebook/callback');
  });
});

describe('parseConfig: the operator shown by the legal pages', () => {
  it('keeps a placeholder for every unset detail and uses the support address as contact', () => {
    const { operator } = parseConfig({ ...minimal, SUPPORT_EMAIL: 'Support <aide@bonavis.fr>' });
    expect(operator.legalForm).toBe('[OPERATOR_LEGAL_FORM à renseigner]');
    expect(operator.unset).toContain('legalForm');
    expect(operator.email).toBe('aide@bonavis.fr');
  });

  it('groups the SIREN by three and writes the VAT number without spaces', () => {
    const { operator } = parseConfig({ ...minimal, OPERATOR_SIREN: '123 456789', OPERATOR_VAT: 'fr 12 123 456 789' });
    expect(operator).toMatchObject({ siren: '123 456 789', vatNumber: 'FR12123456789' });
    expect(operator.unset).not.toContain('siren');
  });

  it.each([
    ['OPERATOR_SIREN', '12345678', 'Configuration error: OPERATOR_SIREN must be a SIREN number of 9 digits (got "12345678")'],
    ['OPERATOR_VAT', '12345', 'Configuration error: OPERATOR_VAT must be a VAT number such as FR12345678901 (got "12345")'],
    ['OPERATOR_EMAIL', 'legal@', 'Configuration error: OPERATOR_EMAIL must be an e-mail address (got "legal@")'],
    ['OPERATOR_NAME', 'x'.repeat(301), 'Configuration error: OPERATOR_NAME must be one line of at most 300 characters'],
    ['OPERATOR_ADDRESS', '1 rue A\u0007', 'Configuration error: OPERATOR_ADDRESS must be one line of at most 300 characters'],
  ])('refuses a malformed %s', (variable, value, message) => {
    expect(() => parseConfig({ ...minimal, [variable]: value })).toThrow(message);
  });
});
