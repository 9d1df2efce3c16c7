import type { ApiError } from './base-api';

/** The HTTP status of a failed call, when there is one. */
export function statusOf(error: unknown): ApiError['status'] | undefined {
  return typeof error === 'object' && error !== null && 'status' in error ? (error as ApiError).status : undefined;
}

/** Seconds the server asks to wait before trying again (`retryAfterSeconds` of a 429), if it says. */
export function retryAfterSecondsOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error as ApiError;
  const seconds = typeof data === 'object' && data !== null ? (data as { retryAfterSeconds?: unknown }).retryAfterSeconds : undefined;
  return typeof seconds === 'number' ? seconds : undefined;
}

/** Error codes the client has its own message for, under `apiErrors.<CODE>`. */
export const TRANSLATED_ERROR_CODES = [
  'PREMIUM_REQUIRED',
  'TWO_FACTOR_REQUIRED',
  'SYNC_COOLDOWN',
  'LOOKUP_LIMIT',
  'OTP_EXPIRED',
  'OTP_TOO_MANY_ATTEMPTS',
  'ADDRESS_LIMIT',
  'ONBOARDING_ALREADY_DONE',
  'IDENTITY_UNAVAILABLE',
] as const;
export type TranslatedErrorCode = (typeof TRANSLATED_ERROR_CODES)[number];

/** The `code` of the server's error body, if it sent one. */
export function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error as ApiError;
  const code = typeof data === 'object' && data !== null ? (data as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** The translation key of a failed call's code, when the client has a message for it. */
export function apiErrorKey(error: unknown): string | undefined {
  const code = errorCodeOf(error);
  return code && (TRANSLATED_ERROR_CODES as readonly string[]).includes(code) ? `apiErrors.${code}` : undefined;
}
