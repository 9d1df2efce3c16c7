import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { dismissAllToasts } from '../components/notify';
import { initI18n, loadAllTexts } from '../i18n';
import { installMatchMedia, resizeTo, setPrefersDark } from './match-media';
import './typing-without-pauses';

// A suite marked `@jest-environment node` checks what the build runs in Node (the drawn sign-in screen): it has no
// browser to set up.
if (typeof window !== 'undefined') {
  installMatchMedia();

  // CI machines are slow and shared: under load the first lazy route chunk took more than 5 s to compile and load. A
  // wait that holds returns as soon as it does, so only a failing test pays for this bound.
  configure({ asyncUtilTimeout: 60_000 });

  beforeAll(async () => {
    await initI18n('fr');
    // Component tests render screens of every kind; the app loads these texts with the first screen past sign-in.
    await loadAllTexts();
  });

  beforeEach(() => {
    localStorage.clear();
    resizeTo(1440);
    setPrefersDark(false);
  });

  // A toast asked for while no notifications region was on screen (a listener's test renders nothing) waits for the
  // next one: each test starts with none.
  afterEach(() => dismissAllToasts());
}
