import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { A_VAPID_PUBLIC_KEY, anAlertState } from '../../test/fixtures';
import { FAKE_SUBSCRIPTION_JSON, installFakePushBrowser } from '../../test/fake-push-browser';
import { mockApi, routeOf } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { PushAlertSettings } from './push-alert-settings';

const api = mockApi();
const ENABLE = 'Activer les alertes sur cet appareil';
const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
let browser: ReturnType<typeof installFakePushBrowser> | undefined;

afterEach(() => {
  browser?.uninstall();
  browser = undefined;
  jest.restoreAllMocks();
});

const aDevice = (id: number, label: string) => ({ id, label, createdAt: '2026-11-20T08:00:00.000Z' });

describe('PushAlertSettings', () => {
  it('shows the choices the server has: only low ratings, approvals and Google problems by default', async () => {
    browser = installFakePushBrowser();
    api.route('alertState', { body: anAlertState() });
    renderWithProviders(<PushAlertSettings />);

    const lowRatings = await screen.findByRole('radio', { name: 'Seulement les avis de 3 étoiles ou moins' });
    await waitFor(() => expect(lowRatings).toBeChecked());
    expect(screen.getByRole('radio', { name: 'Chaque nouvel avis' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Réponses en attente de validation' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Synchronisation terminée' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Problèmes avec Google' })).toBeChecked();
    expect(screen.getByText("Aucun appareil pour l'instant.")).toBeInTheDocument();
  });

  it('saves the choices as a whole when one changes', async () => {
    browser = installFakePushBrowser();
    api.route('alertState', { body: anAlertState() });
    const saved = anAlertState({
      settings: {
        push: { everyReview: true, lowRatings: false, approvals: true, syncDone: false, googleProblems: true, removals: true },
        digestDay: 'monday',
      },
    });
    api.route('saveAlertSettings', { body: saved });
    renderWithProviders(<PushAlertSettings />);

    await userEvent.click(await screen.findByRole('radio', { name: 'Chaque nouvel avis' }));
    await waitFor(() => expect(api.callsTo(routeOf('saveAlertSettings'))).toHaveLength(1));
    expect(api.callsTo(routeOf('saveAlertSettings'))[0].body).toEqual(saved.settings);
    expect(screen.getByRole('radio', { name: 'Chaque nouvel avis' })).toBeChecked();

    await userEvent.click(screen.getByRole('switch', { name: 'Synchronisation terminée' }));
    await waitFor(() => expect(api.callsTo(routeOf('saveAlertSettings'))).toHaveLength(2));
    expect(api.callsTo(routeOf('saveAlertSettings'))[1].body).toEqual({
      ...saved.settings,
      push: { ...saved.settings.push, syncDone: true },
    });
  });

  it('asks the browser for its permission only when the button is pressed, then posts the subscription with a label', async () => {
    browser = installFakePushBrowser({ answer: 'granted' });
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME_ON_ANDROID);
    api.route('alertState', { body: anAlertState() });
    api.route('addPushDevice', { status: 201, body: { id: 7 } });
    renderWithProviders(<PushAlertSettings />);

    const enable = await screen.findByRole('button', { name: ENABLE });
    await waitFor(() => expect(enable).toBeEnabled());
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();

    // Once posted, the list comes back with this device.
    api.route('alertState', { body: anAlertState({ devices: [aDevice(7, 'Chrome sur Android')] }) });
    await userEvent.click(enable);
    await waitFor(() => expect(api.callsTo(routeOf('addPushDevice'))).toHaveLength(1));
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const [options] = browser.pushManager.subscribe.mock.calls[0];
    expect(options.userVisibleOnly).toBe(true);
    expect(new Uint8Array(options.applicationServerKey as Uint8Array).length).toBe(65);
    expect(A_VAPID_PUBLIC_KEY).toHaveLength(87);
    expect(api.callsTo(routeOf('addPushDevice'))[0].body).toEqual({
      endpoint: FAKE_SUBSCRIPTION_JSON.endpoint,
      keys: FAKE_SUBSCRIPTION_JSON.keys,
      label: 'Chrome sur Android',
    });
    expect(await screen.findByRole('button', { name: 'Désactiver sur cet appareil' })).toBeInTheDocument();
    expect(screen.getByText('Chrome sur Android (cet appareil)')).toBeInTheDocument();
    expect(localStorage.getItem('pushDeviceId')).toBe('7');
  });

  it('says why the server refused the subscription', async () => {
    browser = installFakePushBrowser({ answer: 'granted' });
    api.route('alertState', { body: anAlertState() });
    api.route('addPushDevice', {
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: 'Invalid', fields: { endpoint: 'validation.push.endpoint' } },
    });
    renderWithProviders(<PushAlertSettings />);

    const enable = await screen.findByRole('button', { name: ENABLE });
    await waitFor(() => expect(enable).toBeEnabled());
    await userEvent.click(enable);
    expect(
      await screen.findByText("Ce navigateur a donné une adresse d'envoi des alertes que Bonavis ne peut pas utiliser."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ENABLE })).toBeInTheDocument();
    expect(localStorage.getItem('pushDeviceId')).toBeNull();
  });

  it('explains a refused permission, and neither subscribes nor asks again', async () => {
    browser = installFakePushBrowser({ answer: 'denied' });
    api.route('alertState', { body: anAlertState() });
    renderWithProviders(<PushAlertSettings />);

    const enable = await screen.findByRole('button', { name: ENABLE });
    await waitFor(() => expect(enable).toBeEnabled());
    await userEvent.click(enable);

    expect(await screen.findByText('Vous avez refusé les notifications de Bonavis dans ce navigateur.')).toBeInTheDocument();
    expect(screen.getByText(/rechargez la page/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ENABLE })).not.toBeInTheDocument();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.callsTo(routeOf('addPushDevice'))).toHaveLength(0);
  });

  it('explains a permission refused before, with no button and no request', async () => {
    browser = installFakePushBrowser({ permission: 'denied' });
    api.route('alertState', { body: anAlertState() });
    renderWithProviders(<PushAlertSettings />);

    expect(await screen.findByText('Vous avez refusé les notifications de Bonavis dans ce navigateur.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ENABLE })).not.toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('says push is not configured when the server has no VAPID key', async () => {
    browser = installFakePushBrowser();
    api.route('alertState', { body: anAlertState({ vapidPublicKey: null }) });
    renderWithProviders(<PushAlertSettings />);

    expect(await screen.findByText(/Les alertes ne sont pas configurées sur ce serveur/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ENABLE })).not.toBeInTheDocument();
  });

  it('says a browser without push cannot receive alerts', async () => {
    api.route('alertState', { body: anAlertState() });
    renderWithProviders(<PushAlertSettings />);
    expect(await screen.findByText(/Ce navigateur ne reçoit pas d'alertes/)).toBeInTheDocument();
  });

  it('removes a listed device on the server', async () => {
    browser = installFakePushBrowser();
    api.route('alertState', { body: anAlertState({ devices: [aDevice(3, 'Firefox sur Windows'), aDevice(4, 'Safari sur iPhone')] }) });
    api.route('removePushDevice', { status: 204 }, { id: 3 });
    renderWithProviders(<PushAlertSettings />);

    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    api.route('alertState', { body: anAlertState({ devices: [aDevice(4, 'Safari sur iPhone')] }) });
    await userEvent.click(screen.getByRole('button', { name: 'Retirer Firefox sur Windows' }));

    await waitFor(() => expect(api.callsTo(routeOf('removePushDevice', { id: 3 }))).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Firefox sur Windows')).not.toBeInTheDocument());
    expect(screen.getByText('Safari sur iPhone')).toBeInTheDocument();
    // Another device: this browser's subscription stays.
    expect(browser.subscription.unsubscribe).not.toHaveBeenCalled();
  });

  it('turns alerts off on this device: unsubscribes and removes it on the server', async () => {
    browser = installFakePushBrowser({ permission: 'granted', subscribed: true });
    localStorage.setItem('pushDeviceId', '9');
    api.route('alertState', { body: anAlertState({ devices: [aDevice(9, 'Chrome sur Linux')] }) });
    api.route('removePushDevice', { status: 204 }, { id: 9 });
    renderWithProviders(<PushAlertSettings />);

    const disable = await screen.findByRole('button', { name: 'Désactiver sur cet appareil' });
    api.route('alertState', { body: anAlertState() });
    await userEvent.click(disable);

    await waitFor(() => expect(api.callsTo(routeOf('removePushDevice', { id: 9 }))).toHaveLength(1));
    expect(browser.subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: ENABLE })).toBeInTheDocument();
    expect(localStorage.getItem('pushDeviceId')).toBeNull();
  });
});
