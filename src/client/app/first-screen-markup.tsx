import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import type { PublicGame, PublicGameRules } from '../../shared/api/game';
import type { LegalOperator } from '../../shared/api/legal';
import { DEFAULT_LANGUAGE, TITLE_SUFFIX } from '../../shared/constants';
import { businessNameValues } from '../../shared/french-names';
import { gameApi } from '../api/game-api';
import { legalApi } from '../api/legal-api';
import { DRAWN_SEARCH, FIRST_SCREEN_ID } from '../config/first-screen';
import { PATHS } from '../config/paths';
import { authState } from '../features/auth/auth-slice';
import { LoginPage } from '../features/auth/login-page';
import { GameRulesPage } from '../features/game/session/game-rules-page';
import { GameSessionPage } from '../features/game/session/game-session-page';
import { legalTextsFr } from '../features/legal/content/fr';
import { LegalNoticePage, PrivacyPolicyPage, TermsOfSalePage } from '../features/legal/legal-page';
import { provideLegalTexts } from '../features/legal/use-legal-texts';
import { initialSettings } from '../features/settings/settings-slice';
import frFirstScreen from '../i18n/locales/fr/first-screen.json';
import frOtherScreens from '../i18n/locales/fr/other-screens.json';
import { mergeTexts } from '../i18n/merge-texts';
import type { Identity } from '../session/identity';
import { createAppTheme } from '../theme/create-app-theme';
import { InvitationScreen } from './guards/invitation-screen';
import { InfoLayout } from './layouts/info-layout';
import { PublicLayout } from './layouts/public-layout';
import { setupStore, type AppStore } from './store';

type Scheme = 'light' | 'dark';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Nothing signs in while a screen is drawn (at build time, or on the server): no effect runs, so nothing calls it. */
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

/** A link to a place on the page: the skip link. */
const PLACE_LINK = /\shref="#[^"]+"/g;

/** The texts a drawing is written in: French, the app's default, ready at once. */
function frenchTexts(texts: Record<string, unknown>) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: { translation: texts } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** The app's theme for a visitor who has chosen nothing, in one colour scheme. */
const drawnTheme = (scheme: Scheme) =>
  createAppTheme({
    mode: scheme,
    primary: initialSettings.primaryColorScheme,
    light: initialSettings.lightColorScheme,
    dark: initialSettings.darkColorScheme,
    cardSkin: initialSettings.cardSkin,
    isMonochrome: initialSettings.isMonochrome,
  });

/** A screen to draw: where it is in the app, what it shows there, the texts and the state it needs. */
type DrawnPage = {
  /** The path the app shows it at, and the query the drawing shows (`?g=…`; a page opened with another starts the app). */
  path: string;
  search: string;
  element: ReactElement;
  /** The layout the app shows it in: PublicLayout unless said. */
  layout?: ReactElement;
  texts: Record<string, unknown>;
  store: AppStore;
};

/**
 * A screen as the app draws it for a visitor who has chosen nothing (French, the default appearance, signed out), in
 * one colour scheme, with its styles inline (emotion writes them beside each element when there is no document). The
 * frame takes the whole window above the app, which starts underneath.
 */
function drawScreen(scheme: Scheme, page: DrawnPage): string {
  const i18n = frenchTexts(page.texts);
  const theme = drawnTheme(scheme);
  const markup = renderToString(
    <I18nextProvider i18n={i18n}>
      <Provider store={page.store}>
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
            <MemoryRouter initialEntries={[`${page.path}${page.search}`]}>
              <Routes>
                <Route element={page.layout ?? <PublicLayout />}>
                  <Route path={page.path} element={page.element} />
                </Route>
              </Routes>
            </MemoryRouter>
          </Box>
        </ThemeProvider>
      </Provider>
    </I18nextProvider>,
    { identifierPrefix: `${FIRST_SCREEN_ID}-${scheme}-` },
  );
  const named = (id: string) => `${FIRST_SCREEN_ID}-${scheme}-${id}`;
  return (
    markup
      .replace(ID_REFERENCES, (_match, name: string, value: string) => ` ${name}="${value.split(' ').map(named).join(' ')}"`)
      // The skip link leads into the drawing (a link checker finds its target in the page; the app's press then jumps
      // to the app's content, as first-screen-start.ts keeps the press).
      .replace(PLACE_LINK, ` href="#${FIRST_SCREEN_ID}"`)
      // An empty placeholder lets CSS tell a filled field (:placeholder-shown no longer applies) from an empty one.
      .replace(/<input(?![^>]*\s(?:placeholder=|type="(?:checkbox|radio)"))/g, '<input placeholder=" "')
  );
}

