/** The browser's install offer, held by the sign-in page's first script until the app listens for it. */
type HeldInstallOffer = { event: Event | null; stop: () => void };

/** The window, with the offer held on it between the two scripts (they share no module). */
export type WindowHoldingOffer = Window & { heldInstallOffer?: HeldInstallOffer };

/**
 * Before the app runs (the sign-in page starts it at the visitor's first move), the browser's own install banner is
 * kept away and its event held: the app makes the offer at its own moment, never on the sign-in screen.
 */
export function holdInstallOffer(target: WindowHoldingOffer): void {
  const held: HeldInstallOffer = { event: null, stop: () => target.removeEventListener('beforeinstallprompt', hold) };
  function hold(event: Event) {
    event.preventDefault();
    held.event = event;
  }
  target.addEventListener('beforeinstallprompt', hold);
  target.heldInstallOffer = held;
}

/** The offer that came before the app listened, if any; holding stops, as the app listens from now on. */
export function takeHeldInstallOffer(target: WindowHoldingOffer): Event | null {
  const held = target.heldInstallOffer;
  if (!held) return null;
  held.stop();
  delete target.heldInstallOffer;
  return held.event;
}
