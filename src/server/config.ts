import { TRIAL_DAYS } from '../shared/subscriptions';

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
  maps: { kind: 'demo'; latencyMs: number } | { kind: 'serpapi'; apiKey: string };
  /** Pauses between retries of a failed review page during a sync (the last one gives up). */
  syncRetryDelaysMs: number[];
  /** Stripe: null when no keys are set (payments disabled; the free trial still works). */
  stripe: { secretKey: string; webhookSecret: string; apiBaseUrl: string | null } | null;
  /** Length of the free trial: 7 days (spec §9); shortened only by browser tests that watch a trial end. */
  trialDurationMs: number;
  /** Stripe payment links of the paid plans, shown by the pricing page; null when not configured. */
  paymentLinks: { monthly: string | null; yearly: string | null };
};

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
  return value.replace(/\/+$/, '');
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
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value.replace(/^.*<(.+)>$/, '$1'))) {
    throw new ConfigError(name, `must be an e-mail address (got "${value}")`);
  }
  return value;
}

function wholeNumber(env: Env, name: string, fallback: number, unit: 'milliseconds' | 'seconds'): number {
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

function secret(env: Env, name: string): string {
  const value = required(env, name);
  if (value.length < 32) throw new ConfigError(name, 'must be at least 32 characters long');
  return value;
}

export function parseConfig(env: Env = process.env): ServerConfig {
  const databaseUrl = read(env, 'DATABASE_URL');
  const dataDir = read(env, 'DATA_DIR') ?? './data';
  const serpApiKey = read(env, 'SERPAPI_API_KEY');
  return {
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
      supportAddress: email(env, 'SUPPORT_EMAIL', 'support@bonavis.fr'),
    },
    secret: secret(env, 'APP_SECRET'),
    uploadsDir: read(env, 'UPLOADS_DIR') ?? `${dataDir.startsWith('memory://') ? './data' : dataDir}/uploads`,
    maps: serpApiKey
      ? { kind: 'serpapi', apiKey: serpApiKey }
      : { kind: 'demo', latencyMs: wholeNumber(env, 'DEMO_MAPS_LATENCY_MS', 350, 'milliseconds') },
    stripe: stripeKeys(env),
    trialDurationMs: read(env, 'TRIAL_DURATION_SECONDS')
      ? wholeNumber(env, 'TRIAL_DURATION_SECONDS', 0, 'seconds') * 1000
      : TRIAL_DAYS * 24 * 60 * 60 * 1000,
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
  };
}