/**
 * The focus and a filled field as the app shows them, drawn by CSS: the app marks a focused or filled field and a button
 * reached by the keyboard with classes its scripts set, which the drawing has not. Also the progress of a press kept while the app starts.
 */
function liveStyles(scheme: Scheme): string {
  const theme = drawnTheme(scheme);
  const inScheme = `.${FIRST_SCREEN_ID}-${scheme}`;
  const primary = theme.palette.primary.main;
  return (
    `${inScheme} .MuiOutlinedInput-root:focus-within .MuiOutlinedInput-notchedOutline{border-color:${primary};border-width:2px}` +
    `${inScheme} .MuiFormControl-root:has(input:focus)>.MuiInputLabel-root{color:${primary}}` +
    // A focused or filled field's label moves above it, into the gap of its outline, as the app moves it.
    `${inScheme} .MuiFormControl-root:has(input:focus,input:not(:placeholder-shown))>.MuiInputLabel-root{transform:translate(14px,-9px) scale(0.75);max-width:calc(133% - 32px)}` +
    `${inScheme} .MuiFormControl-root:has(input:focus,input:not(:placeholder-shown)) .MuiOutlinedInput-notchedOutline legend{max-width:100%}` +
    `${inScheme} button:focus-visible,${inScheme} a:focus-visible{outline:2px solid ${primary};outline-offset:2px}` +
    `${inScheme} .${FIRST_SCREEN_ID}-progress{background:${primary}}`
  );
}

/** A style element emotion writes beside the elements of a drawing (it has no document to put it in), and its rules. */
const EMOTION_STYLE = /<style data-emotion="[^"]*">([\s\S]*?)<\/style>/g;

/**
 * The emotion styles of the drawings, moved out of them into one style sheet, each written once: the two colour schemes
 * share most of their rules (layout, type), which the page carried twice, and the browser builds one sheet known before
 * the elements instead of one per element's styles as it parses. The rules keep their order, so the cascade is the same.
 */
function hoistStyles(drawings: string[]): { rules: string; drawings: string[] } {
  const written = new Set<string>();
  const withoutStyles = drawings.map((drawing) =>
    drawing.replace(EMOTION_STYLE, (_element, rules: string) => {
      written.add(rules);
      return '';
    }),
  );
  return { rules: [...written].join(''), drawings: withoutStyles };
}

/**
 * A screen drawn in both colour schemes (the system's preference shows one), to go over the splash in the page sent
 * for its address: a phone shows the screen at once instead of waiting for the scripts. Its controls work as the
 * page's own (focus, typing, a press kept: first-screen-start.ts) until the app has started and takes over from it.
 */
