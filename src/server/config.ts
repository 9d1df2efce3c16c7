import type { LegalOperator, LegalOperatorField } from '../shared/api/legal';
import { TRIAL_DAYS } from '../shared/subscriptions';
import { DAY_MS } from '../shared/constants';
import { isEmailAddress, withoutTrailingSlashes } from '../shared/validation/text-rules';
import { keyFromSecret, type TokenKey } from './adapters/google/token-cipher';

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
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  identity: { projectId: string; emulatorHost: string | null };
  mail: { smtpUrl: string; from: string; supportAddress: string };
  /** Signs one-time codes and two-factor tokens; at least 32 characters. */
  secret: string;
  /** Where uploaded files (profile pictures) are kept on local disk. */
  uploadsDir: string;
  /** Listings and reviews: SerpApi when a key is set, else the offline demonstration data. */
  maps: { kind: 'demo'; latencyMs: number; holdDir?: string } | { kind: 'serpapi'; apiKey: string };
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
  /** How often open sockets have their token checked again (a disabled account loses its socket within this time). */
  socketRecheckMs: number;
  /** The most sockets one account keeps open (every instance together); a new one closes the oldest. */
  socketsPerAccount: number;
  /** How long a verified ID token is trusted without asking the identity provider again (0: never). */
  tokenCacheMs: number;
  /** Who writes AI replies: the offline templates, Mistral, or any OpenAI-compatible endpoint. */
  ai: AiConfig;
  /** Shared secret of the outside scheduler calling `POST /reviews/check-new-reviews`; null = route refused. */
  cronSecret: string | null;
  /** How often every synchronised listing is checked for new reviews; 0 = never (an outside scheduler does it). */
  newReviewsCheckMs: number;
  /** With the demo provider: a new demonstration review appears about this often per listing; 0 = never. */
  demoNewReviewEveryMs: number;
  /** Who runs the service, shown by the legal pages; unset variables keep a visible placeholder. */
  operator: LegalOperator;
  /**
   * Redis, which lets several instances serve together: jobs on BullMQ, socket events across
   * instances, shared request limits. null = one instance, everything in its own memory.
   */
  redisUrl: string | null;
  /** How long an instance holds a job without news before another instance takes it over (a crashed instance's jobs). */
  jobLockMs: number;
  /** Google Business Profile: off, Google itself, or the built-in demonstration stand-in (with the demo maps). */
  google: GoogleConfig;
};

export type GoogleConfig =
  | { kind: 'off' }
  | {
      kind: 'google' | 'demo';
      clientId: string;
      clientSecret: string;
      /** Where Google sends the owner back: the app's /oauth/callback. */
      redirectUrl: string;
      /**
       * Google's hosts under one base (`<base>/<host>/<path>`), for a stand-in; null: Google itself.
       * The server calls `apiBaseUrl`; the owner's browser opens the consent page under `browserBaseUrl`.
       */
      apiBaseUrl: string | null;
      browserBaseUrl: string | null;
      /** Calls per minute, all instances together (Business Profile APIs: 300 by default). */
      quotaPerMinute: number;
      /** Seal the stored tokens: the first key seals, every key opens (rotation). */
      tokenKeys: TokenKey[];
    };

export type AiConfig = { timeoutMs: number } & (
  | { kind: 'templates' }
  | { kind: 'mistral'; apiKey: string; model: string; baseUrl: string | null }
  | { kind: 'openai'; apiKey: string; model: string; baseUrl: string }
);

/** A limit: at most `max` requests per `windowSeconds`, counted per IP, address or account as its name says. */
export type RateLimit = { max: number; windowSeconds: number };

