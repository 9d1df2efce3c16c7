import { DEFAULT_LANGUAGE } from '../../shared/constants';
import { STORAGE_KEYS } from '../config/constants';
import {
  DRAWN_SEARCH,
  FIRST_SCREEN_CONTROLS,
  FIRST_SCREEN_ID,
  FIRST_SCREEN_PRESSABLE,
  HAD_FOCUS,
  PENDING_PRESS,
} from '../config/first-screen';
import { initialSettings } from '../features/settings/initial-settings';

/** Where Firebase Auth keeps a signed-in identity in the browser: IndexedDB, else local storage under the same key. */
const IDENTITY_STORE = { database: 'firebaseLocalStorageDb', store: 'firebaseLocalStorage', userKey: 'firebase:authUser:' };

/** The appearance settings the screen is drawn with (the system's light or dark, the default colours and cards). */
const DRAWN_WITH = ['themeMode', 'primaryColorScheme', 'lightColorScheme', 'darkColorScheme', 'cardSkin', 'isMonochrome'] as const;

/** Whether the stored settings (each value JSON in the stored JSON object, as redux-persist keeps them) are the drawing's. */
function appearanceIsDrawn(stored: string | null): boolean {
  if (stored === null) return true;
  try {
    const settings = JSON.parse(stored) as Record<string, string | undefined>;
    return DRAWN_WITH.every((key) => settings[key] === undefined || JSON.parse(settings[key]) === initialSettings[key]);
  } catch {
    return false;
  }
}

/**
 * The drawing shows a signed-out visitor the default screen in French; anyone else (a stored session or identity,
 * another language, other appearance settings) would see the wrong screen for a moment. Storage the browser refuses
 * to read counts as not fitting.
 */
export function drawingFits(storage: Storage | null): boolean {
  if (!storage) return false;
  try {
    const language = storage.getItem(STORAGE_KEYS.language);
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
    return (
      storage.getItem(STORAGE_KEYS.authToken) === null &&
      !keys.some((key) => key.startsWith(IDENTITY_STORE.userKey)) &&
      (language === null || language === DEFAULT_LANGUAGE) &&
      appearanceIsDrawn(storage.getItem(STORAGE_KEYS.settings))
    );
  } catch {
    return false;
  }
}

/**
 * Whether the identity provider holds a session (one the app has not taken yet, such as an address not verified):
 * the app then has work on arrival. Never creates the database, which the provider creates itself.
 */
export async function identityIsStored(databases: IDBFactory | undefined = globalThis.indexedDB): Promise<boolean> {
  if (!databases?.databases) return false;
  const existing = await databases.databases().catch(() => []);
  if (!existing.some((database) => database.name === IDENTITY_STORE.database)) return false;
  return new Promise((resolve) => {
    const opening = databases.open(IDENTITY_STORE.database);
    opening.onerror = () => resolve(false);
    opening.onsuccess = () => {
      const database = opening.result;
      if (!database.objectStoreNames.contains(IDENTITY_STORE.store)) {
        database.close();
        resolve(false);
        return;
      }
      const keys = database.transaction(IDENTITY_STORE.store).objectStore(IDENTITY_STORE.store).getAllKeys();
      keys.onsuccess = () => {
        database.close();
        resolve(keys.result.some((key) => String(key).startsWith(IDENTITY_STORE.userKey)));
      };
      keys.onerror = () => {
        database.close();
        resolve(false);
      };
    };
  });
}

/** On the drawing's controls a press disabled: released if the app's scripts do not arrive. */
const HELD = 'data-held';

/** What wakes the app: the visitor's first move on the page, whatever it is. */
const WAKE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin'] as const;

export type FirstScreenPage = {
  /** The drawn screen (#first-screen), with its open shadow root; null on a page sent without one. */
  drawing: HTMLElement | null;
  /** The app's scripts, in the order the page would have run them. */
  appScripts: string[];
  /** The browser's local storage, null where it refuses it. */
  storage: Storage | null;
  /** The address's query: one the drawing does not show (a referral code, a way back) is work for the app on arrival. */
  search: string;
  darkScheme: MediaQueryList;
  identityIsStored: () => Promise<boolean>;
  /** Settles once the page has painted what it shows first (`largestPaintDone`). */
  painted: Promise<void>;
};

/**
 * Settles once the browser has reported the page's largest paint, where it reports it (Chromium), and the page has
 * loaded; elsewhere once it has loaded and painted a frame. A download begun before that paint counts, in Lighthouse's
 * model of a slow phone, as possibly needed for it: prefetches begun one frame after the load, while a loaded machine
 * had not shown the drawing yet, read as a largest paint at 2.6 s instead of 1 s.
 */
