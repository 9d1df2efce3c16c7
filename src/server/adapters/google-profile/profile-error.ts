import type { GoogleErrorBody } from './google-shapes';

export const PROFILE_ERROR_CODES = [
  /** Google's quota (429 RESOURCE_EXHAUSTED): retry after `retryAfterSeconds`. */
  'PROFILE_RATE_LIMITED',
  /** Google (400 INVALID_ARGUMENT) or our checks refused what was sent: `violations` says which field and why. */
  'PROFILE_INVALID',
  /** 403 PERMISSION_DENIED (not the location's manager, API not enabled), or Google will not do it for this location. */
  'PROFILE_FORBIDDEN',
  /** 404 NOT_FOUND: the location, post or photo is gone. */
  'PROFILE_NOT_FOUND',
  /** The access token was refused even after a refresh: the owner reconnects Google. */
  'PROFILE_TOKEN_REVOKED',
  /** Google failed, did not answer in time, or answered something unreadable: worth a retry later. */
  'PROFILE_UNAVAILABLE',
] as const;
export type ProfileErrorCode = (typeof PROFILE_ERROR_CODES)[number];

export type FieldViolation = { field: string; description: string };

/** When Google says "too many" without saying how long: its quotas are per minute. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;
/** Google's message is kept for the logs, cut to a line. */
const MESSAGE_MAX_LENGTH = 300;

/** A refusal, by a code the client translates; the details a screen or a retry needs come along. */
export class ProfileError extends Error {
  readonly retryAfterSeconds: number | null;
  readonly violations: FieldViolation[];
  /** Google's ErrorInfo reason (SERVICE_DISABLED, RATE_LIMIT_EXCEEDED…) or its status, for the logs and the docs' table. */
  readonly reason: string | null;
  readonly status: number;

  constructor(
    readonly code: ProfileErrorCode,
    message: string,
    extra: { retryAfterSeconds?: number | null; violations?: FieldViolation[]; reason?: string | null; status?: number } = {},
  ) {
    super(message);
    this.name = 'ProfileError';
    this.retryAfterSeconds = extra.retryAfterSeconds ?? null;
    this.violations = extra.violations ?? [];
    this.reason = extra.reason ?? null;
    this.status = extra.status ?? 0;
  }
}

export const invalid = (violations: FieldViolation[]) =>
  new ProfileError('PROFILE_INVALID', violations.map((entry) => `${entry.field}: ${entry.description}`).join('; '), { violations });

function parseBody(text: string): GoogleErrorBody {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' ? (body as GoogleErrorBody) : {};
  } catch {
    return {}; // An HTML page from a proxy: the status says enough.
  }
}

/** Seconds from a Retry-After header, else from google.rpc.RetryInfo's `retryDelay` ("30s"), else a minute. */
function retryAfterOf(header: string | null, details: NonNullable<GoogleErrorBody['error']>['details']): number {
  const fromHeader = header?.trim() ? Number(header.trim()) : NaN;
  if (Number.isFinite(fromHeader) && fromHeader >= 0) return Math.ceil(fromHeader);
  for (const detail of details ?? []) {
    const delay =
      typeof detail.retryDelay === 'string' && detail.retryDelay.length <= 20 ? /^(\d+(?:\.\d+)?)s$/.exec(detail.retryDelay) : null;
    if (delay) return Math.ceil(Number(delay[1]));
  }
  return DEFAULT_RETRY_AFTER_SECONDS;
}

/** google.rpc.BadRequest's field violations, or the v4 APIs' ValidationError details. */
function violationsOf(details: NonNullable<GoogleErrorBody['error']>['details']): FieldViolation[] {
  const found: FieldViolation[] = [];
  for (const detail of details ?? []) {
    for (const entry of detail.fieldViolations ?? []) found.push({ field: entry.field ?? '', description: entry.description ?? '' });
    for (const entry of detail.errorDetails ?? []) found.push({ field: entry.field ?? '', description: entry.message ?? '' });
  }
  return found;
}

/** What Google's error envelope `{ error: { code, message, status, details } }` means for Bonavis. */
export function profileErrorOf(status: number, text: string, retryAfterHeader: string | null): ProfileError {
  const error = parseBody(text).error ?? {};
  const details = Array.isArray(error.details) ? error.details : [];
  const message = `Google ${status}${error.status ? ` ${error.status}` : ''}: ${(error.message ?? '').slice(0, MESSAGE_MAX_LENGTH)}`;
  const reason = details.find((detail) => typeof detail.reason === 'string')?.reason ?? error.status ?? null;
  const extra = { reason, status };
  // A project Google has not approved yet has a quota of zero: waiting will not help.
  const quotaZero = details.some((detail) => detail.metadata?.quota_limit_value === '0');
  if (status === 429 && quotaZero) return new ProfileError('PROFILE_FORBIDDEN', message, { ...extra, reason: 'API_ACCESS_NOT_GRANTED' });
  if (status === 429 || error.status === 'RESOURCE_EXHAUSTED') {
    return new ProfileError('PROFILE_RATE_LIMITED', message, { ...extra, retryAfterSeconds: retryAfterOf(retryAfterHeader, details) });
  }
  if (status === 401) return new ProfileError('PROFILE_TOKEN_REVOKED', message, extra);
  if (status === 403) return new ProfileError('PROFILE_FORBIDDEN', message, extra);
  if (status === 404) return new ProfileError('PROFILE_NOT_FOUND', message, extra);
  // FAILED_PRECONDITION: the location cannot do this (not verified, posts not allowed), whatever is sent.
  if (status === 400 && error.status === 'FAILED_PRECONDITION') return new ProfileError('PROFILE_FORBIDDEN', message, extra);
  if (status === 400) return new ProfileError('PROFILE_INVALID', message, { ...extra, violations: violationsOf(details) });
  return new ProfileError('PROFILE_UNAVAILABLE', message, extra);
}
