/// <reference lib="webworker" />
// The app's service worker, built by workbox-webpack-plugin's InjectManifest into /service-worker.js (scope /).
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import {
  appUrlOf,
  ASSETS_CACHE,
  cacheableAssetUrls,
  notificationOf,
  OFFLINE_PAGE,
  requestKind,
  SKIP_WAITING,
  type CacheUrlsMessage,
} from './service-worker-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const origin = self.location.origin;

// The shell: the start-up scripts, the offline page, the icons and the manifest (the list is the build's).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages come from the network, faster with navigation preload; without one, the offline page in the app's frame.
enableNavigationPreload();
registerRoute(
  ({ url, request }) => requestKind(url, request.mode, origin) === 'page',
  new NetworkOnly({ plugins: [{ handlerDidError: async () => (await matchPrecache(OFFLINE_PAGE)) ?? Response.error() }] }),
);

// Content-hashed files: from the cache once fetched, so the screens already loaded keep working offline.
const assets = new CacheFirst({
  cacheName: ASSETS_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true })],
});
registerRoute(({ url, request }) => requestKind(url, request.mode, origin) === 'asset', assets);
// The API, review links and the realtime channel match no route: the browser fetches them and nothing is cached.

// A new version waits until the owner presses « Recharger »; the first one takes the open tabs at once.
clientsClaim();

self.addEventListener('message', (event) => {
  const message: unknown = event.data;
  if (!message || typeof message !== 'object' || !('type' in message)) return;
  if (message.type === SKIP_WAITING.type) void self.skipWaiting();
  if (message.type === 'CACHE_URLS') {
    const urls = cacheableAssetUrls((message as CacheUrlsMessage).urls, origin);
    const cached = Promise.allSettled(urls.map((url) => assets.handle({ request: new Request(url), event })));
    // workbox-window's messageSW waits for an answer on the port it sent.
    event.waitUntil(cached.then(() => event.ports[0]?.postMessage(true)));
  }
});

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(event.data?.text(), origin);
  event.waitUntil(self.registration.showNotification(title, options));
});

/** Brings the app to the front on `url`: an open window of it if there is one, else a new one. */
async function openApp(url: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.focused) ?? windows[0];
  if (!open) {
    await self.clients.openWindow(url);
    return;
  }
  // A browser may refuse the focus (it allows it only in the click's short user activation): the window still goes.
  const focused = await open.focus().catch(() => open);
  if (focused.url === url) return;
  // A window this worker does not control cannot be sent elsewhere: a new one opens instead.
  await focused.navigate(url).catch(() => self.clients.openWindow(url));
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  event.waitUntil(openApp(appUrlOf(data && typeof data === 'object' && 'url' in data ? data.url : undefined, origin)));
});
