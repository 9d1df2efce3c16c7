import { readSmsConfig, type SmsConfig } from './sms';
import { readSmsCountries } from './sms-countries';
import { readPushConfig, type PushConfig } from './push';
import { REQUEST_INTERVAL_DAYS } from '../../shared/api/review-requests';
import type { LegalOperator } from '../../shared/api/legal';
import { TRIAL_DAYS } from '../../shared/subscriptions';
import { DAY_MS } from '../../shared/constants';
import { ConfigError, email, hostAndPort, oneOf, port, read, required, secret, url, wholeNumber, type Env } from './env-readers';
import { aiConfig, type AiConfig } from './ai';
import { googleConfig, type GoogleConfig } from './google';
import { reviewSourcesConfig, type ReviewSourcesConfig } from './review-sources';
import { operator } from './legal-operator';
import { rateLimits, type RateLimits } from './rate-limits';

export { ConfigError } from './env-readers';
export { GOOGLE_DEMO_ROUTE, type GoogleConfig } from './google';
export type { AiConfig } from './ai';
export type { ReviewSourcesConfig } from './review-sources';
export type { PushConfig } from './push';
export { RATE_LIMIT_DEFAULTS, type RateLimit, type RateLimitName, type RateLimits } from './rate-limits';

/**
 * Parses the server environment once. A missing or malformed variable stops the
 * start with one clear line naming it (ConfigError), so operators never chase a
 * crash deep inside a plugin.
 */
export type AppEnvironment = 'production' | 'development' | 'test';

export type ServerConfig = {
  env: AppEnvironment;
  host: string;
  port: number;
  publicUrl: string;
  logLevel: string;
  /** Where the built SPA lives; the server serves it with an index.html fallback. */
  staticDir: string;
  /**
   * PostgreSQL's `poolSize`: the connections each instance keeps open at most (`DEFAULT_POOL_SIZE` when not given).
   * PGlite's `startFrom`, for tests only (never read from the environment): a data dir tarball (`dumpDataDir`) of an
   * already migrated database, which the new database starts as a copy of instead of empty.
   */
  database: { kind: 'pglite'; dataDir: string; startFrom?: string } | { kind: 'postgres'; url: string; poolSize?: number };
  identity: { projectId: string; emulatorHost: string | null };
  mail: { smtpUrl: string; from: string; supportAddress: string };
  /** Signs one-time codes and two-factor tokens; at least 32 characters. */
  secret: string;
  /** Where uploaded files (profile pictures) are kept on local disk. */
  uploadsDir: string;
  /** Listings and reviews: SerpApi when a key is set, else the offline demonstration data. */
  maps: { kind: 'demo'; latencyMs: number; holdDir?: string; maxReviews: number } | { kind: 'serpapi'; apiKey: string };
  /** Pauses between retries of a failed review page during a sync (the last one gives up). */
  syncRetryDelaysMs: number[];
  /** Stripe: null when no keys are set (payments disabled; the free trial still works). */
  stripe: { secretKey: string; webhookSecret: string; apiBaseUrl: string | null } | null;
  /** Length of the free trial: 7 days; shortened only by browser tests that watch a trial end. */
  trialDurationMs: number;
  /** Stripe payment links of the paid plans, shown by the pricing page; null when not configured. */
  paymentLinks: { monthly: string | null; yearly: string | null };
  /** Proxies in front of the server whose X-Forwarded-For is believed: a hop count or their addresses; null = none. */
  trustProxy: number | string[] | null;
  /** Every request limit, by name (see RATE_LIMIT_DEFAULTS). */
  rateLimits: RateLimits;
  /** Wait after a finished synchronisation before the same listing may be fetched again (each fetch costs money). */
  syncCooldownMs: number;
  /** The most reviews a synchronisation reads (the newest) while the account has no subscription or trial. */
  syncFreeReviews: number;
  /** Provider pages one account's synchronisations may read per UTC day, every path together. */
  syncPagesPerDay: number;
  /**
   * Browser tests only: a file holding milliseconds the day clock (page budget, once-a-day alerts) is moved by (TEST_CLOCK_FILE),
   * so a journey sets the server's day; null: the real time.
   */
  testClockFile: string | null;
  /** How often open sockets have their token checked again (a disabled account loses its socket within this time). */
  socketRecheckMs: number;
  /** The most sockets one account keeps open (every instance together); a new one closes the oldest. */
  socketsPerAccount: number;
  /** How long a verified ID token is trusted without asking the identity provider again (0: never). */
  tokenCacheMs: number;
  /** Pages of the review list an instance keeps by the listing's reviews version (0: none). */
  reviewPagesKept: number;
  /** The dashboard's review figures an instance keeps by the listing's reviews version, one per listing and period (0: none). */
  dashboardFiguresKept: number;
  /** Signed-in accounts an instance keeps by the versions of their rows, for the private routes' owner load (0: none). */
  accountsKept: number;
  /** Who writes AI replies: the offline templates, Mistral, or any OpenAI-compatible endpoint. */
  ai: AiConfig;
  /** Shared secret of the outside scheduler calling `POST /reviews/check-new-reviews`; null = route refused. */
  cronSecret: string | null;
  /** How often every synchronised listing is checked for new reviews; 0 = never (an outside scheduler does it). */
  newReviewsCheckMs: number;
  /** How often the listings due a whole read (to find removed reviews) are looked for; 0 = never. */
  reconcileCheckMs: number;
  /** With the demo provider: a new demonstration review appears about this often per listing; 0 = never. */
  demoNewReviewEveryMs: number;
  /** The demo provider removes one review and edits another about this often (0 = never). */
  demoChangesEveryMs: number;
  /** Review requests: a contact is asked at most once per `intervalDays`; contacts are kept `retentionMonths` after their last request; due sends and reminders are looked for every `sweepMs` (0 = never). */
  /** `smsCountries`: the regions review requests may be sent to by SMS. */
  reviewRequests: { intervalDays: number; retentionMonths: number; sweepMs: number; smsCountries: readonly string[] };
  /** How often the weekly digests due are looked for (each leaves at 8:00 Paris on its day); 0 = never. */
  digestCheckMs: number;
  /** How often the Google profile's scheduled posts due are looked for and published; 0 = never. */
  profilePostsCheckMs: number;
  /** Where review request SMS go: Brevo, or the local outbox file. */
  sms: SmsConfig;
  /** Google's review management tool, where an owner reports a review and follows the report (shown with suspicious waves). */
  reviewReportUrl: string;
  /** Every JSON answer is checked against the route table's schema (a mismatch fails the request): tests and development. */
  checkAnswers: boolean;
  /** Who runs the service, shown by the legal pages; unset variables keep a visible placeholder. */
  operator: LegalOperator;
  /**
   * Redis, which lets several instances serve together: jobs on BullMQ, socket events across
   * instances, shared request limits. null = one instance, everything in its own memory.
   */
  redisUrl: string | null;
  /** How long an instance holds a job without news before another instance takes it over (a crashed instance's jobs). */
  jobLockMs: number;
  /** The job queue's key prefix in Redis: apps sharing one Redis but not one database each need their own. */
  jobQueuePrefix: string;
  /** Google Business Profile: off, Google itself, or the built-in demonstration stand-in (with the demo maps). */
  google: GoogleConfig;
  /** TheFork, Tripadvisor and Facebook: each its platform's API or its offline stand-in, the budget and the schedule. */
  reviewSources: ReviewSourcesConfig;
  /** Push alerts (Web Push with VAPID): off until a key pair is set. */
  push: PushConfig;
};

