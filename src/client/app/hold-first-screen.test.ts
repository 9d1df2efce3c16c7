import { FIRST_SCREEN_ID, LOADING_MARK } from '../config/first-screen';
import { STORAGE_KEYS } from '../config/constants';
import { appContainer } from './hold-first-screen';

/** The page sent for /login: #root holds the drawn sign-in screen. */
function signInPage(): HTMLElement {
  document.body.innerHTML = `<div id="root"><div id="${FIRST_SCREEN_ID}"><p>Bienvenue sur Bonavis</p></div></div>`;
  return document.getElementById('root')!;
}

const drawing = () => document.getElementById(FIRST_SCREEN_ID);
/** Lets the MutationObserver's callback run, as it does after each of React's commits. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

function loadingScreen(): HTMLElement {
  const screen = document.createElement('div');
  screen.setAttribute(LOADING_MARK, '');
  return screen;
}

describe('appContainer', () => {
  beforeEach(() => localStorage.clear());

  it('is #root itself on a page without a drawn screen', () => {
    document.body.innerHTML = '<div id="root"><div id="splash"></div></div>';
    const root = document.getElementById('root')!;
    expect(appContainer(root)).toBe(root);
  });

  it('keeps the drawing over the app while the app shows loading screens, and removes it once the app shows a screen', async () => {
    const root = signInPage();
    const app = appContainer(root);
    expect(app).not.toBe(root);
    expect(app.parentElement).toBe(root);

    app.append(loadingScreen());
    await observed();
    expect(drawing()).not.toBeNull();

    // One loading screen replaces another in the same commit: still loading.
    app.replaceChildren(loadingScreen());
    await observed();
    expect(drawing()).not.toBeNull();

    const signIn = document.createElement('main');
    signIn.textContent = 'Bienvenue sur Bonavis';
    app.replaceChildren(signIn);
    await observed();
    expect(drawing()).toBeNull();
    expect(root.textContent).toBe('Bienvenue sur Bonavis');
  });

  it('removes the drawing when the app could not start and says why', async () => {
    const app = appContainer(signInPage());
    app.textContent = 'Bonavis cannot start: API_BASE_URL is missing';
    await observed();
    expect(drawing()).toBeNull();
  });

  it.each([
    ['a stored session', () => localStorage.setItem(STORAGE_KEYS.authToken, 'token')],
    ['another language', () => localStorage.setItem(STORAGE_KEYS.language, 'en')],
    ['a chosen theme', () => localStorage.setItem(STORAGE_KEYS.settings, JSON.stringify({ themeMode: '"dark"' }))],
    ['other colours', () => localStorage.setItem(STORAGE_KEYS.settings, JSON.stringify({ primaryColorScheme: '"teal"' }))],
    ['unreadable settings', () => localStorage.setItem(STORAGE_KEYS.settings, '{')],
  ])('removes the drawing at once for a visitor with %s: it would show them the wrong screen', (_case, store) => {
    store();
    const root = signInPage();
    expect(appContainer(root)).toBe(root);
    expect(drawing()).toBeNull();
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
    const root = signInPage();
    expect(appContainer(root)).not.toBe(root);
    expect(drawing()).not.toBeNull();
  });
});
