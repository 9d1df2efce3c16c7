import type { GoogleLocation, GoogleProblem, GoogleReplyModeration, ReviewMedia } from '../../../shared/api/google';
import { replyModerationOf } from '../google-profile/reply-moderation';

/** Read and publish on the owner's Business Profile; nothing more is asked. */
export const BUSINESS_SCOPE = 'https://www.googleapis.com/auth/business.manage';
/** Google's largest page of reviews. */
export const REVIEWS_PAGE_SIZE = 50;
/** A Google host that does not answer must not hold a request, a job or a shutdown. */
const REQUEST_TIMEOUT_MS = 20_000;
/** When Google says "too many" without saying how long: its quota is per minute. */
const DEFAULT_RETRY_AFTER_MS = 60_000;

const HOSTS = {
  consent: 'accounts.google.com',
  oauth: 'oauth2.googleapis.com',
  accounts: 'mybusinessaccountmanagement.googleapis.com',
  information: 'mybusinessbusinessinformation.googleapis.com',
  reviews: 'mybusiness.googleapis.com',
} as const;

/**
 * A refusal from Google, sorted: `problem` says what the owner can do; `expired` means the access
 * token lapsed (refresh it and call again); `retryAfterMs` when Google said how long to wait.
 */
export class GoogleApiError extends Error {
  constructor(
    readonly problem: GoogleProblem,
    message: string,
    readonly retryAfterMs: number | null = null,
    readonly expired = false,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'GoogleApiError';
  }
}

/** A retry may succeed: Google was busy, over quota or unreachable. */
export const isTransient = (error: unknown) => !(error instanceof GoogleApiError) || ['QUOTA', 'NETWORK'].includes(error.problem);

export type GoogleTokens = { accessToken: string; refreshToken: string | null; expiresAt: Date };

export type GoogleAccount = { name: string; displayName: string };

export type GoogleMatchable = GoogleLocation & { placeId: string | null };

export type GoogleReview = {
  reviewId: string;
  reviewer: { displayName: string; profilePhotoUrl: string | null; isAnonymous: boolean };
  rating: number;
  comment: string | null;
  createTime: Date;
  /** `moderation`: Google's moderation of the reply (since April 2026), null when it says none or an unknown one. */
  reply: { comment: string; updateTime: Date | null; moderation: GoogleReplyModeration | null } | null;
  /** The reviewer's photos and videos (since April 2026). */
  media: ReviewMedia[];
};

/**
 * A review's media as Google gives them: read as the v4 MediaItem's `mediaFormat`, `googleUrl` and `thumbnailUrl`
 * under `reviewMedia` (else `media`), the names of the April 2026 release as integrators report them; an item without
 * a web address is left out (docs/google-profile.md, assumptions).
 */
export function reviewMediaOf(items: unknown): ReviewMedia[] {
  if (!Array.isArray(items)) return [];
  return items.slice(0, 20).flatMap((item: { mediaFormat?: unknown; googleUrl?: unknown; thumbnailUrl?: unknown }) => {
    const url = isWebUrl(item?.googleUrl) ? item.googleUrl : null;
    if (!url) return [];
    const thumbnail = isWebUrl(item.thumbnailUrl) ? item.thumbnailUrl : null;
    return [{ kind: item.mediaFormat === 'VIDEO' ? ('video' as const) : ('photo' as const), url, thumbnailUrl: thumbnail }];
  });
}

export type GoogleReviewPage = { reviews: GoogleReview[]; nextPageToken: string | null; total: number | null };

const STARS: Record<string, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };

function isWebUrl(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 2048 && /^https?:\/\//.test(value);
}

/** The reply's moderation as the API shows it: an unknown state reads as none. */
function moderationOf(reply: unknown): GoogleReplyModeration | null {
  const state = replyModerationOf(reply)?.state;
  return state === undefined || state === 'unknown' ? null : state;
}

/** Google prefixes machine translations: the owner's own language is the original. */
function originalComment(comment: string | undefined): string | null {
  if (!comment) return null;
  const original = comment.indexOf('(Original)\n');
  return original >= 0 ? comment.slice(original + '(Original)\n'.length).trim() : comment;
}

type ErrorBody = {
  error?:
    | string
    | {
        code?: number;
        status?: string;
        message?: string;
        details?: { reason?: string; metadata?: Record<string, string> }[];
      };
  error_description?: string;
};

function retryAfterOf(header: string | null): number {
  const seconds = header === null || header.trim() === '' ? NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : DEFAULT_RETRY_AFTER_MS;
}