/** The secret `.env.example` ships with: fine on a laptop, refused in production. */
export const EXAMPLE_APP_SECRET = 'local-development-secret-change-me-in-production';

/** Both Stripe keys or neither: half a configuration is a mistake worth stopping for. */
function stripeKeys(env: Env): ServerConfig['stripe'] {
  const secretKey = read(env, 'STRIPE_SECRET_KEY');
  const webhookSecret = read(env, 'STRIPE_WEBHOOK_SECRET');
  if (!secretKey && !webhookSecret) return null;
  if (!secretKey) throw new ConfigError('STRIPE_SECRET_KEY', 'is required when STRIPE_WEBHOOK_SECRET is set');
  if (!webhookSecret) throw new ConfigError('STRIPE_WEBHOOK_SECRET', 'is required when STRIPE_SECRET_KEY is set');
  const apiBaseUrl = read(env, 'STRIPE_API_BASE_URL') ? url(env, 'STRIPE_API_BASE_URL', ['http:', 'https:']) : null;
  return { secretKey, webhookSecret, apiBaseUrl };
}

/** A hop count ("1") or a list of proxy addresses/CIDRs; never `true`, which would believe any client's header. */
function trustProxy(env: Env): ServerConfig['trustProxy'] {
  const value = read(env, 'TRUST_PROXY');
  if (value === undefined) return null;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true' || value === '*') throw new ConfigError('TRUST_PROXY', 'must be a hop count or proxy addresses, never "true"');
  return value.split(',').map((address) => address.trim());
}

