import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../../shared/constants';
import { STORAGE_KEYS } from '../config/constants';

// Each language's bundle and dayjs locale are their own chunks: a French visitor downloads no Spanish.
const loadBundle = (language: Language) => import(/* webpackChunkName: "locales-[request]" */ `./locales/${language}/translation.json`);

const loadDayjsLocale = (language: Language) =>
  import(
    /* webpackChunkName: "dayjs-locale-[request]" */
    /* webpackInclude: /[\\/](fr|en|es)\.js$/ */
    `dayjs/locale/${language}.js`
  ).then(() => void dayjs.locale(language));

const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (!isLanguage(language)) return callback(null, {});
    loadBundle(language).then(
      (bundle: { default?: object }) => callback(null, bundle.default ?? bundle),
      (error: Error) => callback(error, null),
    );
  },
};

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
  void loadDayjsLocale(language);
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
  await loadDayjsLocale(language);
  return i18n;
}

export { i18n };
