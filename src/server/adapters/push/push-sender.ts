import type { PushPayload } from '../../../shared/api/notifications';
import { pushEndpointOf, type PushEndpoint } from './push-endpoint';

/**
 * A browser's push subscription as a sender takes it: where its push service listens, checked by `endpointOf`, and
 * its keys (base64url).
 */
export type PushSubscription = { endpoint: PushEndpoint; keys: { p256dh: string; auth: string } };

/** RFC 8030's Urgency header: how soon the device should be woken for it. */
export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export type PushOptions = {
  /** Seconds the push service keeps the message for a device that is offline (0: deliver now or never). */
  ttl: number;
  urgency: PushUrgency;
  /** A message waiting at the push service with the same topic is replaced by this one (at most 32 base64url characters). */
  topic?: string;
};

/**
 * Sends one encrypted message to one device. 'sent' when the push service took it, 'gone' when it says the
 * subscription no longer exists (404 or 410: the device must be forgotten); throws PushError otherwise.
 */
export type PushSender = {
  kind: 'web-push' | 'outbox' | 'off';
  /** The endpoint a device names, if this sender may post there (`pushEndpointOf`); the only way to make one. */
  endpointOf(value: string): PushEndpoint | null;
  send(subscription: PushSubscription, payload: PushPayload, options: PushOptions): Promise<'sent' | 'gone'>;
};

/**
 * Why a push did not leave. `REJECTED`: the push service refused this message and will refuse it again (bad VAPID
 * key, payload too large, malformed): retrying is useless. `UNAVAILABLE`: busy, failing or unreachable: retry later.
 */
export type PushErrorCode = 'REJECTED' | 'UNAVAILABLE';

export class PushError extends Error {
  constructor(
    readonly code: PushErrorCode,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'PushError';
  }
}

/** Statuses after which the same message will never be accepted: retrying only repeats the refusal. */
const PERMANENT = new Set([400, 401, 403, 413]);

/** A push service's answer as the app understands it. */
export function outcomeOf(status: number): 'sent' | 'gone' | PushError {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  return new PushError(PERMANENT.has(status) ? 'REJECTED' : 'UNAVAILABLE', `the push service answered ${status}`, status);
}

/** Push is not configured (no VAPID keys): nothing leaves, and the API gives devices no key to subscribe with. */
export function createDisabledPush(): PushSender {
  return {
    kind: 'off',
    endpointOf: (value) => pushEndpointOf(value, { allowLoopbackHttp: false }),
    async send() {
      throw new PushError('REJECTED', 'push alerts are not configured (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY)');
    },
  };
}