/** Settings that are fine locally but would open the production server to anyone. */
function refuseLocalSettingsInProduction(config: ServerConfig) {
  if (config.env !== 'production') return;
  if (config.identity.emulatorHost) {
    throw new ConfigError('FIREBASE_AUTH_EMULATOR_HOST', 'must not be set in production (the emulator accepts unsigned tokens)');
  }
  if (config.secret === EXAMPLE_APP_SECRET)
    throw new ConfigError('APP_SECRET', 'is the example value: set a long random secret in production');
  if (config.testClockFile)
    throw new ConfigError('TEST_CLOCK_FILE', 'must not be set in production (anyone who can write the file moves the clock)');
}

/** The PostgreSQL connections an instance keeps open at most, unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

/** A demo business has 40 reviews at least and this many at most, unless DEMO_MAPS_MAX_REVIEWS lowers the most. */
export const DEMO_REVIEWS = { least: 40, most: 400 } as const;

function demoMaxReviews(env: Env): number {
  const most = wholeNumber(env, 'DEMO_MAPS_MAX_REVIEWS', DEMO_REVIEWS.most, 'reviews');
  if (most < DEMO_REVIEWS.least || most > DEMO_REVIEWS.most) {
    throw new ConfigError('DEMO_MAPS_MAX_REVIEWS', `must be between ${DEMO_REVIEWS.least} and ${DEMO_REVIEWS.most} (got "${most}")`);
  }
  return most;
}

