import { SourceError, type SourceKind } from './review-source';

/** Tests pass a fetch answering recorded-shape fixtures; production uses the global one. */
export type Fetch = typeof fetch;

/** A platform that does not answer must not hold a sync, a request or a shutdown. */
export const SOURCE_TIMEOUT_MS = 20_000;
/** The platform's message is kept in ours for the logs, cut to a line. */
const DETAIL_MAX_LENGTH = 200;

export type SourceAnswer = { status: number; headers: Headers; body: unknown };

/**
 * One HTTP call: a network failure or a timeout is SOURCE_UNAVAILABLE; the answer comes back whatever its status, its
 * body parsed when it is JSON (else `{}`), for the adapter to sort by the platform's own error envelope.
 */
export async function callSource(
  source: SourceKind,
  fetchImpl: Fetch,
  url: string,
  init: RequestInit = {},
  timeoutMs = SOURCE_TIMEOUT_MS,
): Promise<SourceAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch {
    throw new SourceError('SOURCE_UNAVAILABLE', source, `${source} cannot be reached`);
  }
  let body: unknown = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    // An HTML page from a proxy: the status says enough.
    if (response.ok) throw new SourceError('SOURCE_UNAVAILABLE', source, `${source} answered something that is not JSON`);
  }
  return { status: response.status, headers: response.headers, body };
}

/** Retry-After in seconds, or an HTTP date, as the standard allows; null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** A platform's message, cut for a log line. */
export const detailOf = (value: unknown): string => (typeof value === 'string' ? value.slice(0, DETAIL_MAX_LENGTH) : '');

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
