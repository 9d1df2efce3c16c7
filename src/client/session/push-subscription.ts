import type { PushSubscriptionBody } from '../../shared/api/notifications';
import { STORAGE_KEYS } from '../config/constants';

/**
 * This browser's side of push alerts: the permission, the service worker's push subscription, and the id the server
 * gave this device. The permission is only ever asked by `askPermission`, which the settings call when the owner
 * presses the button. Here, below the features, because the settings turn push on and the logout turns it off.
 */

/** The server's id of this browser's device, kept while its alerts are on (under `pushDeviceId`). */
export const pushDeviceId = {
  read: () => {
    const id = Number(localStorage.getItem(STORAGE_KEYS.pushDeviceId));
    return Number.isInteger(id) && id > 0 ? id : null;
  },
  save: (id: number) => localStorage.setItem(STORAGE_KEYS.pushDeviceId, String(id)),
  clear: () => localStorage.removeItem(STORAGE_KEYS.pushDeviceId),
};

/** Whether this browser can receive push alerts at all (an iPhone only once the app is on the home screen). */
export function canReceivePush(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export function permission(): NotificationPermission {
  return Notification.permission;
}

export function askPermission(): Promise<NotificationPermission> {
  return Notification.requestPermission();
}

/** The app's worker, once it is there: none in a development build, which registers none. */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration())) throw new Error('No service worker registered');
  return navigator.serviceWorker.ready;
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/** Ends this browser's subscription, if it has one: its push service refuses every message sent to it from then on. */
export async function unsubscribeThisBrowser(): Promise<void> {
  if (!canReceivePush()) return;
  await (await currentSubscription())?.unsubscribe();
}

/** The VAPID key as the push manager takes it: the bytes of its base64url text. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

const sameKey = (subscription: PushSubscription, key: Uint8Array) => {
  const current = subscription.options.applicationServerKey;
  return current !== null && current.byteLength === key.byteLength && new Uint8Array(current).every((byte, i) => byte === key[i]);
};

/** Subscribes this browser with the server's key; a subscription made with another key (a new server key) is replaced. */
export async function subscribe(vapidPublicKey: string): Promise<PushSubscription> {
  const { pushManager } = await workerRegistration();
  const applicationServerKey = keyBytes(vapidPublicKey);
  const existing = await pushManager.getSubscription();
  if (existing && sameKey(existing, applicationServerKey)) return existing;
  await existing?.unsubscribe();
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
}

/** What the server stores of a subscription: its endpoint and keys, as `toJSON()` gives them, and the device's name. */
export function subscriptionBody(subscription: PushSubscription, label: string): PushSubscriptionBody {
  const { endpoint = subscription.endpoint, keys } = subscription.toJSON();
  return { endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' }, label };
}
