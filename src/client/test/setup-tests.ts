import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { initI18n } from '../i18n';
import { installMatchMedia, resizeTo, setPrefersDark } from './match-media';

installMatchMedia();

// CI machines are slow and shared: the first lazy route chunk can take more than the default second to load.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await initI18n('fr');
});

beforeEach(() => {
  localStorage.clear();
  resizeTo(1440);
  setPrefersDark(false);
});
