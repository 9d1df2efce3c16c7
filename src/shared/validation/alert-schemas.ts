import { boolean, object } from 'yup';
import { DIGEST_DAYS } from '../api/notifications';
import { stringField } from './string-field';

/** The message keys of the alerts' requests, which the client translates (the service answers some of them too). */
export const ALERT_MESSAGE_KEYS = {
  choice: 'validation.alerts.choice',
  digestDay: 'validation.alerts.digestDay',
  endpoint: 'validation.push.endpoint',
  keys: 'validation.push.keys',
  label: 'validation.push.label',
} as const;

const KEY = ALERT_MESSAGE_KEYS;

/** The longest push endpoint taken: a push service's address is far shorter. */
export const PUSH_ENDPOINT_MAX_LENGTH = 1024;
export const LABEL_MAX_LENGTH = 60;

const BASE64URL_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * A base64url key of exactly `bytes` bytes (padding allowed), its length bounded before the pattern runs. Decoded
 * by hand, as Node's decoder counts (every 4 digits 3 bytes, 2 or 3 more digits 1 or 2 bytes): this runs in the
 * browser too.
 */
export function isKeyOf(value: string, bytes: number, firstByte?: number): boolean {
  if (value.length > Math.ceil((bytes * 4) / 3) + 2 || !/^[\w-]+={0,2}$/.test(value)) return false;
  // Padding only ends the key (the pattern above).
  const padding = value.indexOf('=');
  const digits = padding === -1 ? value : value.slice(0, padding);
  if (Math.floor((digits.length * 3) / 4) !== bytes) return false;
  if (firstByte === undefined) return true;
  const first = (BASE64URL_DIGITS.indexOf(digits[0]) << 2) | (BASE64URL_DIGITS.indexOf(digits[1]) >> 4);
  return first === firstByte;
}

/**
 * `POST /users/private/alerts/devices`: the browser's PushSubscription (`toJSON()`), and an optional label. The
 * endpoint is only bounded here; whether the server may post there is the push sender's rule (`endpointOf`), applied
 * by the service, which answers PUSH_ENDPOINT_INVALID.
 */
export function pushDeviceSchema() {
  const key = (bytes: number, firstByte?: number) =>
    stringField(KEY.keys)
      .required(KEY.keys)
      .test('key', KEY.keys, (value) => value === undefined || isKeyOf(value, bytes, firstByte));
  return object({
    endpoint: stringField(KEY.endpoint, { trim: true }).required(KEY.endpoint).max(PUSH_ENDPOINT_MAX_LENGTH, KEY.endpoint),
    keys: object({
      // An uncompressed P-256 point (0x04, x, y) and the 16-byte authentication secret (RFC 8291).
      p256dh: key(65, 0x04),
      auth: key(16),
    })
      .typeError(KEY.keys)
      .required(KEY.keys),
    label: stringField(KEY.label, { trim: true }).max(LABEL_MAX_LENGTH, KEY.label).optional(),
  }).typeError(KEY.endpoint);
}

const choice = () => boolean().strict().typeError(KEY.choice).required(KEY.choice);

/** `PUT /users/private/alerts`: every push choice, and the weekly digest's day. */
export const alertSettingsSchema = object({
  push: object({
    everyReview: choice(),
    lowRatings: choice(),
    approvals: choice(),
    syncDone: choice(),
    googleProblems: choice(),
    // Added later: a page loaded before it saves without it, and the default (on) stands.
    removals: boolean().strict().typeError(KEY.choice).optional(),
  })
    .typeError(KEY.choice)
    .required(KEY.choice),
  digestDay: stringField(KEY.digestDay)
    .oneOf([...DIGEST_DAYS], KEY.digestDay)
    .required(KEY.digestDay),
});