function drawnPage(page: DrawnPage): string {
  // Node has no storage of the browser's (or one of its own that needs a file): the drawing uses an empty one. In the
  // API server's process too, where nothing else reads it.
  Object.defineProperty(globalThis, 'localStorage', { value: emptyStorage(), configurable: true, writable: true });
  Object.defineProperty(globalThis, 'sessionStorage', { value: emptyStorage(), configurable: true, writable: true });
  const schemes: Scheme[] = ['light', 'dark'];
  const styles =
    `<style>@media (prefers-color-scheme: dark){.${FIRST_SCREEN_ID}-light{display:none}}` +
    `@media not (prefers-color-scheme: dark){.${FIRST_SCREEN_ID}-dark{display:none}}` +
    // Shown once whole: the browser paints the page as it arrives, and half a card, centred, would grow and move.
    `.${FIRST_SCREEN_ID}-screen:not(:has(>.${FIRST_SCREEN_ID}-end)){visibility:hidden}` +
    // A press kept while the app starts: a bar runs along the top, as the app's own progress does.
    `.${FIRST_SCREEN_ID}-progress{display:none;position:fixed;top:0;left:0;height:3px;width:30%;z-index:2147483647;animation:${FIRST_SCREEN_ID}-run 1.2s ease-in-out infinite}` +
    `:host([aria-busy="true"]){cursor:progress}:host([aria-busy="true"]) .${FIRST_SCREEN_ID}-progress{display:block}` +
    `@keyframes ${FIRST_SCREEN_ID}-run{from{transform:translateX(-100%)}to{transform:translateX(340%)}}` +
    `@media (prefers-reduced-motion: reduce){.${FIRST_SCREEN_ID}-progress{animation:none;width:100%}}` +
    schemes.map(liveStyles).join('') +
    `</style>`;
  const hoisted = hoistStyles(schemes.map((scheme) => drawScreen(scheme, page)));
  const drawings = schemes
    .map(
      (scheme, index) =>
        `<div class="${FIRST_SCREEN_ID}-${scheme}">${hoisted.drawings[index]}<i class="${FIRST_SCREEN_ID}-progress"></i></div>`,
    )
    .join('');
  // In an open shadow root declared in the page: its styles stay inside it and the app's stay out.
  return (
    `<div id="${FIRST_SCREEN_ID}" ${DRAWN_SEARCH}="${escapeHtml(page.search)}"><template shadowrootmode="open">${styles}` +
    `<style>${hoisted.rules}</style>` +
    `<div class="${FIRST_SCREEN_ID}-screen">${drawings}<i class="${FIRST_SCREEN_ID}-end"></i></div></template></div>`
  );
}

/** Where a drawing and its page's title go in the frame of a drawn page (scripts/first-screen.mjs writes the frame). */
export const DRAWN_PAGE_MARKS = { drawing: '<!--drawing-->', title: '<!--title-->' } as const;

/** The sign-in screen, drawn at build time into the page sent for /login (scripts/first-screen.mjs). */
export function firstScreenMarkup(): string {
  const store = setupStore({ identity: noIdentity }, { auth: authState('signedOut') });
  return drawnPage({ path: PATHS.login, search: '', element: <LoginPage />, texts: frFirstScreen, store });
}

/** The page's title as the app sets it on the sign-in screen. */
export function firstScreenTitle(): string {
  return escapeHtml(`${frenchTexts(frFirstScreen).t('pages.login')}${TITLE_SUFFIX}`);
}

/**
 * The customers' wheel of one game, drawn when its page is asked for (the server's drawn pages): what the app shows
 * once the game has loaded, the game in its store as the API answered it. Returns the drawing and the page's title.
 */
export async function gameScreenMarkup(publicId: string, game: PublicGame, search: string): Promise<{ markup: string; title: string }> {
  const store = setupStore({ identity: noIdentity }, { auth: authState('signedOut') });
  await store.dispatch(gameApi.util.upsertQueryData('publicGame', publicId, game));
  const texts = mergeTexts(frFirstScreen, frOtherScreens);
  const markup = drawnPage({ path: PATHS.gameSession, search, element: <GameSessionPage />, texts, store });
  // The cache would keep the game (and a timer) for a minute after its last reader: the server draws many pages.
  store.dispatch(gameApi.util.resetApiState());
  const title = `${frenchTexts(texts).t('gameSession.title', businessNameValues(game.businessName, { keepArticle: game.nameKeepsArticle }))}${TITLE_SUFFIX}`;
  return { markup, title: escapeHtml(title) };
}

/**
 * A game's rules (`/game/session/rules?g=…`, linked from its wheel and its poster), drawn when the page is asked for:
 * what the app shows once the rules have loaded, the rules in its store as `GET /api/game/public/:publicId/rules`
 * answers them. Returns the drawing and the page's title.
 */
