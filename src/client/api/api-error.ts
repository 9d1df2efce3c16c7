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
