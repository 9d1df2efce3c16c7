import { createHmac } from 'node:crypto';
import { metaErrorOf } from './facebook-errors';
import { callSource, type Fetch } from './source-http';

/*
 * The Graph API as the Facebook adapter calls it. The version is pinned: Meta documents that the Recommendation node
 * (what the Page's `ratings` edge returns) answers error 12 from v22.0 on. An expired version is moved up by Meta
 * on its own, so the day v21.0 retires the adapter reports SOURCE_DEPRECATED rather than failing in silence.
 */

export const GRAPH_API_URL = 'https://graph.facebook.com';
export const FACEBOOK_DIALOG_URL = 'https://www.facebook.com';
export const DEFAULT_GRAPH_VERSION = 'v21.0';

export type GraphOptions = {
  appId: string;
  appSecret: string;
  version?: string;
  fetchImpl?: Fetch;
  graphUrl?: string;
};

/**
 * One Graph call with a token, signed with `appsecret_proof` (so a token stolen alone is useless when the app
 * requires the proof). The token goes in the Authorization header, never in an address that a log may keep.
 */
export function createGraph({
  appId,
  appSecret,
  version = DEFAULT_GRAPH_VERSION,
  fetchImpl = fetch,
  graphUrl = GRAPH_API_URL,
}: GraphOptions) {
  const base = `${graphUrl}/${version}`;
  const proofOf = (token: string) => createHmac('sha256', appSecret).update(token).digest('hex');

  async function call<T>(
    path: string,
    token: string | null,
    init: { method?: 'GET' | 'POST'; params?: Record<string, string>; replying?: boolean } = {},
  ) {
    const params = new URLSearchParams(init.params);
    if (token) params.set('appsecret_proof', proofOf(token));
    const method = init.method ?? 'GET';
    const headers: Record<string, string> = { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const answer =
      method === 'GET'
        ? await callSource('facebook', fetchImpl, `${base}${path}?${params}`, { headers })
        : await callSource('facebook', fetchImpl, `${base}${path}`, {
            method,
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            body: params.toString(),
          });
    if (answer.status >= 400) throw metaErrorOf(answer, { replying: init.replying });
    return answer.body as T;
  }

  return { appId, appSecret, version, call };
}

export type Graph = ReturnType<typeof createGraph>;
