import fr from './locales/fr/translation.json';
import en from './locales/en/translation.json';
import es from './locales/es/translation.json';
import { i18n, initI18n, storedLanguage } from '.';

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
    expect(document.documentElement.lang).toBe('es');
  });

  it('falls back to French for a missing key', async () => {
    await i18n.changeLanguage('en');
    i18n.addResource('fr', 'translation', 'onlyInFrench', 'Seulement en français');
    expect(i18n.t('onlyInFrench')).toBe('Seulement en français');
  });
});
