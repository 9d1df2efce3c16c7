import { STORAGE_KEYS } from '../../config/constants';
import { takeHeldInstallOffer } from './held-install-offer';

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types): the browser's install dialog, kept for later. */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** The owner said no (here or in the browser's dialog): the offer is not made again on this browser. */
export const installOfferDeclined = {
  read: () => localStorage.getItem(STORAGE_KEYS.installOfferDeclined) !== null,
  save: () => localStorage.setItem(STORAGE_KEYS.installOfferDeclined, new Date().toISOString()),
};

function handleBeforeInstallPrompt(event: Event) {
  // No browser banner of its own, on the sign-in screen or anywhere: the app offers it at its moment.
  event.preventDefault();
  deferred = event as InstallPromptEvent;
  changed();
}

function handleInstalled() {
  deferred = null;
  changed();
}

/** Keeps the browser's install offer from start-up (it comes early, before any signed-in screen); returns what stops it. */
export function listenForInstallPrompt(target: Window = window): () => void {
  target.addEventListener('beforeinstallprompt', handleBeforeInstallPrompt);
  target.addEventListener('appinstalled', handleInstalled);
  const held = takeHeldInstallOffer(target);
  if (held) handleBeforeInstallPrompt(held);
  return () => {
    target.removeEventListener('beforeinstallprompt', handleBeforeInstallPrompt);
    target.removeEventListener('appinstalled', handleInstalled);
    deferred = null;
    changed();
  };
}

export const installPrompt = {
  subscribe: (onChange: () => void) => {
    listeners.add(onChange);
    return () => void listeners.delete(onChange);
  },
  /** The browser's dialog, while it can be shown (the app is installable and not installed yet). */
  current: () => deferred,
  /** Shows the browser's dialog, once: the browser allows a kept event to be used only once. */
  show: async () => {
    const event = deferred;
    if (!event) return;
    deferred = null;
    changed();
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'dismissed') installOfferDeclined.save();
  },
};
