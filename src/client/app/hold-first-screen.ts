import { FIRST_SCREEN_CONTROLS, FIRST_SCREEN_ID, HAD_FOCUS, LOADING_MARK, PENDING_PRESS, SPLASH_ID } from '../config/first-screen';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | HTMLButtonElement | HTMLAnchorElement;

const NOT_TYPED_IN = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image', 'range', 'color']);

function isTextField(control: Element): control is HTMLInputElement | HTMLTextAreaElement {
  return control instanceof HTMLTextAreaElement || (control instanceof HTMLInputElement && !NOT_TYPED_IN.has(control.type));
}

/** A control's words, without the styles the drawing carries inline beside its elements. */
function wordsOf(element: Node): string {
  if (element instanceof HTMLStyleElement) return '';
  if (element.nodeType === Node.TEXT_NODE) return element.textContent ?? '';
  return [...element.childNodes].map(wordsOf).join('');
}

/** What tells two controls apart on a screen: the drawing's and the app's must read the same, in the same order. */
const signature = (control: Element) =>
  [control.tagName, control.getAttribute('type'), control.getAttribute('role'), wordsOf(control).trim()].join('|');

/** Where the drawing's controls sit among the app's (the app may have more around the screen, a toast region…). */
function offsetOf(drawn: Element[], live: Element[]): number {
  const wanted = drawn.map(signature);
  const have = live.map(signature);
  for (let offset = 0; offset + wanted.length <= have.length; offset++) {
    if (wanted.every((each, index) => each === have[offset + index])) return offset;
  }
  return -1;
}

/** A field's selection, where its type has one (an e-mail field has none: reading it throws in some browsers). */
function selectionOf(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    return field.selectionStart === null || field.selectionEnd === null ? null : [field.selectionStart, field.selectionEnd];
  } catch {
    return null;
  }
}

/** Sets a field's value as typing would: through the element's own setter, so React sees the change. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Carries over what the visitor did on the drawing to the app's screen: each field's text, as if typed there (and
 * left, if it was left: its checks run), the focus and selection, then the press kept while the app was starting.
 * Nothing is carried over unless the two screens' controls match one for one.
 */
function carryOver(screen: ShadowRoot, app: HTMLElement) {
  const drawn = [...screen.querySelectorAll<Control>(FIRST_SCREEN_CONTROLS)];
  const live = [...app.querySelectorAll<Control>(FIRST_SCREEN_CONTROLS)];
  const offset = offsetOf(drawn, live);
  if (drawn.length === 0 || offset < 0) return () => undefined;
  const counterpart = (control: Element) => live[offset + drawn.indexOf(control as Control)];
  const focused = screen.querySelector(`[${HAD_FOCUS}]`) ?? screen.activeElement;

  for (const field of drawn.filter(isTextField)) {
    const target = counterpart(field);
    if (!isTextField(target) || field.value === target.value) continue;
    target.focus();
    typeInto(target, field.value);
    if (field !== focused) target.blur();
  }
  const selection = focused && isTextField(focused) ? selectionOf(focused) : null;
  const pressed = screen.querySelector(`[${PENDING_PRESS}]`);
  // After the drawing has gone: focus moves to the app's screen, and the press acts on it.
  return () => {
    if (focused && drawn.includes(focused as Control)) {
      const target = counterpart(focused);
      target.focus();
      if (selection && isTextField(target)) target.setSelectionRange(selection[0], selection[1]);
    }
    if (pressed) counterpart(pressed).click();
  };
}

/**
 * Where the app starts. On a page that came with a drawn screen (first-screen-start.ts kept it, as it fits this
 * visitor), the app renders into a new element under the drawing, which stays on top until the app shows a
 * screen that is not a loading screen, then goes in the same frame: no blank, no spinner in between, and what the
 * visitor typed and pressed carried over.
 */
export function appContainer(root: HTMLElement): HTMLElement {
  const drawing = document.getElementById(FIRST_SCREEN_ID);
  if (!drawing) return root;
  // Hidden under the drawing, the splash would show over the app once the drawing goes.
  root.querySelector(`#${SPLASH_ID}`)?.remove();
  const app = document.createElement('div');
  root.prepend(app);
  const appShowsAScreen = () => app.hasChildNodes() && app.querySelector(`[${LOADING_MARK}]`) === null;
  // Called after React's commit, before the browser paints it.
  const observer = new MutationObserver(() => {
    if (!appShowsAScreen()) return;
    observer.disconnect();
    const finish = drawing.shadowRoot ? carryOver(drawing.shadowRoot, app) : () => undefined;
    drawing.remove();
    finish();
  });
  observer.observe(app, { childList: true, subtree: true });
  return app;
}