/** The limits and their defaults; RATE_LIMITS overrides any of them, e.g. `sign-in-ip=100/600,lookup-account=50/3600`. */
export const RATE_LIMIT_DEFAULTS = {
  /** Sign-in mails (magic link, code, resend) asked from one IP address (an IPv6 client counts by its /64). */
  'sign-in-ip': { max: 10, windowSeconds: 600 },
  /** Codes tried from one IP address. */
  'verify-ip': { max: 30, windowSeconds: 600 },
  /** Codes tried for one e-mail address from one client network (each code also dies after 5 wrong tries). */
  'verify-address': { max: 30, windowSeconds: 3600 },
  /**
   * Mails of one kind sent to one address, asked from one client network or account (sign-in link, code,
   * two-factor code, e-mail change), one a minute at most; a failed send is not counted.
   */
  'mail-address': { max: 5, windowSeconds: 3600 },
  /** Mails of one kind sent to one address from every network together: only a distributed attack reaches it. */
  'mail-address-total': { max: 30, windowSeconds: 3600 },
  /** "Does this account exist?" asked from one IP address. */
  'check-exist-ip': { max: 30, windowSeconds: 60 },
  /** Contact-form messages from one IP address. */
  'contact-ip': { max: 5, windowSeconds: 3600 },
  /** Two-factor codes asked or tried by one account. */
  'two-factor-account': { max: 10, windowSeconds: 600 },
  /** E-mail change codes asked or tried by one account. */
  'email-change-account': { max: 10, windowSeconds: 3600 },
  /** Listing lookups (each one a paid provider call) by one account, or one IP address without an account. */
  'lookup-account': { max: 20, windowSeconds: 3600 },
  /** Profile picture uploads by one account. */
  'upload-account': { max: 10, windowSeconds: 3600 },
  /** Free AI reply previews (the AI assistant's settings page) by one account. */
  'ai-preview-account': { max: 30, windowSeconds: 600 },
  /** Personal data exports (each one reads every review of the listing) by one account. */
  'export-account': { max: 5, windowSeconds: 3600 },
  /** Account deletion codes asked or tried by one account. */
  'deletion-account': { max: 10, windowSeconds: 3600 },
  /** Spins of a game from one IP address (a shop's Wi-Fi is one address: generous, but no script farm). */
  'game-play-ip': { max: 30, windowSeconds: 3600 },
  /** Reads of a game's public page and rules from one IP address. */
  'game-public-ip': { max: 120, windowSeconds: 60 },
} satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;
export type RateLimits = Record<RateLimitName, RateLimit>;

/** The secret `.env.example` ships with: fine on a laptop, refused in production. */
export const EXAMPLE_APP_SECRET = 'local-development-secret-change-me-in-production';

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Configuration error: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function required(env: Env, name: string): string {
  const value = read(env, name);
  if (value === undefined) throw new ConfigError(name, 'is required but missing');
  return value;
}

function url(env: Env, name: string, protocols: string[], fallback?: string): string {
  const value = fallback === undefined ? required(env, name) : (read(env, name) ?? fallback);
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(name, `is not a valid URL: "${value}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
  }
  return withoutTrailingSlashes(value);
}

function port(env: Env, name: string, fallback: number): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new ConfigError(name, `must be a port number between 0 and 65535 (got "${value}")`);
  }
  return parsed;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = read(env, name) ?? fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')} (got "${value}")`);
  }
  return value as T;
}

function hostAndPort(env: Env, name: string): string | null {
  const value = read(env, name);
  if (value === undefined) return null;
  if (!/^[\w.-]+:\d{1,5}$/.test(value)) {
    throw new ConfigError(name, `must look like host:port (got "${value}")`);
  }
  return value;
}

function email(env: Env, name: string, fallback: string): string {
  const value = read(env, name) ?? fallback;
  // "Name <address>" or a bare address.
  const open = value.lastIndexOf('<');
  const address = open >= 0 && value.endsWith('>') ? value.slice(open + 1, -1) : value;
  if (!isEmailAddress(address)) {
    throw new ConfigError(name, `must be an e-mail address (got "${value}")`);
  }
  return value;
}