/** What a refusal means for the owner, from its status and the reasons Google gives. */
export function googleErrorOf(status: number, body: ErrorBody, retryAfter: string | null): GoogleApiError {
  const detail = typeof body.error === 'object' ? body.error : undefined;
  const message = detail?.message ?? body.error_description ?? (typeof body.error === 'string' ? body.error : `HTTP ${status}`);
  const reasons = (detail?.details ?? []).map((entry) => entry.reason);
  const quotaZero = (detail?.details ?? []).some((entry) => entry.metadata?.quota_limit_value === '0');
  if (body.error === 'invalid_grant') return new GoogleApiError('TOKEN_REVOKED', message, null, false, status);
  if (status === 401) return new GoogleApiError('TOKEN_REVOKED', message, null, true, status);
  if (status === 403 && reasons.includes('SERVICE_DISABLED'))
    return new GoogleApiError('API_ACCESS_NOT_GRANTED', message, null, false, status);
  if (status === 403) return new GoogleApiError('LOCATION_NOT_VERIFIED', message, null, false, status);
  // A project Google has not approved yet has a quota of zero: waiting will not help.
  if (status === 429 && quotaZero) return new GoogleApiError('API_ACCESS_NOT_GRANTED', message, null, false, status);
  if (status === 429) return new GoogleApiError('QUOTA', message, retryAfterOf(retryAfter), false, status);
  if (status === 400 || status === 404) return new GoogleApiError('REPLY_REJECTED', message, null, false, status);
  return new GoogleApiError('NETWORK', message, null, false, status);
}

export type BusinessProfileOptions = {
  clientId: string;
  clientSecret: string;
  redirectUrl: string;
  /** Google's hosts under one base (a stand-in), or null for Google itself. */
  apiBaseUrl: string | null;
  browserBaseUrl: string | null;
  /** Waits for (or refuses) a call within the shared per-minute quota. */
  beforeApiCall?: () => Promise<void>;
  fetch?: typeof fetch;
};

/**
 * Google's OAuth 2.0 and Business Profile APIs over plain HTTPS: the authorization-code flow with
 * offline access, accounts, locations, reviews and replies. Tokens come in and go out as plain
 * strings; storing them (sealed) is the connection service's job.
 */
