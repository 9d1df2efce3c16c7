import { isApiErrorCode, type ApiErrorCode, type ApiErrorDetails } from '../../shared/api/errors';

/** What every failed call rejects with: the server's body, or a fallback text when there is none. */
export type ApiError = { status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR'; data: unknown };

/** The HTTP status of a failed call, when there is one: for the error screens only; screens decide by `errorCodeOf`. */
export function statusOf(error: unknown): ApiError['status'] | undefined {
  return typeof error === 'object' && error !== null && 'status' in error ? (error as ApiError).status : undefined;
}

/** The 403s that are not about the account: an unverified address (its sign-in says what to do), a role, an invitation. */
const NOT_THE_ACCOUNT = ['EMAIL_NOT_VERIFIED', 'ROLE_FORBIDDEN', 'INVITATION_EMAIL_MISMATCH'] as const;

/**
 * Whether a failed call means the account may no longer use the app: a 403 on any call (the rule is the status),
 * except a profile refused for an unverified address, whose sign-in says what to do and signs out itself, and an
 * action a team member's role does not allow (their role changed while the screen was open: the member stays, and
 * their organisations are read again). A 428, a two-factor code to give, is not one: the form that made the call asks.
 */
export function isForcedLogout(error: unknown): boolean {
  const code = errorCodeOf(error);
  return statusOf(error) === 403 && !NOT_THE_ACCOUNT.some((excepted) => excepted === code);
}

/** Seconds the server asks to wait before trying again (`retryAfterSeconds` of a 429), if it says. */
export function retryAfterSecondsOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error as ApiError;
  const seconds = typeof data === 'object' && data !== null ? (data as { retryAfterSeconds?: unknown }).retryAfterSeconds : undefined;
  return typeof seconds === 'number' ? seconds : undefined;
}

/** The `code` of the server's error body, when it is one of the contract's codes. */
export function errorCodeOf(error: unknown): ApiErrorCode | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error as ApiError;
  const code = typeof data === 'object' && data !== null ? (data as { code?: unknown }).code : undefined;
  return isApiErrorCode(code) ? code : undefined;
}

/** Codes that say only "something was wrong with the request": the screen that made it knows better what to say. */
const GENERIC_CODES: readonly ApiErrorCode[] = ['VALIDATION_ERROR', 'BAD_REQUEST', 'NOT_FOUND', 'INTERNAL_ERROR', 'UNSUPPORTED_MEDIA_TYPE'];

/**
 * The translation key for a failed call, chosen by its code: `apiErrors.<CODE>` for every code of the
 * contract; for a generic code or no code at all (a network failure), the screen's own `contextKey`.
 */
export function errorKeyOf(error: unknown, contextKey = 'apiErrors.INTERNAL_ERROR'): string {
  const code = errorCodeOf(error);
  return code && !GENERIC_CODES.includes(code) ? `apiErrors.${code}` : contextKey;
}

/** Details of an error body that its code's text may show (`{{incentive}}`), as i18next's values. */
const TEXT_DETAILS = ['incentive'] as const satisfies readonly (keyof ApiErrorDetails)[];

/** The details of the server's error body that its text interpolates, when it sends them. */
export function textDetailsOf(error: unknown): Partial<Record<(typeof TEXT_DETAILS)[number], string>> {
  if (typeof error !== 'object' || error === null || !('data' in error)) return {};
  const { data } = error as ApiError;
  if (typeof data !== 'object' || data === null) return {};
  const details = data as Record<string, unknown>;
  return Object.fromEntries(TEXT_DETAILS.flatMap((key) => (typeof details[key] === 'string' ? [[key, details[key]]] : [])));
}

/** The message key per field of a refused form (`fields` of a 400), to show beside each field. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error as ApiError;
  const fields = typeof data === 'object' && data !== null ? (data as { fields?: unknown }).fields : undefined;
  if (typeof fields !== 'object' || fields === null) return undefined;
  const entries = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
