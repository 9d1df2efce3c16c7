import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStatus, type AuthStatus } from '../../app/guards/auth-status';
import { aListingStatus, aSyncJob } from '../../test/fixtures';
import { answerAsSetUpOwner, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';
import { listenForInstallPrompt, type InstallPromptEvent } from './install-prompt';

jest.mock('../../app/guards/auth-status', () => ({ useAuthStatus: jest.fn() }));

const api = mockApi();
const authAs = (status: AuthStatus) => jest.mocked(useAuthStatus).mockReturnValue(status);
const OFFER = 'Installer Bonavis sur cet appareil ?';
let stopListening: () => void;

/** Chromium says the app can be installed: the event the app keeps, with the browser's dialog behind it. */
function browserOffersInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent;
  const prompt = jest.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  window.dispatchEvent(event);
  return { event, prompt };
}

beforeEach(() => {
  stopListening = listenForInstallPrompt();
});
afterEach(() => stopListening());

describe('the install offer', () => {
  it('is never shown on the sign-in screen, nor the browser banner', async () => {
    authAs({ isLoading: false, isAuthenticated: false });
    const { event } = browserOffersInstall();
    renderRoute('/login');

    expect(await screen.findByRole('heading', { name: 'Bienvenue sur Bonavis' })).toBeInTheDocument();
    expect(event.defaultPrevented).toBe(true);
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
  });

  it('waits for the end of the first sync: not on the sync screen', async () => {
    authAs({ isLoading: false, isAuthenticated: true });
    answerAsSetUpOwner(api);
    api.route('listing', { body: aListingStatus({ hasBeenSynchronized: false, synchronization: aSyncJob({ percent: 40 }) }) });
    browserOffersInstall();
    renderRoute('/dashboards/home');

    expect(await screen.findByRole('progressbar', { name: /synchronisation/i })).toBeInTheDocument();
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
  });

  it('is made in the app once the listing is synchronised, and opens the browser dialog', async () => {
    authAs({ isLoading: false, isAuthenticated: true });
    answerAsSetUpOwner(api);
    const { prompt } = browserOffersInstall('accepted');
    renderRoute('/dashboards/home');

    expect(await screen.findByText(OFFER)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Installer' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText(OFFER)).not.toBeInTheDocument());
    expect(localStorage.getItem('installOfferDeclined')).toBeNull();
  });

  it('remembers « Non merci » and is not made again', async () => {
    authAs({ isLoading: false, isAuthenticated: true });
    answerAsSetUpOwner(api);
    const { prompt } = browserOffersInstall();
    const first = renderRoute('/dashboards/home');

    await userEvent.click(await screen.findByRole('button', { name: 'Non merci' }));
    await waitFor(() => expect(screen.queryByText(OFFER)).not.toBeInTheDocument());
    expect(prompt).not.toHaveBeenCalled();
    expect(localStorage.getItem('installOfferDeclined')).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    first.unmount();
    browserOffersInstall();
    renderRoute('/dashboards/home');
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
  });

  it('remembers a refusal in the browser dialog', async () => {
    authAs({ isLoading: false, isAuthenticated: true });
    answerAsSetUpOwner(api);
    browserOffersInstall('dismissed');
    renderRoute('/dashboards/home');

    await userEvent.click(await screen.findByRole('button', { name: 'Installer' }));
    await waitFor(() => expect(localStorage.getItem('installOfferDeclined')).not.toBeNull());
  });
});
