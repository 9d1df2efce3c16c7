import { FIRST_SCREEN_ID, HAD_FOCUS, LOADING_MARK, PENDING_PRESS } from '../config/first-screen';
import { appContainer } from './hold-first-screen';

/** The sign-in form, as the drawing and the app's screen both show it. */
const SIGN_IN_FORM =
  '<a href="#main-content">Aller au contenu principal</a><form><label for="email">Adresse e-mail</label>' +
  '<input id="email" type="email"><input id="name" type="text"><button type="submit">Recevoir le lien</button></form>';

/** The page sent for /login: #root holds the drawn sign-in screen, in its open shadow root. */
function signInPage(): HTMLElement {
  document.body.innerHTML = `<div id="root"><div id="splash"></div><div id="${FIRST_SCREEN_ID}"></div></div>`;
  const host = document.getElementById(FIRST_SCREEN_ID)!;
  host.attachShadow({ mode: 'open' }).innerHTML = `<div class="${FIRST_SCREEN_ID}-light"><style>.a{color:red}</style>${SIGN_IN_FORM}</div>`;
  return document.getElementById('root')!;
}

const drawing = () => document.getElementById(FIRST_SCREEN_ID);
const drawn = <E extends Element>(selector: string) => drawing()!.shadowRoot!.querySelector<E>(selector)!;
/** Lets the MutationObserver's callback run, as it does after each of React's commits. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

function loadingScreen(): HTMLElement {
  const screen = document.createElement('div');
  screen.setAttribute(LOADING_MARK, '');
  return screen;
}

/** The app's sign-in screen, with a toast region around it, recording what reaches its controls as React would. */
function liveSignInScreen() {
  const screen = document.createElement('main');
  screen.innerHTML = `${SIGN_IN_FORM}<section aria-label="Notifications"><button>Fermer</button></section>`;
  const seen: string[] = [];
  const email = screen.querySelector<HTMLInputElement>('#email')!;
  email.addEventListener('input', () => seen.push(`input ${email.value}`));
  email.addEventListener('blur', () => seen.push('blur'));
  screen.querySelector('form')!.addEventListener('submit', (event) => {
    event.preventDefault();
    seen.push(`sent ${email.value}`);
  });
  return { screen, seen, email, name: screen.querySelector<HTMLInputElement>('#name')! };
}

describe('appContainer', () => {
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
    // The splash hidden under the drawing goes: it would cover the app once the drawing has gone.
    expect(document.getElementById('splash')).toBeNull();

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

  it('carries over what was typed, as typed and left, and the focus with its selection', async () => {
    const app = appContainer(signInPage());
    drawn<HTMLInputElement>('#email').value = 'pas-une-adresse';
    const name = drawn<HTMLInputElement>('#name');
    name.value = 'Camille';
    name.focus();
    name.setSelectionRange(1, 3);

    const live = liveSignInScreen();
    app.append(live.screen);
    await observed();
    expect(drawing()).toBeNull();
    // The e-mail field was left: its checks run as they would have.
    expect(live.seen).toEqual(['input pas-une-adresse', 'blur']);
    expect(live.name.value).toBe('Camille');
    expect(document.activeElement).toBe(live.name);
    expect([live.name.selectionStart, live.name.selectionEnd]).toEqual([1, 3]);
  });

  it('makes the press kept while the app started, after what was typed', async () => {
    const app = appContainer(signInPage());
    drawn<HTMLInputElement>('#email').value = 'camille@example.fr';
    drawn('#email').setAttribute(HAD_FOCUS, '');
    drawn('button').setAttribute(PENDING_PRESS, '');

    const live = liveSignInScreen();
    app.append(live.screen);
    await observed();
    expect(live.seen).toEqual(['input camille@example.fr', 'sent camille@example.fr']);
  });

  it('carries nothing over to a screen whose controls are not the drawing’s (the visitor was sent elsewhere)', async () => {
    const app = appContainer(signInPage());
    drawn<HTMLInputElement>('#email').value = 'camille@example.fr';
    drawn('button').setAttribute(PENDING_PRESS, '');

    const dashboard = document.createElement('main');
    dashboard.innerHTML = '<input id="search" type="search"><button>Recevoir le lien</button>';
    const pressed = jest.fn();
    dashboard.querySelector('button')!.addEventListener('click', pressed);
    app.append(dashboard);
    await observed();
    expect(drawing()).toBeNull();
    expect(dashboard.querySelector('input')!.value).toBe('');
    expect(pressed).not.toHaveBeenCalled();
  });
});