/** At least two connections: at start-up the migration lock holds one while the migrations run on another. */
function poolSize(env: Env): number {
  const size = wholeNumber(env, 'DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE, 'connections');
  if (size < 2) throw new ConfigError('DATABASE_POOL_SIZE', `must be at least 2 (got "${size}")`);
  return size;
}

/** A Redis key prefix: short, and only characters that need no quoting in `redis-cli`. */
function jobQueuePrefix(env: Env): string {
  const prefix = read(env, 'JOB_QUEUE_PREFIX') ?? 'bonavis';
  if (prefix.length > 64 || !/^[A-Za-z0-9_-]+$/.test(prefix)) {
    throw new ConfigError('JOB_QUEUE_PREFIX', `must be 1 to 64 letters, digits, '-' or '_' (got "${prefix.slice(0, 80)}")`);
  }
  return prefix;
}

export function parseConfig(env: Env = process.env): ServerConfig {
  const databaseUrl = read(env, 'DATABASE_URL');
  const dataDir = read(env, 'DATA_DIR') ?? './data';
  const serpApiKey = read(env, 'SERPAPI_API_KEY');
  const supportAddress = email(env, 'SUPPORT_EMAIL', 'support@bonavis.fr');
  const appEnvironment = oneOf(env, 'NODE_ENV', ['production', 'development', 'test'] as const, 'production');
  const config: ServerConfig = {
    env: appEnvironment,
    host: read(env, 'HOST') ?? '0.0.0.0',
    port: port(env, 'PORT', 8080),
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:']),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
    staticDir: read(env, 'STATIC_DIR') ?? 'dist',
    database: databaseUrl
      ? { kind: 'postgres', url: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']), poolSize: poolSize(env) }
      : { kind: 'pglite', dataDir },
    identity: {
      projectId: required(env, 'FIREBASE_PROJECT_ID'),
      emulatorHost: hostAndPort(env, 'FIREBASE_AUTH_EMULATOR_HOST'),
    },
    mail: {
      smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
      from: email(env, 'MAIL_FROM', 'Bonavis <no-reply@bonavis.fr>'),
      supportAddress,
    },
    secret: secret(env, 'APP_SECRET'),
    uploadsDir: read(env, 'UPLOADS_DIR') ?? `${dataDir.startsWith('memory://') ? './data' : dataDir}/uploads`,
    maps: serpApiKey
      ? { kind: 'serpapi', apiKey: serpApiKey }
      : {
          kind: 'demo',
          latencyMs: wholeNumber(env, 'DEMO_MAPS_LATENCY_MS', 350, 'milliseconds'),
          holdDir: read(env, 'DEMO_HOLD_DIR'),
          maxReviews: demoMaxReviews(env),
        },
    stripe: stripeKeys(env),
    trialDurationMs: read(env, 'TRIAL_DURATION_SECONDS')
      ? wholeNumber(env, 'TRIAL_DURATION_SECONDS', 0, 'seconds') * 1000
      : TRIAL_DAYS * DAY_MS,
    paymentLinks: {
      monthly: read(env, 'STRIPE_PAYMENT_LINK_MONTHLY') ? url(env, 'STRIPE_PAYMENT_LINK_MONTHLY', ['https:', 'http:']) : null,
      yearly: read(env, 'STRIPE_PAYMENT_LINK_YEARLY') ? url(env, 'STRIPE_PAYMENT_LINK_YEARLY', ['https:', 'http:']) : null,
    },
    syncRetryDelaysMs: (read(env, 'SYNC_RETRY_DELAYS_MS') ?? '2000,8000,30000').split(',').map((delay, index) => {
      const parsed = Number(delay.trim());
      if (!Number.isInteger(parsed) || parsed < 0)
        throw new ConfigError('SYNC_RETRY_DELAYS_MS', `item ${index + 1} is not a number of milliseconds`);
      return parsed;
    }),
    trustProxy: trustProxy(env),
    reviewReportUrl: url(env, 'GOOGLE_REVIEW_REPORT_URL', ['https:'], 'https://support.google.com/business/workflow/9945796'),
    rateLimits: rateLimits(env),
    syncCooldownMs: wholeNumber(env, 'SYNC_COOLDOWN_SECONDS', 3600, 'seconds') * 1000,
    syncFreeReviews: wholeNumber(env, 'SYNC_FREE_REVIEWS', 500, 'reviews'),
    syncPagesPerDay: wholeNumber(env, 'SYNC_PAGES_PER_DAY', 200, 'pages'),
    testClockFile: read(env, 'TEST_CLOCK_FILE') ?? null,
    socketRecheckMs: Math.max(1, wholeNumber(env, 'SOCKET_RECHECK_SECONDS', 60, 'seconds')) * 1000,
    socketsPerAccount: Math.max(1, wholeNumber(env, 'SOCKETS_PER_ACCOUNT', 10, 'sockets')),
    tokenCacheMs: wholeNumber(env, 'TOKEN_CACHE_SECONDS', 60, 'seconds') * 1000,
    reviewPagesKept: wholeNumber(env, 'REVIEW_PAGES_KEPT', 500, 'pages'),
    dashboardFiguresKept: wholeNumber(env, 'DASHBOARD_FIGURES_KEPT', 500, 'periods'),
    accountsKept: wholeNumber(env, 'ACCOUNTS_KEPT', 5000, 'accounts'),
    ai: aiConfig(env),
    cronSecret: read(env, 'CRON_SECRET') ? secret(env, 'CRON_SECRET') : null,
    newReviewsCheckMs: wholeNumber(env, 'NEW_REVIEWS_CHECK_SECONDS', 900, 'seconds') * 1000,
    reconcileCheckMs: wholeNumber(env, 'RECONCILE_CHECK_SECONDS', 3600, 'seconds') * 1000,
    demoNewReviewEveryMs: wholeNumber(env, 'DEMO_NEW_REVIEW_EVERY_SECONDS', 3600, 'seconds') * 1000,
    demoChangesEveryMs: wholeNumber(env, 'DEMO_CHANGES_EVERY_SECONDS', 0, 'seconds') * 1000,
    reviewRequests: {
      intervalDays: Math.max(1, wholeNumber(env, 'REQUEST_INTERVAL_DAYS', REQUEST_INTERVAL_DAYS, 'days')),
      retentionMonths: Math.max(1, wholeNumber(env, 'REQUEST_CONTACT_RETENTION_MONTHS', 12, 'months')),
      sweepMs: wholeNumber(env, 'REQUEST_SWEEP_SECONDS', 300, 'seconds') * 1000,
      smsCountries: readSmsCountries(env),
    },
    sms: readSmsConfig(env),
    digestCheckMs: wholeNumber(env, 'DIGEST_CHECK_SECONDS', 900, 'seconds') * 1000,
    profilePostsCheckMs: wholeNumber(env, 'PROFILE_POSTS_CHECK_SECONDS', 60, 'seconds') * 1000,
    checkAnswers: oneOf(env, 'CHECK_ANSWERS', ['true', 'false'] as const, appEnvironment === 'production' ? 'false' : 'true') === 'true',
    operator: operator(env, supportAddress),
    redisUrl: read(env, 'REDIS_URL') ? url(env, 'REDIS_URL', ['redis:', 'rediss:']) : null,
    jobLockMs: Math.max(1, wholeNumber(env, 'JOB_LOCK_SECONDS', 30, 'seconds')) * 1000,
    jobQueuePrefix: jobQueuePrefix(env),
    google: { kind: 'off' },
    reviewSources: reviewSourcesConfig(env, { publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:']) }),
    push: readPushConfig(env, { supportAddress, production: appEnvironment === 'production' }),
  };
  config.google = googleConfig(env, config);
  refuseLocalSettingsInProduction(config);
  return config;
}