function wholeNumber(
  env: Env,
  name: string,
  fallback: number,
  unit: 'milliseconds' | 'seconds' | 'calls' | 'reviews' | 'pages' | 'sockets',
): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new ConfigError(name, `must be a whole number of ${unit} (got "${value}")`);
  return parsed;
}

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

function rateLimits(env: Env): RateLimits {
  const limits: RateLimits = { ...RATE_LIMIT_DEFAULTS };
  const overrides = read(env, 'RATE_LIMITS');
  if (!overrides) return limits;
  for (const entry of overrides.split(',')) {
    const [name, value = ''] = entry.trim().split('=');
    const [max, windowSeconds] = value.split('/').map(Number);
    if (!(name in limits))
      throw new ConfigError('RATE_LIMITS', `names an unknown limit "${name}" (known: ${Object.keys(limits).join(', ')})`);
    if (!Number.isInteger(max) || max < 1 || !Number.isInteger(windowSeconds) || windowSeconds < 1) {
      throw new ConfigError('RATE_LIMITS', `needs name=max/seconds with whole numbers (got "${entry.trim()}")`);
    }
    limits[name as RateLimitName] = { max, windowSeconds };
  }
  return limits;
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
}

function secret(env: Env, name: string): string {
  const value = required(env, name);
  if (value.length < 32) throw new ConfigError(name, 'must be at least 32 characters long');
  return value;
}

/** `id:base64 key` pairs, comma-separated, each key 32 bytes; else one key derived from APP_SECRET. */
function tokenKeys(env: Env, appSecret: string): TokenKey[] {
  const value = read(env, 'GOOGLE_TOKEN_KEYS');
  if (!value) return [keyFromSecret(appSecret)];
  return value.split(',').map((entry) => {
    const [id, encoded = ''] = entry.trim().split(':');
    const key = Buffer.from(encoded, 'base64');
    if (!/^[\w-]{1,20}$/.test(id ?? '') || key.length !== 32) {
      throw new ConfigError('GOOGLE_TOKEN_KEYS', 'needs id:key pairs, each key 32 bytes in base64 (openssl rand -base64 32)');
    }
    return { id, key };
  });
}

/**
 * Google itself when its OAuth client is configured; else, beside the demo maps, the built-in
 * stand-in (served under /api/google-demo), so the whole flow can be tried offline; else off.
 */
