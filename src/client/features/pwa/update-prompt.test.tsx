import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Workbox } from 'workbox-window';
import { reloadPage } from '../../components/reload-page';
import { renderWithProviders } from '../../test/render';
import { SERVICE_WORKER_URL, startServiceWorker } from './service-worker';
import { UpdatePrompt } from './update-prompt';

jest.mock('../../components/reload-page', () => ({ reloadPage: jest.fn() }));

/**
 * A browser where a new version of the worker is installed and waits (another tab kept the old one): workbox-window
 * finds it at registration and fires `waiting`. The page is controlled by the old version.
 */
function installBrowserWithWaitingVersion() {
  const waiting = {
    scriptURL: new URL(SERVICE_WORKER_URL, location.href).href,
    state: 'installed',
    postMessage: jest.fn(),
    addEventListener: jest.fn(),
  };
  const registration = { waiting, installing: null, active: null, addEventListener: jest.fn() };
  const containerListeners: Record<string, (event: Event) => void> = {};
  const container = {
    controller: null as unknown,
    register: jest.fn(async () => registration),
    addEventListener: jest.fn((type: string, listener: (event: Event) => void) => void (containerListeners[type] = listener)),
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  // workbox-window posts with a channel for the answer; jsdom has none. Its ports are only handed over here.
  Object.defineProperty(globalThis, 'MessageChannel', {
    configurable: true,
    value: class {
      port1 = { onmessage: null };
      port2 = {};
    },
  });
  return {
    waiting,
    container,
    /** The browser hands the page to the new version. */
    takeOver: () => {
      container.controller = waiting;
      containerListeners.controllerchange(new Event('controllerchange'));
    },
  };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(globalThis, 'MessageChannel');
});

describe('UpdatePrompt', () => {
  it('offers the waiting version, tells it to take over, and reloads once it has', async () => {
    const browser = installBrowserWithWaitingVersion();
    renderWithProviders(<UpdatePrompt serviceWorker={startServiceWorker(new Workbox(SERVICE_WORKER_URL))} />);

    expect(await screen.findByText('Nouvelle version disponible')).toBeInTheDocument();
    expect(browser.container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, {});
    expect(browser.waiting.postMessage).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(browser.waiting.postMessage).toHaveBeenCalledTimes(1);
    expect(browser.waiting.postMessage.mock.calls[0][0]).toEqual({ type: 'SKIP_WAITING' });
    expect(reloadPage).not.toHaveBeenCalled();

    browser.takeOver();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });

  it('shows nothing without a worker', () => {
    renderWithProviders(<UpdatePrompt serviceWorker={null} />);
    expect(screen.queryByText('Nouvelle version disponible')).not.toBeInTheDocument();
  });
});
