import { SourceError, type SourceErrorCode } from './review-source';
import { detailOf, isObject, type SourceAnswer } from './source-http';

/*
 * Meta's error envelope, `{ error: { message, type, code, error_subcode, fbtrace_id } }`, sorted by its code as Meta's
 * "Handling Errors" guide lists them. The platform code (`190/463`) travels with the error: the owner quotes it to
 * support, and the inbox shows it in French beside the translated reason. fbtrace_id goes to the log line only.
 */

/** Codes whose recovery is "wait and retry": app, user and Page throttling. */
const THROTTLED = new Set([4, 17, 32, 341, 613, 80001]);
/** `12`: Meta's answer for a deprecated field or edge (the Recommendation node from Graph API v22); `11` a deprecated method. */
const DEPRECATED = new Set([11, 12]);

function codeFor(code: number, subcode: number | null, status: number, replying: boolean): SourceErrorCode {
  if (code === 190 || code === 102) return 'SOURCE_UNAUTHORIZED';
  if (DEPRECATED.has(code)) return 'SOURCE_DEPRECATED';
  if (code === 10 || (code >= 200 && code <= 299) || code === 368) return 'SOURCE_FORBIDDEN';
  if (THROTTLED.has(code)) return 'SOURCE_RATE_LIMITED';
  // 100/33: "Object with ID … does not exist, cannot be loaded due to missing permissions, or does not support this operation".
  if ((code === 100 && subcode === 33) || code === 803) return replying ? 'SOURCE_REPLY_REFUSED' : 'SOURCE_NOT_FOUND';
  if (replying && (code === 100 || code === 506)) return 'SOURCE_REPLY_REFUSED';
  if (code === 1 || code === 2 || status >= 500) return 'SOURCE_UNAVAILABLE';
  return status === 404 ? 'SOURCE_NOT_FOUND' : 'SOURCE_UNAVAILABLE';
}

/**
 * How long Meta asks to wait, in seconds: the largest `estimated_time_to_regain_access` (minutes) of the Business
 * Use Case header, when it is there and readable.
 */
export function metaWaitSeconds(headers: Headers): number | null {
  const header = headers.get('x-business-use-case-usage');
  if (!header || header.length > 10_000) return null;
  try {
    const usage: unknown = JSON.parse(header);
    if (!isObject(usage)) return null;
    const minutes = Object.values(usage)
      .flatMap((entries) => (Array.isArray(entries) ? entries : []))
      .map((entry) => (isObject(entry) ? Number(entry.estimated_time_to_regain_access) : NaN))
      .filter((value) => Number.isFinite(value) && value >= 0);
    return minutes.length ? Math.max(...minutes) * 60 : null;
  } catch {
    return null;
  }
}

/** The SourceError a Graph API refusal means; `replying` when the call was a reply (a refused comment is not a missing page). */
export function metaErrorOf(answer: SourceAnswer, { replying = false }: { replying?: boolean } = {}): SourceError {
  const body = isObject(answer.body) ? answer.body : {};
  const error = isObject(body.error) ? body.error : {};
  const code = typeof error.code === 'number' ? error.code : 0;
  const subcode = typeof error.error_subcode === 'number' ? error.error_subcode : null;
  const platformCode = code ? `${code}${subcode ? `/${subcode}` : ''}` : String(answer.status);
  const sourceCode = codeFor(code, subcode, answer.status, replying);
  const message = `Meta answered ${answer.status} (${platformCode}, trace ${detailOf(error.fbtrace_id) || '-'}): ${detailOf(error.message)}`;
  const retryAfterSeconds = sourceCode === 'SOURCE_RATE_LIMITED' ? metaWaitSeconds(answer.headers) : null;
  return new SourceError(sourceCode, 'facebook', message, { platformCode, retryAfterSeconds });
}
