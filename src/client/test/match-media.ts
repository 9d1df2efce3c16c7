/**
 * jsdom has no matchMedia. This one answers width queries from `window.innerWidth`
 * and `prefers-color-scheme` from a flag, and notifies listeners on `resizeTo`.
 */
type Listener = (event: { matches: boolean; media: string }) => void;

const queries = new Set<{ media: string; listeners: Set<Listener>; last: boolean }>();
let prefersDark = false;
let prefersReducedMotion = false;

function evaluate(media: string): boolean {
  const min = /min-width:\s*([\d.]+)px/.exec(media);
  const max = /max-width:\s*([\d.]+)px/.exec(media);
  const dark = /prefers-color-scheme:\s*dark/.test(media);
  if (dark) return prefersDark;
  if (/prefers-reduced-motion:\s*reduce/.test(media)) return prefersReducedMotion;
  const width = window.innerWidth;
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

function notifyChanges() {
  for (const query of queries) {
    const matches = evaluate(query.media);
    if (matches !== query.last) {
      query.last = matches;
      query.listeners.forEach((listener) => listener({ matches, media: query.media }));
    }
  }
}

export function installMatchMedia() {
  window.matchMedia = (media: string) => {
    const query = { media, listeners: new Set<Listener>(), last: evaluate(media) };
    queries.add(query);
    return {
      media,
      get matches() {
        return evaluate(media);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => query.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => query.listeners.delete(listener),
      addListener: (listener: Listener) => query.listeners.add(listener),
      removeListener: (listener: Listener) => query.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
}

export function resizeTo(width: number) {
  window.innerWidth = width;
  notifyChanges();
}

export function setPrefersDark(value: boolean) {
  prefersDark = value;
  notifyChanges();
}

export function setPrefersReducedMotion(value: boolean) {
  prefersReducedMotion = value;
  notifyChanges();
}
