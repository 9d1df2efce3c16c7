import { DEFAULT_LANGUAGE } from '../../shared/constants';
import { STORAGE_KEYS } from '../config/constants';
import { FIRST_SCREEN_ID, LOADING_MARK } from '../config/first-screen';
import { initialSettings } from '../features/settings/settings-slice';

/** The appearance settings the screen is drawn with (the system's light or dark, the default colours and cards). */
const DRAWN_WITH = ['themeMode', 'primaryColorScheme', 'lightColorScheme', 'darkColorScheme', 'cardSkin', 'isMonochrome'] as const;

/** Whether the stored settings (each value JSON in the stored JSON object, as redux-persist keeps them) are the drawing's. */
function appearanceIsDrawn(stored: string | null): boolean {
  if (stored === null) return true;
  try {
    const settings = JSON.parse(stored) as Record<string, string | undefined>;
    return DRAWN_WITH.every((key) => settings[key] === undefined || JSON.parse(settings[key]) === initialSettings[key]);
  } catch {
    return false;
  }
}

/**
 * The drawing shows a signed-out visitor the default screen in French; anyone else (a stored session, another
 * language, other appearance settings) would see the wrong screen for a moment, so it goes at once for them.
 */
function drawingFits(storage: Storage): boolean {
  const language = storage.getItem(STORAGE_KEYS.language);
  return (
    storage.getItem(STORAGE_KEYS.authToken) === null &&
    (language === null || language === DEFAULT_LANGUAGE) &&
    appearanceIsDrawn(storage.getItem(STORAGE_KEYS.settings))
  );
}

/**
 * Where the app starts. On a page that came with the drawn sign-in screen, the app renders into a new element under
 * the drawing, which stays on top until the app shows a screen that is not a loading screen (the same sign-in
 * screen, or wherever the visitor is sent), then goes in the same frame: no blank, no spinner in between.
 */
export function appContainer(root: HTMLElement, storage: Storage = localStorage): HTMLElement {
  const drawing = document.getElementById(FIRST_SCREEN_ID);
  if (!drawing) return root;
  if (!drawingFits(storage)) {
    drawing.remove();
    return root;
  }
  const app = document.createElement('div');
  root.prepend(app);
  const appShowsAScreen = () => app.hasChildNodes() && app.querySelector(`[${LOADING_MARK}]`) === null;
  // Called after React's commit, before the browser paints it.
  const observer = new MutationObserver(() => {
    if (!appShowsAScreen()) return;
    observer.disconnect();
    drawing.remove();
  });
  observer.observe(app, { childList: true, subtree: true });
  return app;
}
