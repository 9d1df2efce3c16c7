import { array, boolean, integer, isoDate, nullable, object, oneOf, string, type Static } from './schema';

/**
 * The owner's alerts: push notifications per device (Web Push, VAPID), and the weekly digest by e-mail. The browser's
 * permission is asked only after the owner presses the button in Settings → Notifications.
 */

/** Which push alerts the account wants, on every device it enabled. */
export const PushChoicesSchema = object({
  /** Every new review. */
  everyReview: boolean(),
  /** Only reviews of 3 stars or less (the default). */
  lowRatings: boolean(),
  /** A reply waits for approval. */
  approvals: boolean(),
  /** A synchronisation finished. */
  syncDone: boolean(),
  /** The Google connection has a problem. */
  googleProblems: boolean(),
  /** Reviews the source no longer shows (found by a full read). */
  removals: boolean(),
});
export type PushChoices = Static<typeof PushChoicesSchema>;

export const DEFAULT_PUSH_CHOICES: PushChoices = {
  everyReview: false,
  lowRatings: true,
  approvals: true,
  syncDone: false,
  googleProblems: true,
  removals: true,
};

/** The weekly digest's day (sent at 8:00 Europe/Paris), or off. */
export const DIGEST_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'off'] as const;
export type DigestDay = (typeof DIGEST_DAYS)[number];

/** Devices one account may enable; enabling another removes the oldest. */
export const PUSH_DEVICES_PER_ACCOUNT = 10;

/** `GET|PUT /users/private/alerts`. */
export const AlertSettingsSchema = object({
  push: PushChoicesSchema,
  digestDay: oneOf(DIGEST_DAYS),
});
export type AlertSettings = Static<typeof AlertSettingsSchema>;

/** `GET /users/private/alerts` adds what the device needs to subscribe, and the devices enabled. */
export const AlertStateSchema = object({
  settings: AlertSettingsSchema,
  /** The server's VAPID public key (base64url), or null when push is not configured. */
  vapidPublicKey: nullable(string()),
  devices: array(object({ id: integer(), label: string(), createdAt: isoDate() })),
});
export type AlertState = Static<typeof AlertStateSchema>;

/** `POST /users/private/alerts/devices` body: the browser's PushSubscription, as `toJSON()` gives it, and a label. */
export type PushSubscriptionBody = { endpoint: string; keys: { p256dh: string; auth: string }; label?: string };

/** What a push message carries (encrypted for the device): the service worker shows it and opens `url` on click. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

/**
 * Where an approval alert leads: the AI assistant's queue first, with `?review=<review id>` the reply to that review
 * at its top, draft ready (the client's route and the server's alert agree on these names).
 */
export const APPROVAL_QUEUE_PATH = '/aiAssistant';
export const APPROVAL_REVIEW_PARAM = 'review';
export const APPROVAL_QUEUE_PARAM = 'queue';

export function approvalLinkOf(reviewId: number | null): string {
  return reviewId === null
    ? `${APPROVAL_QUEUE_PATH}?${APPROVAL_QUEUE_PARAM}=1`
    : `${APPROVAL_QUEUE_PATH}?${APPROVAL_REVIEW_PARAM}=${reviewId}`;
}
