import { holdInstallOffer, type WindowHoldingOffer } from './held-install-offer';
import { installPrompt, listenForInstallPrompt } from './install-prompt';

/** The browser's install offer, as Chromium fires it. */
const installOffer = () =>
  Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: jest.fn(), userChoice: new Promise(() => undefined) });

describe('the install offer before the app runs', () => {
  it("keeps the browser's banner away, and the app, once it listens, has the offer to make at its moment", () => {
    holdInstallOffer(window);
    const early = installOffer();
    window.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(installPrompt.current()).toBeNull();

    const stop = listenForInstallPrompt(window);
    expect(installPrompt.current()).toBe(early);
    stop();
  });

  it('stops holding once the app listens: a later offer is the app’s alone', () => {
    holdInstallOffer(window);
    const stop = listenForInstallPrompt(window);
    expect((window as WindowHoldingOffer).heldInstallOffer).toBeUndefined();
    const later = installOffer();
    window.dispatchEvent(later);
    expect(installPrompt.current()).toBe(later);
    stop();
  });
});
