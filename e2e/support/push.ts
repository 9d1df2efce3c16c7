import type { BrowserContext, Page } from '@playwright/test';
import { readPushOutbox, type SentPush } from '../../src/server/adapters/push/push-outbox';

/** Where the e2e server's push stand-in writes what it would send (PUSH_PROVIDER=outbox, DATA_DIR in playwright.config.ts). */
export const PUSH_OUTBOX = '.e2e-data/push-outbox.jsonl';

/**
 * A push service for the browser. Headless Chromium refuses `pushManager.subscribe` ("Registration failed - permission
 * denied": it has no push service without Google's servers), so each page of the context gets a push manager that
 * subscribes at an FCM-shaped endpoint, with keys of the right sizes, kept in the origin's storage as a browser keeps
 * its subscription. `unsubscribe()` forgets it, as a browser does. The server never posts there: its outbox keeps what
 * it would send, and the test hands that to the worker.
 */
export const installPushService = (context: BrowserContext) =>
  context.addInitScript(() => {
    const KEY = 'e2e-push-subscription';
    const base64url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const random = (length: number) => crypto.getRandomValues(new Uint8Array(length));
    type Stored = { endpoint: string; p256dh: string; auth: string; key: number[] };
    const subscriptionOf = (stored: Stored) => ({
      endpoint: stored.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(stored.key).buffer },
      getKey: () => null,
      toJSON: () => ({ endpoint: stored.endpoint, expirationTime: null, keys: { p256dh: stored.p256dh, auth: stored.auth } }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    const read = (): Stored | null => JSON.parse(localStorage.getItem(KEY) ?? 'null');
    PushManager.prototype.getSubscription = async function () {
      const stored = read();
      return (stored ? subscriptionOf(stored) : null) as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      const stored: Stored = {
        endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${base64url(random(12))}`,
        p256dh: base64url(new Uint8Array([4, ...random(64)])),
        auth: base64url(random(16)),
        key: [...key],
      };
      localStorage.setItem(KEY, JSON.stringify(stored));
      return subscriptionOf(stored) as unknown as PushSubscription;
    };
  });

/** This browser's push subscription's endpoint, as the app's worker registration gives it; null once there is none. */
export const subscribedEndpoint = (page: Page) =>
  page.evaluate(async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription())?.endpoint ?? null);

/** What the server would have pushed to `endpoint`, oldest first. */
export const pushedTo = async (endpoint: string): Promise<SentPush[]> =>
  (await readPushOutbox(PUSH_OUTBOX)).filter((push) => push.endpoint === endpoint);

/** A device registered through the API, as a phone of the owner's would be: FCM-shaped endpoint, keys of the right sizes. */
export function aPhoneSubscription(name: string) {
  const bytes = (length: number, first?: number) => {
    const value = Buffer.alloc(length, 7);
    if (first !== undefined) value[0] = first;
    return value.toString('base64url');
  };
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-phone-${name}-${Date.now()}`,
    keys: { p256dh: bytes(65, 0x04), auth: bytes(16) },
    label: 'Téléphone',
  };
}
