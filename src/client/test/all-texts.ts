import enFirstScreen from '../i18n/locales/en/first-screen.json';
import enOtherScreens from '../i18n/locales/en/other-screens.json';
import esFirstScreen from '../i18n/locales/es/first-screen.json';
import esOtherScreens from '../i18n/locales/es/other-screens.json';
import frFirstScreen from '../i18n/locales/fr/first-screen.json';
import frOtherScreens from '../i18n/locales/fr/other-screens.json';

/** Every text of each language, both files together: for checks over all keys. The app loads them as two chunks. */
export const ALL_TEXTS = {
  fr: { ...frFirstScreen, ...frOtherScreens },
  en: { ...enFirstScreen, ...enOtherScreens },
  es: { ...esFirstScreen, ...esOtherScreens },
};

export const TEXT_FILES = {
  fr: { firstScreen: frFirstScreen, otherScreens: frOtherScreens },
  en: { firstScreen: enFirstScreen, otherScreens: enOtherScreens },
  es: { firstScreen: esFirstScreen, otherScreens: esOtherScreens },
};
