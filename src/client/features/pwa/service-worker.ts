import type { Workbox } from 'workbox-window';
import { reloadPage } from '../../components/reload-page';
import type { CacheUrlsMessage } from '../../service-worker-rules';

/** Where the build writes the worker (webpack.config.js, InjectManifest's swDest); its scope is the whole app. */
export const SERVICE_WORKER_URL = '/service-worker.js';

/** The app's worker as the page follows it: whether a new version waits, and the owner's way to switch to it. */
export type AppServiceWorker = {
  subscribe: (onChange: () => void) => () => void;
  /** A new version is installed and waits for the open tabs to let it take over. */
  isUpdateWaiting: () => boolean;
  /** Lets the waiting version take over, then reloads on it. */
  activateUpdate: () => void;
};

/** The content-hashed files this page loaded (its language's texts among them), before any worker controlled it. */
function loadedAssetUrls(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.href);
}

/**
 * Follows the app's worker through workbox-window and registers it. The listeners are in place before
 * `register()`, so a version that was already waiting (another tab, a reload) is seen too.
 */
export function startServiceWorker(workbox: Workbox): AppServiceWorker {
  const listeners = new Set<() => void>();
  let updateWaiting = false;

  workbox.addEventListener('waiting', () => {
    updateWaiting = true;
    listeners.forEach((listener) => listener());
  });
  // The first version takes this tab at once: it keeps what the tab loaded before, so these screens work offline.
  workbox.addEventListener('activated', (event) => {
    if (event.isUpdate) return;
    const message: CacheUrlsMessage = { type: 'CACHE_URLS', urls: loadedAssetUrls() };
    void workbox.messageSW(message);
  });
  void workbox.register();

  return {
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
    isUpdateWaiting: () => updateWaiting,
    activateUpdate: () => {
      workbox.addEventListener('controlling', () => reloadPage());
      // Posts { type: 'SKIP_WAITING' } to the waiting version (SKIP_WAITING in service-worker-rules.ts).
      workbox.messageSkipWaiting();
    },
  };
}

/**
 * The worker, in a production build of a browser that has them: never in development (webpack serves the files as
 * they change) nor in Jest. workbox-window downloads after the first screen, which does not wait for it.
 */
export function createServiceWorker(): AppServiceWorker | null {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return null;
  const listeners = new Set<() => void>();
  let started: AppServiceWorker | null = null;
  void import(/* webpackChunkName: "workbox-window" */ 'workbox-window').then(({ Workbox }) => {
    started = startServiceWorker(new Workbox(SERVICE_WORKER_URL));
    started.subscribe(() => listeners.forEach((listener) => listener()));
  });
  return {
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
    isUpdateWaiting: () => started?.isUpdateWaiting() ?? false,
    activateUpdate: () => started?.activateUpdate(),
  };
}
