import type { TFunction } from 'i18next';
import type { ApiError } from '../../api/api-error';
import { errorCodeOf } from '../../api/api-error';
import { apiErrorText } from '../../i18n/api-error-text';

function attemptsLeftOf(error: unknown): number | undefined {
  const data = typeof error === 'object' && error !== null && 'data' in error ? (error as ApiError).data : undefined;
  const left = typeof data === 'object' && data !== null ? (data as { attemptsLeft?: unknown }).attemptsLeft : undefined;
  return typeof left === 'number' ? left : undefined;
}

/** Why a one-time code was refused (wrong, expired, tried too often), with the tries left when the server says. */
export function codeErrorText(t: TFunction, error: unknown): string {
  const message = apiErrorText(t, error, 'account.code.verifyError');
  const attemptsLeft = errorCodeOf(error) === 'OTP_INVALID' ? attemptsLeftOf(error) : undefined;
  return attemptsLeft ? `${message} ${t('account.code.attemptsLeft', { count: attemptsLeft })}` : message;
}
