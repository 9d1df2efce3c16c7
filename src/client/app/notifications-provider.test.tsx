import { act, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify, notifyUntilDismissed } from '../components/notify';
import { notificationSettingsChanged, themeModeChanged } from '../features/settings/settings-slice';
import { renderWithProviders } from '../test/render';

const REGION = 'Notifications (Alt+T)';

const region = () => screen.getByRole('region', { name: REGION });
/** Every toast on screen, announced as a status or, for an error, as an alert. */
const toastsIn = () => [...within(region()).queryAllByRole('status'), ...within(region()).queryAllByRole('alert')];
const toastTexts = () => toastsIn().map((toast) => toast.textContent);
const toastWith = (text: string) => toastsIn().find((toast) => toast.textContent === text);
/** Moves the fake clock; React renders what the timers changed before the next step. */
const elapse = (ms: number) => act(() => void jest.advanceTimersByTime(ms));
/** A toast taken away slides out (195 ms), then its room closes (125 ms later, over 300 ms). */
const letLeave = () => [0, 1, 2, 3].forEach(() => elapse(200));

function renderWithButton() {
  return renderWithProviders(
    <button type="button" onClick={() => notify('Paramètres enregistrés', 'success')}>
      Enregistrer
    </button>,
  );
}

/** Presses the pointer on the toast's text, moves it `distance` px sideways in 5 steps, and lets go. */
async function swipe(user: ReturnType<typeof userEvent.setup>, text: string, distance: number, pointer: 'MouseLeft' | 'TouchA') {
  const target = screen.getByText(text);
  const pointerName = pointer === 'MouseLeft' ? 'mouse' : pointer;
  const steps = [1, 2, 3, 4, 5].map((step) => ({ pointerName, coords: { clientX: 100 + (distance * step) / 5, clientY: 20 } }));
  await user.pointer([{ keys: `[${pointer}>]`, target, coords: { clientX: 100, clientY: 20 } }, ...steps, { keys: `[/${pointer}]` }]);
}

describe('NotificationsProvider', () => {
  afterEach(() => jest.useRealTimers());

  it('shows at most the visible count of the interface settings, 4 unless changed: the newest, the oldest leaving', () => {
    jest.useFakeTimers();
    const { store } = renderWithButton();
    for (const index of [1, 2, 3, 4, 5, 6]) act(() => notify(`Avis ${index}`, 'info'));
    letLeave();
    letLeave();
    expect(toastTexts()).toEqual(['Avis 3', 'Avis 4', 'Avis 5', 'Avis 6']);
    elapse(4000);
    letLeave();
    expect(toastTexts()).toEqual([]);

    act(() => void store.dispatch(notificationSettingsChanged({ visibleToasts: 2 })));
    for (const index of [7, 8, 9]) act(() => notify(`Avis ${index}`, 'info'));
    for (const _ of [1, 2, 3, 4, 5]) letLeave();
    expect(toastTexts()).toEqual(['Avis 8', 'Avis 9']);
  });

  it('keeps a toast 4,000 ms by default, then takes it away; the settings change how long', () => {
    jest.useFakeTimers();
    const { store } = renderWithButton();
    act(() => notify('Paramètres enregistrés', 'success'));
    elapse(3999);
    expect(toastWith('Paramètres enregistrés')).toBeDefined();
    elapse(1);
    letLeave();
    expect(toastWith('Paramètres enregistrés')).toBeUndefined();

    act(() => void store.dispatch(notificationSettingsChanged({ duration: 2000 })));
    act(() => notify('Lien copié', 'success'));
    elapse(2000);
    letLeave();
    expect(toastWith('Lien copié')).toBeUndefined();
  });

  it('announces an error as an alert and the other kinds as a status, each with a close button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<p />);
    act(() => notify('Erreur lors de la synchronisation', 'error'));
    act(() => notify('Synchronisation réussie', 'success'));
    expect(await within(region()).findByRole('alert')).toHaveTextContent('Erreur lors de la synchronisation');
    const success = within(region()).getByRole('status');
    expect(success).toHaveTextContent('Synchronisation réussie');

    await user.click(within(success).getByRole('button', { name: 'Fermer la notification' }));
    await waitForElementToBeRemoved(() => screen.queryByText('Synchronisation réussie'));
    expect(screen.getByText('Erreur lors de la synchronisation')).toBeInTheDocument();
  });

  it('lays the toasts out 356 px wide at most, at the position of the settings, on the theme’s paper', async () => {
    const { store } = renderWithProviders(<p />);
    act(() => void store.dispatch(themeModeChanged('dark')));
    act(() => notify('Lien copié', 'success'));
    const toast = await within(region()).findByRole('status');
    // The dark theme's paper (the navy scheme of the default settings), not notistack's grey.
    expect(getComputedStyle(toast).backgroundColor).toBe('rgb(17, 24, 39)');
    expect(getComputedStyle(toast.parentElement!)).toMatchObject({ width: '356px', maxWidth: '100%' });
    const column = region().firstElementChild!;
    expect(getComputedStyle(column)).toMatchObject({ position: 'fixed', bottom: '14px', right: '20px' });
  });

  it('Alt+T takes the keyboard to the newest toast, and leaving the toasts takes it back where it was', async () => {
    const user = userEvent.setup();
    renderWithButton();
    const button = screen.getByRole('button', { name: 'Enregistrer' });
    await user.tab();
    act(() => notify('Lien copié', 'info'));
    await screen.findByText('Lien copié');
    expect(button).toHaveFocus();

    await user.keyboard('{Alt>}t{/Alt}');
    expect(toastWith('Lien copié')).toHaveFocus();
    expect(button).not.toHaveFocus();

    await user.tab({ shift: true });
    expect(button).toHaveFocus();

    await user.keyboard('{Alt>}t{/Alt}');
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
  });

  it.each(['MouseLeft', 'TouchA'] as const)(
    'dismisses a toast swiped 45 px or more, and puts back one swiped less (%s)',
    async (pointer) => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithProviders(<p />);
      act(() => notify('Lien copié', 'success'));

      await swipe(user, 'Lien copié', 44, pointer);
      letLeave();
      expect(toastWith('Lien copié')).toBeDefined();
      expect(toastWith('Lien copié')!.style.transform).toBe('');

      await swipe(user, 'Lien copié', -45, pointer);
      letLeave();
      expect(toastWith('Lien copié')).toBeUndefined();
    },
  );

  it('keeps the update notice with its action, past any duration and any swipe, until the app takes it away', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onAction = jest.fn();
    renderWithProviders(<p />);
    let dismiss: () => void = () => undefined;
    act(() => {
      dismiss = notifyUntilDismissed({ id: 'app-update', message: 'Nouvelle version disponible', actionLabel: 'Recharger', onAction });
    });
    // Shown again, it does not stack a second one.
    act(() => void notifyUntilDismissed({ id: 'app-update', message: 'Nouvelle version disponible', actionLabel: 'Recharger', onAction }));
    elapse(60_000);
    await user.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    await swipe(user, 'Nouvelle version disponible', 80, 'MouseLeft');
    elapse(60_000);
    expect(screen.getAllByText('Nouvelle version disponible')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Fermer la notification' })).not.toBeInTheDocument();

    act(() => dismiss());
    letLeave();
    expect(screen.queryByText('Nouvelle version disponible')).not.toBeInTheDocument();
  });

  it('shows a toast asked for before the region was on screen once it is', async () => {
    notify('Erreur inconnue lors de la connexion', 'error');
    renderWithProviders(<p />);
    expect(await within(region()).findByRole('alert')).toHaveTextContent('Erreur inconnue lors de la connexion');
  });
});