function googleConfig(env: Env, base: Pick<ServerConfig, 'publicUrl' | 'port' | 'secret' | 'maps'>): GoogleConfig {
  const clientId = read(env, 'GOOGLE_CLIENT_ID');
  const clientSecret = read(env, 'GOOGLE_CLIENT_SECRET');
  if (oneOf(env, 'GOOGLE_BUSINESS_PROFILE', ['auto', 'off'] as const, 'auto') === 'off') return { kind: 'off' };
  if (Boolean(clientId) !== Boolean(clientSecret)) {
    throw new ConfigError(clientId ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID', 'is required with the other one');
  }
  const common = {
    redirectUrl: `${base.publicUrl}/oauth/callback`,
    quotaPerMinute: Math.max(1, wholeNumber(env, 'GOOGLE_QUOTA_PER_MINUTE', 300, 'calls')),
    tokenKeys: tokenKeys(env, base.secret),
  };
  if (clientId && clientSecret) {
    const standIn = read(env, 'GOOGLE_BASE_URL') ? url(env, 'GOOGLE_BASE_URL', ['http:', 'https:']) : null;
    return { kind: 'google', clientId, clientSecret, apiBaseUrl: standIn, browserBaseUrl: standIn, ...common };
  }
  if (base.maps.kind !== 'demo') return { kind: 'off' };
  return {
    kind: 'demo',
    clientId: 'bonavis-demo.apps.googleusercontent.com',
    clientSecret: 'demo-secret',
    apiBaseUrl: `http://127.0.0.1:${base.port}${GOOGLE_DEMO_PREFIX}`,
    browserBaseUrl: `${base.publicUrl}${GOOGLE_DEMO_PREFIX}`,
    ...common,
  };
}

/** Where the demonstration stand-in for Google is served: this route under the API's /api. */
export const GOOGLE_DEMO_ROUTE = '/google-demo';
const GOOGLE_DEMO_PREFIX = `/api${GOOGLE_DEMO_ROUTE}`;

/** Mistral when its key is set, else an OpenAI-compatible endpoint when its base URL or key is, else the offline templates. */
function aiConfig(env: Env): AiConfig {
  const timeoutMs = wholeNumber(env, 'AI_TIMEOUT_SECONDS', 30, 'seconds') * 1000;
  const mistralKey = read(env, 'MISTRAL_API_KEY');
  if (mistralKey) {
    const baseUrl = read(env, 'MISTRAL_BASE_URL') ? url(env, 'MISTRAL_BASE_URL', ['http:', 'https:']) : null;
    return { kind: 'mistral', apiKey: mistralKey, model: read(env, 'AI_MODEL') ?? 'mistral-small-latest', baseUrl, timeoutMs };
  }
  const openAiKey = read(env, 'OPENAI_API_KEY');
  const openAiBase = read(env, 'OPENAI_BASE_URL');
  if (openAiKey || openAiBase) {
    return {
      kind: 'openai',
      apiKey: openAiKey ?? '',
      model: read(env, 'AI_MODEL') ?? 'gpt-4o-mini',
      baseUrl: openAiBase ? url(env, 'OPENAI_BASE_URL', ['http:', 'https:']) : 'https://api.openai.com/v1',
      timeoutMs,
    };
  }
  return { kind: 'templates', timeoutMs };
}

/** Each operator detail and its variable. The legal pages need them all; none stops the start, but a missing one shows. */
const OPERATOR_VARIABLES: Record<Exclude<LegalOperatorField, 'email'>, string> = {
  name: 'OPERATOR_NAME',
  legalForm: 'OPERATOR_LEGAL_FORM',
  shareCapital: 'OPERATOR_SHARE_CAPITAL',
  address: 'OPERATOR_ADDRESS',
  phone: 'OPERATOR_PHONE',
  siren: 'OPERATOR_SIREN',
  rcsCity: 'OPERATOR_RCS_CITY',
  vatNumber: 'OPERATOR_VAT',
  director: 'OPERATOR_DIRECTOR',
  host: 'OPERATOR_HOST',
};

const OPERATOR_TEXT_MAX_LENGTH = 300;

const isOneLine = (value: string) => [...value].every((char) => char.charCodeAt(0) >= 32 && char !== '\x7f');
const sirenOf = (value: string) => {
  const digits = value.replace(/\s/g, '');
  return /^\d{9}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : null;
};
const vatNumberOf = (value: string) => {
  const vat = value.replace(/\s/g, '').toUpperCase();
  return /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(vat) ? vat : null;
};

/** The operator's details: an unset one is a placeholder naming its variable, so nobody mistakes it for a real value. */
function operator(env: Env, supportAddress: string): LegalOperator {
  const unset: LegalOperatorField[] = [];
  const text = (field: keyof typeof OPERATOR_VARIABLES) => {
    const name = OPERATOR_VARIABLES[field];
    const value = read(env, name);
    if (value === undefined) {
      unset.push(field);
      return `[${name} à renseigner]`;
    }
    if (value.length > OPERATOR_TEXT_MAX_LENGTH || !isOneLine(value)) {
      throw new ConfigError(name, `must be one line of at most ${OPERATOR_TEXT_MAX_LENGTH} characters`);
    }
    return value;
  };
  const checked = (field: keyof typeof OPERATOR_VARIABLES, normalise: (value: string) => string | null, expected: string) => {
    const value = text(field);
    if (unset.includes(field)) return value;
    const normalised = normalise(value);
    if (normalised === null) throw new ConfigError(OPERATOR_VARIABLES[field], `must be ${expected} (got "${value}")`);
    return normalised;
  };
  return {
    name: text('name'),
    legalForm: text('legalForm'),
    shareCapital: text('shareCapital'),
    address: text('address'),
    phone: text('phone'),
    siren: checked('siren', sirenOf, 'a SIREN number of 9 digits'),
    rcsCity: text('rcsCity'),
    vatNumber: checked('vatNumber', vatNumberOf, 'a VAT number such as FR12345678901'),
    director: text('director'),
    // The contact address defaults to support's: a real mailbox rather than a placeholder.
    email: bareAddress(email(env, 'OPERATOR_EMAIL', supportAddress)),
    host: text('host'),
    unset,
  };
}

/** "Name <address>" → "address"; a bare address is returned as is. */
function bareAddress(value: string): string {
  const open = value.lastIndexOf('<');
  return open >= 0 && value.endsWith('>') ? value.slice(open + 1, -1) : value;
}

export function parseConfig(env: Env = process.env): ServerConfig {
  const databaseUrl = read(env, 'DATABASE_URL');
  const dataDir = read(env, 'DATA_DIR') ?? './data';
  const serpApiKey = read(env, 'SERPAPI_API_KEY');
  const supportAddress = email(env, 'SUPPORT_EMAIL', 'support@bonavis.fr');
  const config: ServerConfig = {
    env: oneOf(env, 'NODE_ENV', ['production', 'development', 'test'] as const, 'production'),
    host: read(env, 'HOST') ?? '0.0.0.0',
    port: port(env, 'PORT', 8080),
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:']),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
    staticDir: read(env, 'STATIC_DIR') ?? 'dist',
    database: databaseUrl ? { kind: 'postgres', url: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']) } : { kind: 'pglite', dataDir },
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
      : { kind: 'demo', latencyMs: wholeNumber(env, 'DEMO_MAPS_LATENCY_MS', 350, 'milliseconds'), holdDir: read(env, 'DEMO_HOLD_DIR') },
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
    rateLimits: rateLimits(env),
    syncCooldownMs: wholeNumber(env, 'SYNC_COOLDOWN_SECONDS', 3600, 'seconds') * 1000,
    syncFreeReviews: wholeNumber(env, 'SYNC_FREE_REVIEWS', 500, 'reviews'),
    syncPagesPerDay: wholeNumber(env, 'SYNC_PAGES_PER_DAY', 200, 'pages'),
    socketRecheckMs: Math.max(1, wholeNumber(env, 'SOCKET_RECHECK_SECONDS', 60, 'seconds')) * 1000,
    socketsPerAccount: Math.max(1, wholeNumber(env, 'SOCKETS_PER_ACCOUNT', 10, 'sockets')),
    tokenCacheMs: wholeNumber(env, 'TOKEN_CACHE_SECONDS', 60, 'seconds') * 1000,
    ai: aiConfig(env),
    cronSecret: read(env, 'CRON_SECRET') ? secret(env, 'CRON_SECRET') : null,
    newReviewsCheckMs: wholeNumber(env, 'NEW_REVIEWS_CHECK_SECONDS', 900, 'seconds') * 1000,
    demoNewReviewEveryMs: wholeNumber(env, 'DEMO_NEW_REVIEW_EVERY_SECONDS', 3600, 'seconds') * 1000,
    operator: operator(env, supportAddress),
    redisUrl: read(env, 'REDIS_URL') ? url(env, 'REDIS_URL', ['redis:', 'rediss:']) : null,
    jobLockMs: Math.max(1, wholeNumber(env, 'JOB_LOCK_SECONDS', 30, 'seconds')) * 1000,
    google: { kind: 'off' },
  };
  config.google = googleConfig(env, config);
  refuseLocalSettingsInProduction(config);
  return config;
}
