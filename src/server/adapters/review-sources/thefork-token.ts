import { createHash } from 'node:crypto';
import { SourceError } from './review-source';
import { callSource, detailOf, isObject, type Fetch } from './source-http';

export const THEFORK_TOKEN_URL = 'https://auth.thefork.io/oauth/token';
export const THEFORK_AUDIENCE = 'https://api.thefork.io';
/** Used a minute early, so a token never expires on its way. */
const EARLY_SECONDS = 60;
/** One token per restaurant or group; bounded since every owner brings their own credentials. */
const CACHE_SIZE = 500;

export type TheForkCredentials = { clientId: string; clientSecret: string };

/**
 * TheFork's client-credentials tokens (Auth0), cached until they expire: TheFork's documentation asks partners not to
 * take a new token while the last one is valid. The key includes a hash of the secret, so a pasted wrong secret
 * never rides on a good token. `forget` drops a token the API refused (revoked early), so the next call takes another.
 */
export function createTheForkTokens({
  fetchImpl,
  tokenUrl = THEFORK_TOKEN_URL,
  now = Date.now,
}: {
  fetchImpl: Fetch;
  tokenUrl?: string;
  now?: () => number;
}) {
  const cache = new Map<string, { token: string; expiresAt: number }>();
  const keyOf = ({ clientId, clientSecret }: TheForkCredentials) =>
    `${clientId}\u0000${createHash('sha256').update(clientSecret).digest('base64url')}`;

  return {
    /** A valid token, and whether getting it cost a call. */
    async token(credentials: TheForkCredentials): Promise<{ token: string; callsUsed: number }> {
      const key = keyOf(credentials);
      const cached = cache.get(key);
      if (cached && cached.expiresAt > now()) return { token: cached.token, callsUsed: 0 };
      const answer = await callSource('thefork', fetchImpl, tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          client_id: credentials.clientId,
          client_secret: credentials.clientSecret,
          audience: THEFORK_AUDIENCE,
          grant_type: 'client_credentials',
        }),
      });
      const body = isObject(answer.body) ? answer.body : {};
      if (answer.status === 401 || answer.status === 403) {
        // Auth0 answers `access_denied` / `invalid_client` for a wrong id or secret.
        throw new SourceError(
          'SOURCE_UNAUTHORIZED',
          'thefork',
          `TheFork refused the client credentials: ${detailOf(body.error_description)}`,
          {
            platformCode: detailOf(body.error) || String(answer.status),
          },
        );
      }
      if (answer.status === 429) throw new SourceError('SOURCE_RATE_LIMITED', 'thefork', 'TheFork is rate limiting token requests');
      if (answer.status >= 400 || typeof body.access_token !== 'string') {
        throw new SourceError('SOURCE_UNAVAILABLE', 'thefork', `TheFork gave no token (HTTP ${answer.status})`);
      }
      const lifetime = typeof body.expires_in === 'number' ? body.expires_in : 3600;
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(key, { token: body.access_token, expiresAt: now() + Math.max(0, lifetime - EARLY_SECONDS) * 1000 });
      return { token: body.access_token, callsUsed: 1 };
    },
    forget(credentials: TheForkCredentials): void {
      cache.delete(keyOf(credentials));
    },
  };
}

export type TheForkTokens = ReturnType<typeof createTheForkTokens>;
