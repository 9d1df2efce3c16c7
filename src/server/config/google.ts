import { keyFromSecret, type TokenKey } from '../adapters/google/token-cipher';
import { ConfigError, oneOf, read, url, wholeNumber, type Env } from './env-readers';
import { PATHS } from '../../shared/app-paths';

/** Where the demonstration stand-in for Google is served: this route under the API's /api. */
export const GOOGLE_DEMO_ROUTE = '/google-demo';
const GOOGLE_DEMO_PREFIX = `/api${GOOGLE_DEMO_ROUTE}`;

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
      /** Calls to the establishments' Google profiles one paying account may make per UTC day. */
      profileCallsPerDay: number;
      /** Seal the stored tokens: the first key seals, every key opens (rotation). */
      tokenKeys: TokenKey[];
    };

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
/** What the Google settings read of the rest of the configuration (read first, by config/index.ts). */
type GoogleConfigBase = { publicUrl: string; port: number; secret: string; maps: { kind: string } };

export function googleConfig(env: Env, base: GoogleConfigBase): GoogleConfig {
  const clientId = read(env, 'GOOGLE_CLIENT_ID');
  const clientSecret = read(env, 'GOOGLE_CLIENT_SECRET');
  if (oneOf(env, 'GOOGLE_BUSINESS_PROFILE', ['auto', 'off'] as const, 'auto') === 'off') return { kind: 'off' };
  if (Boolean(clientId) !== Boolean(clientSecret)) {
    throw new ConfigError(clientId ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID', 'is required with the other one');
  }
  const common = {
    redirectUrl: `${base.publicUrl}${PATHS.oauthCallback}`,
    quotaPerMinute: Math.max(1, wholeNumber(env, 'GOOGLE_QUOTA_PER_MINUTE', 300, 'calls')),
    profileCallsPerDay: wholeNumber(env, 'GOOGLE_PROFILE_CALLS_PER_DAY', 1000, 'calls'),
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