export function createBusinessProfileClient(options: BusinessProfileOptions) {
  const doFetch = options.fetch ?? fetch;
  const at = (base: string | null, host: string, path: string) => (base ? `${base}/${host}${path}` : `https://${host}${path}`);
  const api = (host: string, path: string) => at(options.apiBaseUrl, host, path);

  async function call<T>(url: string, init: RequestInit & { counted?: boolean } = {}): Promise<T> {
    if (init.counted !== false) await options.beforeApiCall?.();
    let response: Response;
    try {
      response = await doFetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      throw new GoogleApiError('NETWORK', error instanceof Error ? error.message : 'Google unreachable');
    }
    const text = await response.text();
    let body: unknown = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      if (response.ok) throw new GoogleApiError('NETWORK', 'Google answered something that is not JSON');
    }
    if (!response.ok) throw googleErrorOf(response.status, body as ErrorBody, response.headers.get('retry-after'));
    return body as T;
  }

  const bearer = (accessToken: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${accessToken}`, ...extra });

  async function tokenRequest(fields: Record<string, string>) {
    const answer = await call<{ access_token?: string; refresh_token?: string; expires_in?: number }>(api(HOSTS.oauth, '/token'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: options.clientId, client_secret: options.clientSecret, ...fields }).toString(),
      counted: false,
    });
    if (!answer.access_token) throw new GoogleApiError('NETWORK', 'Google gave no access token');
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? null,
      // A minute early, so a token is never used in its last seconds.
      expiresAt: new Date(Date.now() + Math.max(0, (answer.expires_in ?? 3600) - 60) * 1000),
    };
  }

  return {
    /** Google's consent page, asking for offline access (a refresh token) every time. */
    consentUrl(state: string): string {
      const query = new URLSearchParams({
        client_id: options.clientId,
        redirect_uri: options.redirectUrl,
        response_type: 'code',
        scope: BUSINESS_SCOPE,
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state,
      });
      return at(options.browserBaseUrl, HOSTS.consent, `/o/oauth2/v2/auth?${query}`);
    },

    exchangeCode: (code: string): Promise<GoogleTokens> =>
      tokenRequest({ code, redirect_uri: options.redirectUrl, grant_type: 'authorization_code' }),

    refresh: (refreshToken: string): Promise<GoogleTokens> => tokenRequest({ refresh_token: refreshToken, grant_type: 'refresh_token' }),

    /** Ends the grant on Google's side (a token already revoked is fine). */
    async revoke(token: string): Promise<void> {
      await call(api(HOSTS.oauth, `/revoke?${new URLSearchParams({ token })}`), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        counted: false,
      }).catch((error: unknown) => {
        if (!(error instanceof GoogleApiError && error.status === 400)) throw error;
      });
    },

    async accounts(accessToken: string): Promise<GoogleAccount[]> {
      const answer = await call<{ accounts?: { name: string; accountName?: string }[] }>(api(HOSTS.accounts, '/v1/accounts'), {
        headers: bearer(accessToken),
      });
      return (answer.accounts ?? []).map((account) => ({ name: account.name, displayName: account.accountName ?? account.name }));
    },

    async locations(accessToken: string, account: GoogleAccount): Promise<GoogleMatchable[]> {
      const found: GoogleMatchable[] = [];
      let pageToken: string | undefined;
      do {
        const query = new URLSearchParams({ readMask: 'name,title,storefrontAddress,metadata', pageSize: '100' });
        if (pageToken) query.set('pageToken', pageToken);
        const answer = await call<{
          locations?: {
            name: string;
            title?: string;
            storefrontAddress?: { addressLines?: string[]; postalCode?: string; locality?: string };
            metadata?: { placeId?: string; hasVoiceOfMerchant?: boolean };
          }[];
          nextPageToken?: string;
        }>(api(HOSTS.information, `/v1/${account.name}/locations?${query}`), { headers: bearer(accessToken) });
        for (const location of answer.locations ?? []) {
          const address = location.storefrontAddress;
          const line = address
            ? [...(address.addressLines ?? []), [address.postalCode, address.locality].filter(Boolean).join(' ')].filter(Boolean).join(', ')
            : '';
          found.push({
            name: location.name,
            title: location.title ?? location.name,
            address: line || null,
            verified: location.metadata?.hasVoiceOfMerchant === true,
            account,
            placeId: location.metadata?.placeId ?? null,
          });
        }
        pageToken = answer.nextPageToken;
      } while (pageToken);
      return found;
    },

    /** Google's place id of a location (its `metadata.placeId`, what Google's review form takes), null when it has none. */
    async placeIdOf(accessToken: string, locationName: string): Promise<string | null> {
      const query = new URLSearchParams({ readMask: 'metadata' });
      const answer = await call<{ metadata?: { placeId?: string } }>(api(HOSTS.information, `/v1/${locationName}?${query}`), {
        headers: bearer(accessToken),
      });
      return answer.metadata?.placeId ?? null;
    },

    /** A page of the location's reviews, newest first. */
    async reviews(accessToken: string, accountName: string, locationName: string, pageToken: string | null): Promise<GoogleReviewPage> {
      const query = new URLSearchParams({ pageSize: String(REVIEWS_PAGE_SIZE), orderBy: 'updateTime desc' });
      if (pageToken) query.set('pageToken', pageToken);
      const answer = await call<{
        reviews?: {
          reviewId: string;
          reviewer?: { displayName?: string; profilePhotoUrl?: string; isAnonymous?: boolean };
          starRating?: string;
          comment?: string;
          createTime?: string;
          reviewReply?: { comment?: string; updateTime?: string };
          reviewMedia?: unknown;
          media?: unknown;
        }[];
        nextPageToken?: string;
        totalReviewCount?: number;
      }>(api(HOSTS.reviews, `/v4/${accountName}/${locationName}/reviews?${query}`), { headers: bearer(accessToken) });
      return {
        reviews: (answer.reviews ?? []).map((review) => ({
          reviewId: review.reviewId,
          reviewer: {
            displayName: review.reviewer?.displayName ?? '',
            profilePhotoUrl: review.reviewer?.profilePhotoUrl ?? null,
            isAnonymous: review.reviewer?.isAnonymous === true,
          },
          rating: STARS[review.starRating ?? ''] ?? 0,
          comment: originalComment(review.comment),
          createTime: new Date(review.createTime ?? 0),
          reply: review.reviewReply?.comment
            ? {
                comment: review.reviewReply.comment,
                updateTime: review.reviewReply.updateTime ? new Date(review.reviewReply.updateTime) : null,
                moderation: moderationOf(review.reviewReply),
              }
            : null,
          media: reviewMediaOf(review.reviewMedia ?? review.media),
        })),
        nextPageToken: answer.nextPageToken ?? null,
        total: answer.totalReviewCount ?? null,
      };
    },

    /** Publishes (or replaces) the owner's reply; Google answers with the time it took it. */
    async putReply(accessToken: string, reviewName: string, comment: string): Promise<Date> {
      const answer = await call<{ updateTime?: string }>(api(HOSTS.reviews, `/v4/${reviewName}/reply`), {
        method: 'PUT',
        headers: bearer(accessToken, { 'content-type': 'application/json' }),
        body: JSON.stringify({ comment }),
      });
      return answer.updateTime ? new Date(answer.updateTime) : new Date();
    },

    /** Removes the reply; one Google no longer has counts as removed. */
    async deleteReply(accessToken: string, reviewName: string): Promise<void> {
      await call(api(HOSTS.reviews, `/v4/${reviewName}/reply`), { method: 'DELETE', headers: bearer(accessToken) }).catch(
        (error: unknown) => {
          if (!(error instanceof GoogleApiError && error.status === 404)) throw error;
        },
      );
    },
  };
}

export type BusinessProfileClient = ReturnType<typeof createBusinessProfileClient>;
