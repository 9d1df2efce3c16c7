import { boolean, object } from 'yup';
import { DIGEST_DAYS } from '../../../shared/api/notifications';
import { stringField } from '../../../shared/validation/string-field';
import { ENDPOINT_MAX_LENGTH } from '../../adapters/push';

/**
 * Request bodies of the alerts routes. They belong in src/shared/validation once the settings page validates with
 * them too; their message keys are the ones the client translates.
 */
export const ALERT_MESSAGE_KEYS = {
  choice: 'validation.alerts.choice',
  digestDay: 'validation.alerts.digestDay',
  endpoint: 'validation.push.endpoint',
  keys: 'validation.push.keys',
  label: 'validation.push.label',
} as const;

const KEY = ALERT_MESSAGE_KEYS;

export const LABEL_MAX_LENGTH = 60;

/** A base64url key of exactly `bytes` bytes (padding allowed), its length bounded before the pattern runs. */
export function isKeyOf(value: string, bytes: number, firstByte?: number): boolean {
  if (value.length > Math.ceil((bytes * 4) / 3) + 2 || !/^[\w-]+={0,2}$/.test(value)) return false;
  const decoded = Buffer.from(value, 'base64url');
  return decoded.length === bytes && (firstByte === undefined || decoded[0] === firstByte);
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
    endpoint: stringField(KEY.endpoint, { trim: true }).required(KEY.endpoint).max(ENDPOINT_MAX_LENGTH, KEY.endpoint),
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

/** "Chrome · Android": what the devices list shows when the browser gave no label, from its User-Agent. */
export function deviceLabelOf(userAgent: string | undefined): string {
  const agent = (userAgent ?? '').slice(0, 512);
  const browsers: [RegExp, string][] = [
    [/Edg\//, 'Edge'],
    [/SamsungBrowser\//, 'Samsung Internet'],
    [/OPR\//, 'Opera'],
    [/Firefox\/|FxiOS\//, 'Firefox'],
    [/Chrome\/|CriOS\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ];
  const systems: [RegExp, string][] = [
    [/Android/, 'Android'],
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Windows/, 'Windows'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/Linux/, 'Linux'],
  ];
  const browser = browsers.find(([pattern]) => pattern.test(agent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(agent))?.[1];
  return [browser ?? 'Navigateur', system].filter(Boolean).join(' · ');
}
