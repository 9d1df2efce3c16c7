import { waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '../config/constants';
import { FIRST_SCREEN_ID, HAD_FOCUS, PENDING_PRESS } from '../config/first-screen';
import { drawingFits, largestPaintDone, startFirstScreen, type FirstScreenPage } from './first-screen-start';

const APP_SCRIPTS = ['/assets/runtime.1.js', '/assets/framework.2.js', '/assets/main.3.js'];

/** The page sent for /login: the drawn screen in an open shadow root, one copy per colour scheme. */
function signInPage(): HTMLElement {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root"><div id="${FIRST_SCREEN_ID}"></div></div>`;
  const drawing = document.getElementById(FIRST_SCREEN_ID)!;
  const screen = (scheme: string) =>
    `<div class="${FIRST_SCREEN_ID}-${scheme}"><form><label for="e-${scheme}">Adresse e-mail</label>` +
    `<input id="e-${scheme}" type="email"><button type="submit">Recevoir le lien</button>` +
    `<a href="/legal/cgv">Conditions générales de vente</a></form></div>`;
  drawing.attachShadow({ mode: 'open' }).innerHTML = screen('light') + screen('dark');
  return drawing;
}

/** A colour-scheme query that the test can change. */
function schemeQuery(matches: boolean) {
  const listeners = new Set<() => void>();
  return {
    query: {
      matches,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList,
    change: () => listeners.forEach((listener) => listener()),
  };
}

function start(overrides: Partial<FirstScreenPage> = {}) {
  const scheme = schemeQuery(false);
  startFirstScreen({
    drawing: document.getElementById(FIRST_SCREEN_ID),
    appScripts: APP_SCRIPTS,
    storage: localStorage,
    search: '',
    darkScheme: scheme.query,
    identityIsStored: () => Promise.resolve(false),
    painted: largestPaintDone(),
    ...overrides,
  });
  return scheme;
}

/** The app's scripts the page runs: inserted in order, each told to keep that order. */
const appScriptsRun = () =>
  [...document.head.querySelectorAll('script')].map((script) => ({ src: script.getAttribute('src'), async: script.async }));
const shadow = () => document.getElementById(FIRST_SCREEN_ID)!.shadowRoot!;

describe('startFirstScreen', () => {
  beforeEach(() => localStorage.clear());
  // A starter left waiting by a test would wake with the next test's moves: each is woken, which ends its listening.
  afterEach(() => window.dispatchEvent(new Event('pointerdown')));

  it('runs nothing of the app until the first move, then runs its scripts once, in order', () => {
    signInPage();
    start();
    expect(appScriptsRun()).toEqual([]);

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    window.dispatchEvent(new Event('pointerdown'));
    expect(appScriptsRun()).toEqual(APP_SCRIPTS.map((src) => ({ src, async: false })));
  });

  it('keeps only the screen of the colour scheme shown, and wakes the app when the scheme changes', () => {
    signInPage();
    start({ darkScheme: schemeQuery(true).query });
    expect(shadow().querySelector(`.${FIRST_SCREEN_ID}-dark`)).not.toBeNull();
    expect(shadow().querySelector(`.${FIRST_SCREEN_ID}-light`)).toBeNull();

    signInPage();
    const light = start();
    expect(shadow().querySelector(`.${FIRST_SCREEN_ID}-light`)).not.toBeNull();
    expect(appScriptsRun()).toEqual([]);
    light.change();
    expect(appScriptsRun()).toHaveLength(APP_SCRIPTS.length);
  });

  it.each([
    ['a stored session', () => localStorage.setItem(STORAGE_KEYS.authToken, 'token')],
    ["the identity provider's session", () => localStorage.setItem('firebase:authUser:key:[DEFAULT]', '{}')],
    ['another language', () => localStorage.setItem(STORAGE_KEYS.language, 'en')],
    ['a chosen theme', () => localStorage.setItem(STORAGE_KEYS.settings, JSON.stringify({ themeMode: '"dark"' }))],
    ['other colours', () => localStorage.setItem(STORAGE_KEYS.settings, JSON.stringify({ primaryColorScheme: '"teal"' }))],
    ['unreadable settings', () => localStorage.setItem(STORAGE_KEYS.settings, '{')],
  ])('removes the drawing and starts the app at once for a visitor with %s: it would show them the wrong screen', (_case, store) => {
    store();
    signInPage();
    start();
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
    expect(appScriptsRun()).toHaveLength(APP_SCRIPTS.length);
  });

  it('starts the app at once for a page opened with a query (a referral code, a way back), and where storage is refused', () => {
    signInPage();
    start({ search: '?ref=FRIEND42' });
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
    expect(appScriptsRun()).toHaveLength(APP_SCRIPTS.length);

    signInPage();
    start({ storage: null });
    expect(appScriptsRun()).toHaveLength(APP_SCRIPTS.length);
  });

  it("waits for the first move on a page whose drawing shows the address's query (a game's wheel), not another", () => {
    signInPage().setAttribute('data-search', '?g=abcdefgh12345678');
    start({ search: '?g=abcdefgh12345678' });
    expect(appScriptsRun()).toEqual([]);

    signInPage().setAttribute('data-search', '?g=abcdefgh12345678');
    start({ search: '?g=abcdefgh12345678&ref=FRIEND42' });
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
    expect(appScriptsRun()).toHaveLength(APP_SCRIPTS.length);
  });

  it('lets a box take its tick and keeps the press for the app, which draws the tick', () => {
    signInPage();
    start();
    const box = document.createElement('input');
    box.type = 'checkbox';
    shadow().querySelector('form')!.append(box);
    box.click();
    expect(box.checked).toBe(true);
    expect(box.hasAttribute(PENDING_PRESS)).toBe(true);
    expect(box.hasAttribute('disabled')).toBe(true);
  });

  it('starts the app once it finds an identity kept in IndexedDB', async () => {
    signInPage();
    start({ identityIsStored: () => Promise.resolve(true) });
    expect(document.getElementById(FIRST_SCREEN_ID)).not.toBeNull();
    await waitFor(() => expect(appScriptsRun()).toHaveLength(APP_SCRIPTS.length));
  });

  it('keeps the drawing for a returning visitor whose stored settings are the defaults, in French', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'fr');
    localStorage.setItem(
      STORAGE_KEYS.settings,
      JSON.stringify({
        themeMode: '"system"',
        primaryColorScheme: '"indigo"',
        cardSkin: '"shadow-sm"',
        isMonochrome: 'false',
        _persist: '{}',
      }),
    );
    expect(drawingFits(localStorage)).toBe(true);
    signInPage();
    start();
    expect(document.getElementById(FIRST_SCREEN_ID)).not.toBeNull();
  });

  it('keeps a press for the app: the drawing holds still, says it is busy, and the app starts', () => {
    signInPage();
    start();
    const field = shadow().querySelector('input')!;
    field.focus();
    const button = shadow().querySelector('button')!;
    const press = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    button.dispatchEvent(press);

    expect(press.defaultPrevented).toBe(true);
    expect(button.hasAttribute(PENDING_PRESS)).toBe(true);
    expect(field.hasAttribute(HAD_FOCUS)).toBe(true);
    for (const control of shadow().querySelectorAll('input, button, a')) expect(control.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(FIRST_SCREEN_ID)!.getAttribute('aria-busy')).toBe('true');
    expect(appScriptsRun()).toHaveLength(APP_SCRIPTS.length);
  });

  it("lets the drawing work again when the app's scripts do not arrive, and runs what did not run at the next move", () => {
    signInPage();
    start();
    shadow()
      .querySelector('button')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const [runtime, framework] = document.head.querySelectorAll('script');
    runtime.dispatchEvent(new Event('load'));
    framework.dispatchEvent(new Event('error'));

    expect(appScriptsRun()).toEqual([{ src: APP_SCRIPTS[0], async: false }]);
    expect(document.getElementById(FIRST_SCREEN_ID)!.hasAttribute('aria-busy')).toBe(false);
    for (const control of shadow().querySelectorAll('input, button, a')) expect(control.hasAttribute('disabled')).toBe(false);
    // The press stays kept, for the app to make once it has started.
    expect(shadow().querySelector('button')!.hasAttribute(PENDING_PRESS)).toBe(true);

    window.dispatchEvent(new Event('pointerdown'));
    expect(appScriptsRun().map(({ src }) => src)).toEqual(APP_SCRIPTS);
  });

  it('keeps the last press only, and leaves a link opened in another tab to the browser', () => {
    signInPage();
    start();
    const link = shadow().querySelector('a')!;
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(link.hasAttribute(PENDING_PRESS)).toBe(false);

    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    shadow()
      .querySelector('button')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(shadow().querySelectorAll(`[${PENDING_PRESS}]`)).toHaveLength(1);
    expect(shadow().querySelector('button')!.hasAttribute(PENDING_PRESS)).toBe(true);
  });

  it("downloads the app's scripts without running them once the page has loaded", async () => {
    const ownScripts = APP_SCRIPTS.map((src) => src.replace('/assets/', '/assets/loaded-'));
    signInPage();
    start({ appScripts: ownScripts });
    await waitFor(() =>
      expect(
        [...document.head.querySelectorAll('link[rel="prefetch"]')]
          .map((link) => link.getAttribute('href'))
          .filter((href) => ownScripts.includes(href!)),
      ).toEqual(ownScripts),
    );
    expect(appScriptsRun()).toEqual([]);
  });

  it('downloads them only once the browser has reported the largest paint, where it reports one', async () => {
    const reported: (() => void)[] = [];
    const observer = class {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: () => void) {
        reported.push(callback);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof PerformanceObserver;
    // Scripts of its own: a starter of an earlier test, still waiting for its paint on a slow machine, may prefetch
    // the usual ones while this test runs.
    const ownScripts = APP_SCRIPTS.map((src) => src.replace('/assets/', '/assets/painted-'));
    signInPage();
    start({ painted: largestPaintDone(observer), appScripts: ownScripts });
    const prefetched = () =>
      [...document.head.querySelectorAll('link[rel="prefetch"]')]
        .map((link) => link.getAttribute('href'))
        .filter((href) => ownScripts.includes(href!));
    // A loaded page and two painted frames, past the moment the downloads began before: still none.
    for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    expect(prefetched()).toEqual([]);

    reported.forEach((report) => report());
    await waitFor(() => expect(prefetched()).toEqual(ownScripts));
  });
});
