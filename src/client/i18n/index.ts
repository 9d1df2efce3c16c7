import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../../shared/constants';
import { STORAGE_KEYS } from '../config/constants';
import { mergeTexts, type Texts } from './merge-texts';

// Texts come in two files per language, each its own chunk (a French visitor downloads no Spanish): the sign-in
// screen's (its page, the frame, errors, its validation and API error texts) first, the other screens' once a
// signed-in screen, an info page or the customers' game asks for them. Both fill the one `translation`
// namespace, section by section, so keys do not change.
// A copy: i18next merges the second file into the first's sections in place, and the modules stay as shipped.
const jsonOf = (module: { default?: Texts }): Texts => structuredClone(module.default ?? (module as Texts));
const loadFirstScreen = (language: Language) =>
  import(/* webpackChunkName: "locales-first-screen-[request]" */ `./locales/${language}/first-screen.json`).then(jsonOf);
const loadOtherScreens = (language: Language) =>
  import(/* webpackChunkName: "locales-other-screens-[request]" */ `./locales/${language}/other-screens.json`).then(jsonOf);

// Dates are only shown beyond the sign-in screen: dayjs and its locale come with the other screens' texts.
const loadDayjsLocale = (language: Language) =>
  Promise.all([
    import(/* webpackChunkName: "dayjs" */ 'dayjs'),
    import(
      /* webpackChunkName: "dayjs-locale-[request]" */
      /* webpackInclude: /[\\/](fr|en|es)\.js$/ */
      `dayjs/locale/${language}.js`
    ),
  ]).then(([{ default: dayjs }]) => void dayjs.locale(language));

/** Once a screen beyond sign-in asked for every text, each language loaded (a change of language) comes whole. */
let allTextsWanted = false;
const otherScreensAdded = new Map<Language, Promise<void>>();
const otherScreensReady = new Set<Language>();

function addOtherScreens(language: Language): Promise<void> {
  if (!otherScreensAdded.has(language)) {
    const added = loadOtherScreens(language).then((texts) => {
      i18n.addResourceBundle(language, 'translation', texts, true, true);
      otherScreensReady.add(language);
    });
    // A failed download may be tried again (the error screen offers it).
    added.catch(() => otherScreensAdded.delete(language));
    otherScreensAdded.set(language, added);
  }
  return otherScreensAdded.get(language)!;
}

const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (!isLanguage(language)) return callback(null, {});
    const texts = allTextsWanted
      ? Promise.all([loadFirstScreen(language), loadOtherScreens(language)]).then(([first, other]) => {
          otherScreensReady.add(language);
          return mergeTexts(first, other);
        })
      : loadFirstScreen(language);
    texts.then(
      (bundle) => callback(null, bundle),
      (error: Error) => callback(error, null),
    );
  },
};

/**
 * Loads the other screens' texts for the language in use and French (the fallback), and the date library in
 * that language; the sign-in screen needs only its own texts.
 */
export function loadAllTexts(): Promise<void> {
  allTextsWanted = true;
  const languages = new Set([languageOf(i18n), DEFAULT_LANGUAGE]);
  const texts = [...languages].map(addOtherScreens);
  return Promise.all([...texts, loadDayjsLocale(languageOf(i18n))]).then(() => undefined);
}

/** Whether every screen's texts are there for the language in use and French (nothing left to wait for). */
export function allTextsLoaded(): boolean {
  return [languageOf(i18n), DEFAULT_LANGUAGE].every((language) => otherScreensReady.has(language));
}

/**
 * Every text of `language`, whatever the interface language: for words shown in another language than the
 * interface's (what a customer will receive, in their language). Its first file first, so the second merges into it.
 */
export async function loadTextsOf(language: Language): Promise<void> {
  await i18n.loadLanguages(language);
  await addOtherScreens(language);
}

/** Whether every text of `language` is there. */
export function textsLoadedOf(language: Language): boolean {
  return otherScreensReady.has(language);
}

/** The interface language as the API takes it (French while i18next has not settled on one). */
export function languageOf({ language }: { language: string }): Language {
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** The stored choice, else French: the product is French-first, whatever the browser says. */
export function storedLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function handleLanguageChanged(language: string) {
  if (!isLanguage(language)) return;
  localStorage.setItem(STORAGE_KEYS.language, language);
  document.documentElement.lang = language;
  if (allTextsWanted) void loadDayjsLocale(language);
}

export async function initI18n(language: Language = storedLanguage()) {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', handleLanguageChanged);
    await i18n
      .use(lazyBundles)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: LANGUAGES,
        // French is the fallback, so it is always loaded alongside the chosen language.
        preload: [DEFAULT_LANGUAGE],
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
      });
  } else if (i18n.language !== language) {
    await i18n.changeLanguage(language);
  }
  if (allTextsWanted) await loadDayjsLocale(language);
  return i18n;
}

export { i18n };
