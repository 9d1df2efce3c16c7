import type { TFunction } from 'i18next';
import { errorKeyOf, retryAfterSecondsOf, textDetailsOf } from '../api/api-error';

/** A wait in words, rounded up: seconds under a minute, minutes under an hour, else hours. */
export function formatWait(t: TFunction, seconds: number): string {
  if (seconds < 60) return t('time.seconds', { count: Math.max(1, Math.ceil(seconds)) });
  if (seconds < 3600) return t('time.minutes', { count: Math.ceil(seconds / 60) });
  return t('time.hours', { count: Math.ceil(seconds / 3600) });
}

/**
 * What to tell the user of a failed call: its code's message (else `fallbackKey`'s), with the details the server sent
 * for it (`values` stand in for details it may leave out), and the wait the server asks for, if any.
 */
export function apiErrorText(t: TFunction, error: unknown, fallbackKey: string, values: Record<string, string> = {}): string {
  const message = t(errorKeyOf(error, fallbackKey), { ...values, ...textDetailsOf(error) });
  const seconds = retryAfterSecondsOf(error);
  return seconds && seconds > 0 ? `${message} ${t('apiErrors.retryIn', { wait: formatWait(t, seconds) })}` : message;
}