export async function rulesScreenMarkup(
  publicId: string,
  rules: PublicGameRules,
  search: string,
): Promise<{ markup: string; title: string }> {
  // The rules' date in French, as the app's i18n sets it for its language (this module draws French only).
  dayjs.locale(DEFAULT_LANGUAGE);
  const store = setupStore({ identity: noIdentity }, { auth: authState('signedOut') });
  await store.dispatch(gameApi.util.upsertQueryData('publicGameRules', publicId, rules));
  const texts = mergeTexts(frFirstScreen, frOtherScreens);
  const markup = drawnPage({ path: PATHS.gameRules, search, element: <GameRulesPage />, texts, store });
  store.dispatch(gameApi.util.resetApiState());
  return { markup, title: escapeHtml(`${frenchTexts(texts).t('gameSession.rulesTitle')}${TITLE_SUFFIX}`) };
}

/**
 * Where the invitation's drawing carries its link's token (43 base64url characters, as the token itself): the server
 * puts each visitor's token in its place, in the page's query and in the sign-in link that comes back with it.
 */
export const DRAWN_INVITATION_TOKEN = 'drawnInvitationToken'.padEnd(43, '0');

/**
 * An invitation mail's page (`/invitation?token=…`) as a signed-out visitor sees it once the app has started: the
 * invitation, and « Se connecter », which comes back to it. Drawn once, for DRAWN_INVITATION_TOKEN.
 */
export function invitationScreenMarkup(): { markup: string; title: string } {
  const store = setupStore({ identity: noIdentity }, { auth: authState('signedOut') });
  const texts = mergeTexts(frFirstScreen, frOtherScreens);
  const search = `?${new URLSearchParams({ token: DRAWN_INVITATION_TOKEN })}`;
  const markup = drawnPage({ path: PATHS.invitation, search, element: <InvitationScreen signedIn={false} />, texts, store });
  return { markup, title: escapeHtml(`${frenchTexts(texts).t('invitation.title')}${TITLE_SUFFIX}`) };
}

/** The legal documents drawn on the server, by their path (the app's routes show the same components there). */
const LEGAL_PAGES = {
  [PATHS.legalNotice]: { name: 'notice', element: <LegalNoticePage /> },
  [PATHS.legalTerms]: { name: 'terms', element: <TermsOfSalePage /> },
  [PATHS.legalPrivacy]: { name: 'privacy', element: <PrivacyPolicyPage /> },
} as const;

export type LegalPath = keyof typeof LEGAL_PAGES;

/** The paths of the legal documents the server sends drawn in. */
export const LEGAL_PATHS = Object.keys(LEGAL_PAGES) as LegalPath[];

/**
 * A legal document (`/legal/…`, linked from every mail and page footer) drawn when its page is first asked for: the
 * configured operator in the store as `GET /api/legal/operator` answers it, the French texts at hand. A phone shows the
 * whole text with the page instead of a splash, then the document, once the app's scripts have run.
 */
export async function legalScreenMarkup(path: LegalPath, operator: LegalOperator): Promise<{ markup: string; title: string }> {
  const { name, element } = LEGAL_PAGES[path];
  provideLegalTexts(DEFAULT_LANGUAGE, legalTextsFr);
  // The drawing's dates in French, as the app's i18n sets them for its language (this module draws French only).
  dayjs.locale(DEFAULT_LANGUAGE);
  const store = setupStore({ identity: noIdentity }, { auth: authState('signedOut') });
  await store.dispatch(legalApi.util.upsertQueryData('legalOperator', undefined, operator));
  const texts = mergeTexts(frFirstScreen, frOtherScreens);
  const markup = drawnPage({ path, search: '', element, layout: <InfoLayout />, texts, store });
  store.dispatch(legalApi.util.resetApiState());
  return { markup, title: escapeHtml(`${frenchTexts(texts).t(`legal.${name}.title`)}${TITLE_SUFFIX}`) };
}
