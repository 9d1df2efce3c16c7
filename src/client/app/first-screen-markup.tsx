import { renderToString } from 'react-dom/server';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import { setupStore } from './store';
import { PublicLayout } from './layouts/public-layout';
import { PATHS } from '../config/paths';
import { authState } from '../features/auth/auth-slice';
import { LoginPage } from '../features/auth/login-page';
import { initialSettings } from '../features/settings/settings-slice';
import { DEFAULT_LANGUAGE } from '../../shared/constants';
import frFirstScreen from '../i18n/locales/fr/first-screen.json';
import type { Identity } from '../session/identity';
import { createAppTheme } from '../theme/create-app-theme';
import { FIRST_SCREEN_ID } from '../config/first-screen';

type Scheme = 'light' | 'dark';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Nothing signs in while the page is drawn at build time: no effect runs, so nothing calls it. */
const noIdentity: Identity = {
  onIdTokenChanged: () => () => undefined,
  currentUser: () => null,
  isSignInLink: () => false,
  signInWithLink: () => Promise.reject(new Error('no sign-in while drawing the first screen')),
  signInWithPopup: () => Promise.reject(new Error('no sign-in while drawing the first screen')),
  signOut: () => Promise.resolve(),
};

/** The drawing is of a visitor with nothing stored: what a screen reads from storage as it renders finds nothing. */
function emptyStorage(): Storage {
  return { length: 0, key: () => null, getItem: () => null, setItem: () => undefined, removeItem: () => undefined, clear: () => undefined };
}

/** The attributes that name an element or point at one: each drawing gets its own names, as a page's ids are unique. */
const ID_REFERENCES = /\s(id|for|aria-labelledby|aria-describedby|aria-controls)="([^"]*)"/g;

/**
 * The controls of the drawing answer nothing: the app's own screen replaces it, so anything typed there would be
 * lost. `disabled` keeps them out of reach; the region is also inert and hidden from assistive technologies.
 */
const CONTROLS = /<(input|button|textarea|select)(?=[\s>])/g;

/**
 * The sign-in screen as the app draws it for a visitor who has chosen nothing (French, the default appearance,
 * signed out), in one colour scheme, with its styles inline (emotion writes them beside each element when there is no
 * document). The frame takes the whole window above the app, which starts underneath.
 */
function signInScreen(scheme: Scheme): string {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: { translation: frFirstScreen } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const store = setupStore({ identity: noIdentity }, { auth: authState('signedOut') });
  const theme = createAppTheme({
    mode: scheme,
    primary: initialSettings.primaryColorScheme,
    light: initialSettings.lightColorScheme,
    dark: initialSettings.darkColorScheme,
    cardSkin: initialSettings.cardSkin,
    isMonochrome: initialSettings.isMonochrome,
  });
  const markup = renderToString(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          {/* What the app's baseline gives its pages, scoped to the drawing so that the two schemes' do not meet. */}
          <Box
            sx={{
              position: 'fixed',
              inset: 0,
              // Above every layer of the app starting underneath (MUI's highest is the tooltip's).
              zIndex: theme.zIndex.tooltip + 1,
              overflowY: 'auto',
              bgcolor: 'background.default',
              color: 'text.primary',
              ...theme.typography.body1,
              WebkitFontSmoothing: 'antialiased',
              boxSizing: 'border-box',
              '& *, & *::before, & *::after': { boxSizing: 'inherit' },
            }}
          >
            <MemoryRouter initialEntries={[PATHS.login]}>
              <Routes>
                <Route element={<PublicLayout />}>
                  <Route path={PATHS.login} element={<LoginPage />} />
                </Route>
              </Routes>
            </MemoryRouter>
          </Box>
        </ThemeProvider>
      </Provider>
    </I18nextProvider>,
    { identifierPrefix: `${FIRST_SCREEN_ID}-${scheme}-` },
  );
  return markup
    .replace(ID_REFERENCES, (_match, name: string, value: string) => {
      const named = value
        .split(' ')
        .map((id) => `${FIRST_SCREEN_ID}-${scheme}-${id}`)
        .join(' ');
      return ` ${name}="${named}"`;
    })
    .replace(CONTROLS, '<$1 disabled');
}

/**
 * The sign-in screen drawn at build time, in both colour schemes (the system's preference shows one), to go in
 * place of the splash in the page sent for /login: a phone shows the screen at once instead of waiting for the
 * scripts. It is a picture of the screen, inert; the app replaces it with the live screen as soon as it has one.
 */
export function firstScreenMarkup(): string {
  // Node has no storage of the browser's (or one of its own that needs a file): the build draws with an empty one.
  Object.defineProperty(globalThis, 'localStorage', { value: emptyStorage(), configurable: true, writable: true });
  const schemes: Scheme[] = ['light', 'dark'];
  const choose =
    `<style>@media (prefers-color-scheme: dark){.${FIRST_SCREEN_ID}-light{display:none}}` +
    `@media not (prefers-color-scheme: dark){.${FIRST_SCREEN_ID}-dark{display:none}}` +
    // Shown once whole: the browser paints the page as it arrives, and half a card, centred, would grow and move.
    `.${FIRST_SCREEN_ID}-picture:not(:has(>.${FIRST_SCREEN_ID}-end)){visibility:hidden}</style>`;
  const drawings = schemes.map((scheme) => `<div class="${FIRST_SCREEN_ID}-${scheme}">${signInScreen(scheme)}</div>`).join('');
  // What assistive technologies are told meanwhile, as the splash it replaces told them.
  const loading = `<p role="status" style="position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)">${escapeHtml(String(frFirstScreen.loading.app))}</p>`;
  // In a closed shadow root, declared in the page: its styles stay inside it, and nothing outside finds its elements
  // (the app's styles, a test looking for the live screen's field while the picture shows).
  const picture =
    `<template shadowrootmode="closed">${choose}` +
    `<div class="${FIRST_SCREEN_ID}-picture">${drawings}<i class="${FIRST_SCREEN_ID}-end"></i></div></template>`;
  return `<div id="${FIRST_SCREEN_ID}">${loading}<div inert aria-hidden="true">${picture}</div></div>`;
}
