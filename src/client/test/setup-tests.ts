import '@testing-library/jest-dom';
import { initI18n } from '../i18n';
import { installMatchMedia, resizeTo, setPrefersDark } from './match-media';

installMatchMedia();

beforeAll(async () => {
  await initI18n('fr');
});

beforeEach(() => {
  localStorage.clear();
  resizeTo(1440);
  setPrefersDark(false);
});
