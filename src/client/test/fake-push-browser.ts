/**
 * A browser that can receive push alerts, for jsdom (which has no Notification, service worker nor push manager):
 * the permission the owner would give, and a push manager that hands out one subscription. `uninstall` removes it.
 */
type FakePushOptions = {
  /** `Notification.permission` before anything is asked. */
  permission?: NotificationPermission;
  /** What the owner answers when the browser asks. */
  answer?: NotificationPermission;
  /** Whether this browser already has a subscription. */
  subscribed?: boolean;
};

export const FAKE_SUBSCRIPTION_JSON = {
  endpoint: 'https://push.example.net/send/abc123',
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

export function installFakePushBrowser({ permission = 'default', answer = 'granted', subscribed = false }: FakePushOptions = {}) {
  const subscription = {
    endpoint: FAKE_SUBSCRIPTION_JSON.endpoint,
    options: { applicationServerKey: null, userVisibleOnly: true },
    toJSON: () => FAKE_SUBSCRIPTION_JSON,
    unsubscribe: jest.fn(async () => {
      current = null;
      return true;
    }),
  };
  let current: typeof subscription | null = subscribed ? subscription : null;
  const pushManager = {
    getSubscription: jest.fn(async () => current),
    subscribe: jest.fn(async (_options: PushSubscriptionOptionsInit) => {
      current = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  const notification = {
    permission,
    requestPermission: jest.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: function PushManager() {} });
  Object.defineProperty(window, 'Notification', { configurable: true, value: notification });

  return {
    requestPermission: notification.requestPermission,
    pushManager,
    subscription,
    uninstall: () => {
      for (const [target, key] of [
        [navigator, 'serviceWorker'],
        [window, 'PushManager'],
        [window, 'Notification'],
      ] as const) {
        Reflect.deleteProperty(target, key);
      }
    },
  };
}
