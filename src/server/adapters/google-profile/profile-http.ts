import { ProfileError, profileErrorOf } from './profile-error';

/** Google's hosts for the profile: Business Information v1, My Business v4 (posts, media, uploads), Performance v1. */
export const PROFILE_HOSTS = {
  information: 'mybusinessbusinessinformation.googleapis.com',
  v4: 'mybusiness.googleapis.com',
  performance: 'businessprofileperformance.googleapis.com',
} as const;

/** A Google host that does not answer must not hold a request or a job. */
const DEFAULT_TIMEOUT_MS = 20_000;

export type ProfileHttpOptions = {
  /**
   * The establishment's access token. `refresh: true` after Google refused the last one (401): the connection
   * refreshes it (adapters/google/business-profile.ts `refresh`) and stores it sealed, as for reviews.
   */
  accessToken: (options: { refresh: boolean }) => Promise<string>;
  fetch?: typeof fetch;
  /** Google's hosts under one base (a stand-in, `<base>/<host>/…`), or null for Google itself. */
  apiBaseUrl?: string | null;
  /** Waits for (or refuses) a call within the shared per-minute quota (modules/google/quota.ts). */
  beforeApiCall?: () => Promise<void>;
  timeoutMs?: number;
};

export type ProfileRequest = { method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'; body?: unknown; bytes?: Uint8Array; contentType?: string };

/** Calls Google with the establishment's token, refreshing it once on a 401; every refusal becomes a ProfileError. */
export function createProfileHttp(options: ProfileHttpOptions) {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  const url = (host: keyof typeof PROFILE_HOSTS, path: string, query?: URLSearchParams) => {
    const base = options.apiBaseUrl ? `${options.apiBaseUrl}/${PROFILE_HOSTS[host]}` : `https://${PROFILE_HOSTS[host]}`;
    return `${base}${path}${query && query.size ? `?${query}` : ''}`;
  };

  async function send(target: string, request: ProfileRequest, token: string): Promise<Response> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    let body: BodyInit | undefined;
    if (request.bytes) {
      headers['content-type'] = request.contentType ?? 'application/octet-stream';
      body = request.bytes as Uint8Array<ArrayBuffer>;
    } else if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    try {
      return await doFetch(target, { method: request.method ?? 'GET', headers, body, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new ProfileError('PROFILE_UNAVAILABLE', `Google unreachable: ${error instanceof Error ? error.message : 'network error'}`);
    }
  }

  async function call<T>(target: string, request: ProfileRequest = {}): Promise<T> {
    await options.beforeApiCall?.();
    let response = await send(target, request, await options.accessToken({ refresh: false }));
    if (response.status === 401) response = await send(target, request, await options.accessToken({ refresh: true }));
    const text = await response.text();
    if (!response.ok) throw profileErrorOf(response.status, text, response.headers.get('retry-after'));
    if (!text) return {} as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ProfileError('PROFILE_UNAVAILABLE', 'Google answered something that is not JSON', { status: response.status });
    }
  }

  return { url, call };
}

export type ProfileHttp = ReturnType<typeof createProfileHttp>;
