import type { PushPayload } from '../shared/api/notifications';
import { APP_NAME } from '../shared/constants';

/**
 * What the service worker decides, kept apart from the worker's events so that Jest can check it: which requests
 * it answers and how, and what a push message shows. Shared with the page for the messages both ends send.
 */

/** The page shown in place of any screen the network cannot bring, precached with the app's shell. */
export const OFFLINE_PAGE = '/offline.html';

/** The cache of the content-hashed files (scripts, fonts, images) the app loaded: a name never changes its content. */
export const ASSETS_CACHE = 'bonavis-assets';

/** The app's icon on a notification, and the small monochrome one Android shows in its status bar. */
export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/badge-96.png';

/** The page tells a waiting new version to take over (the owner pressed « Recharger »). */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

/** The page hands the worker what it loaded before the worker controlled it (the language's texts, the screens). */
export type CacheUrlsMessage = { type: 'CACHE_URLS'; urls: string[] };

/**
 * How the worker treats a request:
 * - `network`: not answered at all, so the browser fetches it and nothing is cached (the API, review links, the
 *   realtime channel, other sites);
 * - `page`: a navigation, from the network, and the offline page when there is none;
 * - `asset`: a content-hashed file, from the cache once it has been fetched.
 * The precached shell is answered before these rules.
 */
export type RequestKind = 'network' | 'page' | 'asset';

const NEVER_CACHED = ['/api/', '/r/', '/socket.io/'];

export function requestKind(url: URL, mode: RequestMode, origin: string): RequestKind {
  if (url.origin !== origin) return 'network';
  if (url.pathname === '/api' || NEVER_CACHED.some((prefix) => url.pathname.startsWith(prefix))) return 'network';
  if (mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  return 'network';
}

/** The URLs the worker may cache for the page: its own content-hashed files, nothing else. */
export function cacheableAssetUrls(urls: unknown, origin: string): string[] {
  if (!Array.isArray(urls)) return [];
  return urls.flatMap((value) => {
    if (typeof value !== 'string') return [];
    const url = new URL(value, origin);
    return requestKind(url, 'same-origin', origin) === 'asset' ? [url.href] : [];
  });
}

/** Where a notification leads: a path of this app only; a link elsewhere, or none, opens the app's home. */
export function appUrlOf(url: unknown, origin: string): string {
  if (typeof url !== 'string') return `${origin}/`;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The notification a push message shows. The browser requires one for every push (`userVisibleOnly`), so a message
 * that cannot be read still shows the app's name and opens it.
 */
export function notificationOf(data: string | undefined, origin: string): { title: string; options: NotificationOptions } {
  let payload: Partial<PushPayload> = {};
  try {
    const parsed: unknown = data ? JSON.parse(data) : {};
    if (parsed && typeof parsed === 'object') payload = parsed as Partial<PushPayload>;
  } catch {
    // Not JSON: the app's name alone.
  }
  const tag = textOf(payload.tag);
  return {
    title: textOf(payload.title) || APP_NAME,
    options: {
      body: textOf(payload.body),
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      data: { url: appUrlOf(payload.url, origin) },
      ...(tag && { tag }),
    },
  };
}
