import type { TFunction } from 'i18next';
import { GOOGLE_PROBLEMS, type GoogleProblem } from '../../shared/api/google';
import type { ApiError } from '../api/api-error';
import { apiErrorText } from './api-error-text';

const isProblem = (value: unknown): value is GoogleProblem => GOOGLE_PROBLEMS.includes(value as GoogleProblem);

/** What the owner should do about Google's problem. */
export const googleProblemText = (t: TFunction, problem: GoogleProblem) => t(`google.problems.${problem}`);

/** A failed call about Google: the problem Google gave (with what to do), else the call's own error text. */
export function googleErrorText(t: TFunction, error: unknown, fallbackKey: string): string {
  const data = typeof error === 'object' && error !== null && 'data' in error ? (error as ApiError).data : undefined;
  const problem = typeof data === 'object' && data !== null ? (data as { problem?: unknown }).problem : undefined;
  return isProblem(problem) ? googleProblemText(t, problem) : apiErrorText(t, error, fallbackKey);
}
