import { identityIsStored, largestPaintDone, startFirstScreen } from './app/first-screen-start';
import { FIRST_SCREEN_ID } from './config/first-screen';
import { holdInstallOffer } from './features/pwa/held-install-offer';

/**
 * The one script of the page sent for /login (scripts/first-screen.mjs puts it in place of the app's, which it names
 * in `data-app`): it lets the drawn sign-in screen be used at once and starts the app when needed.
 */
const script = document.currentScript as HTMLScriptElement;

function localStorageIfAllowed(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

holdInstallOffer(window);
startFirstScreen({
  drawing: document.getElementById(FIRST_SCREEN_ID),
  appScripts: (script.dataset.app ?? '').split(' ').filter(Boolean),
  storage: localStorageIfAllowed(),
  search: location.search,
  darkScheme: matchMedia('(prefers-color-scheme: dark)'),
  identityIsStored,
  painted: largestPaintDone(),
});