export function largestPaintDone(observer: typeof PerformanceObserver | undefined = globalThis.PerformanceObserver): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  if (!observer?.supportedEntryTypes?.includes('largest-contentful-paint')) {
    return loaded.then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  }
  const painted = new Promise<void>((resolve) => {
    const watching = new observer(() => {
      watching.disconnect();
      resolve();
    });
    watching.observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return Promise.all([loaded, painted]).then(() => undefined);
}

/**
 * Runs the app's scripts not run yet, in order. One that does not arrive (the network went) calls `failed` once; it
 * and those after it are taken out, to be run again at a later move.
 */
function runScripts(sources: string[], ran: Set<string>, failed: () => void) {
  const inserted = sources
    .filter((source) => !ran.has(source))
    .map((source) => {
      const script = document.createElement('script');
      script.src = source;
      // Inserted scripts run as they arrive unless told otherwise; the app's must run in order.
      script.async = false;
      script.addEventListener('load', () => ran.add(source));
      script.addEventListener('error', () => {
        for (const each of inserted) if (!ran.has(each.getAttribute('src')!)) each.remove();
        failed();
      });
      document.head.append(script);
      return script;
    });
}

/** Downloads the app's scripts without running them, once the page has painted: the first move then only runs them. */
function prefetchScripts(sources: string[]) {
  for (const source of sources) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = source;
    document.head.append(link);
  }
}

/**
 * A press on the drawing (a button, a tab, a link, a box, Enter in a field) needs the app: it is kept, and the drawing
 * holds still until the app has taken over and made it (hold-first-screen.ts). Its controls are disabled meanwhile,
 * so nothing is typed that the press would then act on out of order; the progress shows.
 */
function keepPress(drawing: HTMLElement, screen: ShadowRoot, control: Element) {
  screen.querySelector(`[${PENDING_PRESS}]`)?.removeAttribute(PENDING_PRESS);
  control.setAttribute(PENDING_PRESS, '');
  screen.activeElement?.setAttribute(HAD_FOCUS, '');
  for (const each of screen.querySelectorAll(FIRST_SCREEN_CONTROLS)) {
    if (each.hasAttribute('disabled')) continue;
    each.setAttribute('disabled', '');
    each.setAttribute(HELD, '');
  }
  drawing.setAttribute('aria-busy', 'true');
}

/** The drawing works again (the app's scripts did not arrive): its controls as they were, the press still kept. */
function releaseDrawing(drawing: HTMLElement, screen: ShadowRoot) {
  for (const each of screen.querySelectorAll(`[${HELD}]`)) {
    each.removeAttribute('disabled');
    each.removeAttribute(HELD);
  }
  drawing.removeAttribute('aria-busy');
}

/**
 * A drawn page (the sign-in screen, a game's wheel) shows its screen live: a visitor can focus it, type in it and
 * press it before any of the app's code has run. The app's scripts download once the page has painted and run at the
 * visitor's first move (a phone's first seconds stay free), or at once for a visitor the drawing does not fit, one
 * with a stored identity, or a page opened with a query its drawing does not show. The app then takes over from the
 * drawing with what was typed and pressed.
 */
export function startFirstScreen({ drawing, appScripts, storage, search, darkScheme, identityIsStored, painted }: FirstScreenPage): void {
  let started = false;
  const ran = new Set<string>();
  const screen = drawing?.shadowRoot;
  const listen = () => {
    for (const type of WAKE_EVENTS) window.addEventListener(type, startApp, { capture: true, passive: true });
    darkScheme.addEventListener('change', startApp);
  };
  // The next move tries again; a page without its drawing has nothing to move on, and stays as it is.
  const failed = () => {
    if (!started || !drawing?.isConnected || !screen) return;
    started = false;
    releaseDrawing(drawing, screen);
    listen();
  };
  function startApp() {
    if (started) return;
    started = true;
    for (const type of WAKE_EVENTS) window.removeEventListener(type, startApp, true);
    darkScheme.removeEventListener('change', startApp);
    runScripts(appScripts, ran, failed);
  }
  if (!drawing || !screen || !drawingFits(storage) || search !== (drawing.getAttribute(DRAWN_SEARCH) ?? '')) {
    drawing?.remove();
    startApp();
    return;
  }
  // The scheme the system does not ask for goes: one screen, one of each control. A change of scheme wakes the app,
  // which follows it.
  const unused = darkScheme.matches ? 'light' : 'dark';
  for (const each of screen.querySelectorAll(`.${FIRST_SCREEN_ID}-${unused}`)) each.remove();
  void identityIsStored().then((stored) => stored && startApp());
  listen();

  screen.addEventListener('click', (click) => {
    const event = click as MouseEvent;
    const control = event.target instanceof Element ? event.target.closest(FIRST_SCREEN_PRESSABLE) : null;
    // A link opened in another tab or window is the browser's.
    if (!control || (control instanceof HTMLAnchorElement && (event.ctrlKey || event.metaKey || event.shiftKey))) return;
    // A box takes its tick as the page's own (the app's press then ticks its box); anything else waits for the app.
    if (!(control instanceof HTMLInputElement)) event.preventDefault();
    keepPress(drawing, screen, control);
    startApp();
  });
  // A form sent without a button (the press above cancels those that have one).
  screen.addEventListener('submit', (event) => event.preventDefault());

  // After the page's first paint: the downloads must not hold up what the visitor sees first.
  void painted.then(() => setTimeout(() => prefetchScripts(appScripts)));
}
