import enFirstScreen from '../i18n/locales/en/first-screen.json';
import enOtherScreens from '../i18n/locales/en/other-screens.json';
import esFirstScreen from '../i18n/locales/es/first-screen.json';
import esOtherScreens from '../i18n/locales/es/other-screens.json';
import frFirstScreen from '../i18n/locales/fr/first-screen.json';
import frOtherScreens from '../i18n/locales/fr/other-screens.json';
import { mergeTexts } from '../i18n/merge-texts';

/** Every text of each language, both files together: for checks over all keys. The app loads them as two chunks. */
export const ALL_TEXTS = {
  fr: mergeTexts(frFirstScreen, frOtherScreens) as typeof frFirstScreen & typeof frOtherScreens,
  en: mergeTexts(enFirstScreen, enOtherScreens) as typeof enFirstScreen & typeof enOtherScreens,
  es: mergeTexts(esFirstScreen, esOtherScreens) as typeof esFirstScreen & typeof esOtherScreens,
};

export const TEXT_FILES = {
  fr: { firstScreen: frFirstScreen, otherScreens: frOtherScreens },
  en: { firstScreen: enFirstScreen, otherScreens: enOtherScreens },
  es: { firstScreen: esFirstScreen, otherScreens: esOtherScreens },
};
