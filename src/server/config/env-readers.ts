import { isEmailAddress, withoutTrailingSlashes } from '../../shared/validation/text-rules';

/**
 * Readers of one environment variable each: a missing or malformed value stops the start with one clear line naming
 * the variable (ConfigError), so operators never chase a crash deep inside a plugin.
 */
export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Configuration error: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

export type Env = Record<string, string | undefined>;

export function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export function required(env: Env, name: string): string {
  const value = read(env, name);
  if (value === undefined) throw new ConfigError(name, 'is required but missing');
  return value;
}

export function url(env: Env, name: string, protocols: string[], fallback?: string): string {
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

export function port(env: Env, name: string, fallback: number): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new ConfigError(name, `must be a port number between 0 and 65535 (got "${value}")`);
  }
  return parsed;
}

export function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = read(env, name) ?? fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')} (got "${value}")`);
  }
  return value as T;
}

export function hostAndPort(env: Env, name: string): string | null {
  const value = read(env, name);
  if (value === undefined) return null;
  if (!/^[\w.-]+:\d{1,5}$/.test(value)) {
    throw new ConfigError(name, `must look like host:port (got "${value}")`);
  }
  return value;
}

/** An address, bare or as "Name <address>" (a sender), kept as written. */
export function email(env: Env, name: string, fallback: string): string {
  const value = read(env, name) ?? fallback;
  if (!isEmailAddress(bareAddress(value))) {
    throw new ConfigError(name, `must be an e-mail address (got "${value}")`);
  }
  return value;
}

export function wholeNumber(
  env: Env,
  name: string,
  fallback: number,
  unit:
    | 'milliseconds'
    | 'seconds'
    | 'minutes'
    | 'days'
    | 'months'
    | 'calls'
    | 'reviews'
    | 'pages'
    | 'periods'
    | 'sockets'
    | 'connections'
    | 'accounts',
): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new ConfigError(name, `must be a whole number of ${unit} (got "${value}")`);
  return parsed;
}

/** A secret long enough to sign with. */
export function secret(env: Env, name: string): string {
  const value = required(env, name);
  if (value.length < 32) throw new ConfigError(name, 'must be at least 32 characters long');
  return value;
}

/** "Name <address>" → "address"; a bare address is returned as is. */
export function bareAddress(value: string): string {
  const open = value.lastIndexOf('<');
  return open >= 0 && value.endsWith('>') ? value.slice(open + 1, -1) : value;
}
