import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isUuid } from './thefork';

/*
 * TheFork's B2B webhook: a thin event naming an entity (`{ entityType, eventType, uuid, restaurantUuid,
 * reservationUuid }`); Bonavis then reads the review with `GET /v1/reviews/{uuid}`.
 *
 * ASSUMPTIONS TO CHECK against docs.thefork.io/B2B-API/event-webhook-flow (unreachable from this machine):
 * - a third-party reconstruction of that page says TheFork signs nothing: the partner gives TheFork, by mail, an
 *   address carrying its own secret token in the query string, and that token is the authentication. We accept it
 *   as `?token=<secret>`.
 * - if TheFork signs its calls, we assume an HMAC-SHA256 of the raw body, in hex (optionally `sha256=`-prefixed), in
 *   the header `THEFORK_SIGNATURE_HEADER`. Either proof is enough; both compare in constant time.
 */

export const THEFORK_SIGNATURE_HEADER = 'x-thefork-signature';
export const THEFORK_TOKEN_PARAM = 'token';
/** TheFork's events are a few hundred bytes; anything far larger is not one. */
const MAX_BODY_BYTES = 16_384;
const HEX_SHA256 = /^[0-9a-f]{64}$/i;

export type TheForkEvent = {
  entityType: string;
  /** For reviews: reviewRatingCreated, reviewCommentPublished, reviewCommentUnpublished, reviewValidityChanged. */
  eventType: string;
  uuid: string;
  restaurantUuid: string | null;
  reservationUuid: string | null;
};

export type TheForkWebhookCheck =
  | { ok: true; event: TheForkEvent }
  | { ok: false; code: 'WEBHOOK_SIGNATURE_MISSING' | 'WEBHOOK_SIGNATURE_INVALID' | 'WEBHOOK_BODY_INVALID' };

type Headers = Record<string, string | string[] | undefined>;

/** A fresh secret for one connection's webhook address. */
export const newTheForkWebhookSecret = (): string => randomBytes(32).toString('base64url');

/** The address to give TheFork for one connection: the route's URL with the connection's secret as its token. */
export function theForkWebhookAddress(endpointUrl: string, secret: string): string {
  const url = new URL(endpointUrl);
  url.searchParams.set(THEFORK_TOKEN_PARAM, secret);
  return url.toString();
}

/** Equal strings in constant time, whatever their lengths (hashed first, so lengths do not leak either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function headerOf(headers: Headers, name: string): string | null {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

function signatureMatches(rawBody: Buffer, signature: string, secret: string): boolean {
  const hex = signature.startsWith('sha256=') ? signature.slice('sha256='.length) : signature;
  if (!HEX_SHA256.test(hex)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(hex, 'hex'));
}

function eventOf(rawBody: Buffer): TheForkEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { entityType, eventType, uuid, restaurantUuid, reservationUuid } = body as Record<string, unknown>;
  if (typeof entityType !== 'string' || typeof eventType !== 'string' || !isUuid(uuid)) return null;
  return {
    entityType: entityType.slice(0, 40),
    eventType: eventType.slice(0, 60),
    uuid,
    restaurantUuid: isUuid(restaurantUuid) ? restaurantUuid : null,
    reservationUuid: isUuid(reservationUuid) ? reservationUuid : null,
  };
}

/**
 * Checks one call of TheFork's webhook against the connection's secret, on the raw body as it arrived (a body parsed
 * and serialised again would not match its signature). `query` is the request's query string, for the token.
 */
export function verifyTheForkWebhook(
  rawBody: Buffer | string,
  headers: Headers,
  secret: string,
  query: Record<string, unknown> = {},
): TheForkWebhookCheck {
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody;
  const signature = headerOf(headers, THEFORK_SIGNATURE_HEADER);
  const token = typeof query[THEFORK_TOKEN_PARAM] === 'string' ? (query[THEFORK_TOKEN_PARAM] as string) : null;
  if (!secret) return { ok: false, code: 'WEBHOOK_SIGNATURE_INVALID' };
  if (signature === null && token === null) return { ok: false, code: 'WEBHOOK_SIGNATURE_MISSING' };
  const proven = signature !== null ? signatureMatches(body, signature, secret) : sameSecret(token!, secret);
  if (!proven) return { ok: false, code: 'WEBHOOK_SIGNATURE_INVALID' };
  const event = body.length <= MAX_BODY_BYTES ? eventOf(body) : null;
  return event ? { ok: true, event } : { ok: false, code: 'WEBHOOK_BODY_INVALID' };
}

/** The review an event asks Bonavis to read again, or null for an event about something else. */
export const reviewUuidOf = (event: TheForkEvent): string | null => (event.entityType === 'review' ? event.uuid : null);
