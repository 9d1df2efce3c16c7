import dayjs from 'dayjs';
import { SIGN_IN_ERROR_CODES } from '../../shared/api/errors';
import { ALL_TEXTS, TEXT_FILES } from '../test/all-texts';
import { allTextsLoaded, i18n, initI18n, storedLanguage } from '.';

const { fr, en, es } = ALL_TEXTS;

function keysOf(bundle: object, prefix = ''): string[] {
  return Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function emptyValues(bundle: object): string[] {
  return keysOf(bundle).filter((key) => !String(i18n.getResource('fr', 'translation', key) ?? 'x').trim());
}

describe('translations', () => {
  it.each([
    ['en', en],
    ['es', es],
  ])('%s has exactly the French keys', (_language, bundle) => {
    expect(keysOf(bundle).sort()).toEqual(keysOf(fr).sort());
  });

  it.each(['fr', 'en', 'es'] as const)('%s keeps each text in one of its two files, the same split as French', (language) => {
    const { firstScreen, otherScreens } = TEXT_FILES[language];
    const later = new Set(keysOf(otherScreens));
    expect(keysOf(firstScreen).filter((key) => later.has(key))).toEqual([]);
    expect(keysOf(firstScreen).sort()).toEqual(keysOf(TEXT_FILES.fr.firstScreen).sort());
  });

  it.each(['fr', 'en', 'es'] as const)("%s has the sign-in screens' error texts in the file they load with", (language) => {
    const { apiErrors } = TEXT_FILES[language].firstScreen;
    expect(Object.keys(apiErrors).sort()).toEqual([...SIGN_IN_ERROR_CODES, 'retryIn'].sort());
    // `invalid`: a value of the wrong kind, or input that could not be read, on any route, the sign-in ones included.
    expect(Object.keys(TEXT_FILES[language].firstScreen.validation).sort()).toEqual(['email', 'invalid', 'otp', 'redirect']);
  });

  it('has no empty French text', () => {
    expect(emptyValues(fr)).toEqual([]);
  });
});

describe('language choice', () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('defaults to French, whatever the browser prefers', () => {
    expect(storedLanguage()).toBe('fr');
  });

  it('ignores an unsupported stored language', () => {
    localStorage.setItem('i18nextLng', 'de');
    expect(storedLanguage()).toBe('fr');
  });

  it('stores the choice under i18nextLng and loads that bundle', async () => {
    await initI18n('es');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
    expect(i18n.t('nav.settings')).toBe(es.nav.settings);
    // Every screen's texts were asked for already (the test setup, as a signed-in screen does): a new language comes whole.
    expect(i18n.t('dashboard.loading')).toBe(es.dashboard.loading);
    expect(allTextsLoaded()).toBe(true);
    expect(document.documentElement.lang).toBe('es');
    expect(dayjs.locale()).toBe('es');
  });

  it('falls back to French for a missing key', async () => {
    await i18n.changeLanguage('en');
    i18n.addResource('fr', 'translation', 'onlyInFrench', 'Seulement en français');
    expect(i18n.t('onlyInFrench')).toBe('Seulement en français');
  });
});
