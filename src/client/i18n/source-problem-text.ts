import type { TFunction } from 'i18next';
import { SOURCE_ERROR_CODES, type ReviewSourceName, type SourceErrorCode, type SourceProblem } from '../../shared/api/review-sources';
import type { ApiError } from '../api/api-error';
import { apiErrorText } from './api-error-text';

const isSourceErrorCode = (value: unknown): value is SourceErrorCode => SOURCE_ERROR_CODES.includes(value as SourceErrorCode);

/** Why a platform refused, in French (or the interface's language), naming the platform. */
export const sourceProblemText = (t: TFunction, source: ReviewSourceName, code: SourceErrorCode) =>
  t(`sources.problems.${code}`, { platform: t(`sources.names.${source}`) });

/**
 * The platform's own code, shown beside the translated reason (« Code Meta : 190/463 »): what its support and its
 * documentation know the refusal by. Null when the platform gave none.
 */
export const platformCodeText = (t: TFunction, source: ReviewSourceName, platformCode: string | null) =>
  platformCode ? t('sources.platformCode', { owner: t(`sources.codeOwners.${source}`), code: platformCode }) : null;

/** A failed call about a source: the platform's refusal in words, with its code; else the call's own error text. */
export function sourceErrorText(t: TFunction, error: unknown, source: ReviewSourceName, fallbackKey: string): SourceProblemWords {
  const data = typeof error === 'object' && error !== null && 'data' in error ? (error as ApiError).data : undefined;
  const body = typeof data === 'object' && data !== null ? (data as { code?: unknown; platformCode?: unknown }) : {};
  if (!isSourceErrorCode(body.code)) return { text: apiErrorText(t, error, fallbackKey), code: null };
  const platformCode = typeof body.platformCode === 'string' ? body.platformCode : null;
  return { text: sourceProblemText(t, source, body.code), code: platformCodeText(t, source, platformCode) };
}

/** A source's problem as its card shows it. */
export const sourceProblemWords = (t: TFunction, source: ReviewSourceName, problem: SourceProblem): SourceProblemWords => ({
  text: sourceProblemText(t, source, problem.code),
  code: platformCodeText(t, source, problem.platformCode),
});

/** The reason, and the platform's code to show beside it. */
export type SourceProblemWords = { text: string; code: string | null };
