import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify, notifyUntilDismissed } from '../components/notify';
import { notificationSettingsChanged, themeModeChanged } from '../features/settings/settings-slice';
import { renderWithProviders } from '../test/render';

const REGION = 'Notifications (Alt+T)';

const toastsIn = () => within(screen.getByRole('region', { name: REGION })).queryAllByRole('listitem');
// What the eye sees: sonner keeps the toasts past the visible count in the list, transparent.
const shownToasts = () => toastsIn().filter((toast) => getComputedStyle(toast).opacity !== '0');
/** Moves the fake clock; React renders what the timers changed before the next step. */
const elapse = (ms: number) => act(() => void jest.advanceTimersByTime(ms));
/** A toast taken away leaves in two animation frames and a 200 ms exit. */
const letLeave = () => [0, 1, 2].forEach(() => elapse(250));

function renderWithButton() {
  return renderWithProviders(
    <button type="button" onClick={() => notify('Paramètres enregistrés', 'success')}>
      Enregistrer
    </button>,
  );
}

describe('NotificationsProvider', () => {
  afterEach(() => jest.useRealTimers());

  it('shows at most the visible count of the interface settings, 4 unless changed', async () => {
    const { store } = renderWithButton();
    for (const index of [1, 2, 3, 4, 5, 6]) act(() => notify(`Avis ${index}`, 'info'));
    expect(await screen.findByText('Avis 6')).toBeInTheDocument();
    // Every toast waits in the region; only the newest four show, the others come as those go.
    expect(toastsIn()).toHaveLength(6);
    expect(shownToasts().map((toast) => toast.textContent)).toEqual(['Avis 6', 'Avis 5', 'Avis 4', 'Avis 3']);

    act(() => void store.dispatch(notificationSettingsChanged({ visibleToasts: 2 })));
    expect(shownToasts().map((toast) => toast.textContent)).toEqual(['Avis 6', 'Avis 5']);
  });

  it('keeps a toast 4,000 ms by default, then takes it away', async () => {
    jest.useFakeTimers();
    renderWithButton();
    act(() => notify('Paramètres enregistrés', 'success'));
    elapse(0);
    expect(screen.getByText('Paramètres enregistrés')).toBeInTheDocument();

    elapse(3999);
    expect(screen.getByText('Paramètres enregistrés')).toBeInTheDocument();
    elapse(1);
    letLeave();
    expect(screen.queryByText('Paramètres enregistrés')).not.toBeInTheDocument();
  });

  it('lays the toasts out 356 px wide, at the position of the settings, in the theme', async () => {
    const { store } = renderWithProviders(<p />);
    act(() => void store.dispatch(themeModeChanged('dark')));
    act(() => notify('Lien copié', 'success'));
    await screen.findByText('Lien copié');
    const list = within(screen.getByRole('region', { name: REGION })).getByRole('list');
    expect(list.style.getPropertyValue('--width')).toBe('356px');
    expect(list).toHaveAttribute('data-y-position', 'bottom');
    expect(list).toHaveAttribute('data-x-position', 'right');
    expect(list).toHaveAttribute('data-sonner-theme', 'dark');
    // The dark theme's paper (the navy scheme of the default settings), not sonner's black.
    expect(list.style.getPropertyValue('--normal-bg')).toBe('#111827');
  });

  it('Alt+T takes the keyboard to the toasts, and leaving them takes it back where it was', async () => {
    const user = userEvent.setup();
    renderWithButton();
    const button = screen.getByRole('button', { name: 'Enregistrer' });
    await user.click(button);
    await screen.findByText('Paramètres enregistrés');
    expect(button).toHaveFocus();

    await user.keyboard('{Alt>}t{/Alt}');
    const region = screen.getByRole('region', { name: REGION });
    expect(region).toContainElement(document.activeElement as HTMLElement);
    expect(button).not.toHaveFocus();

    await user.tab({ shift: true });
    expect(button).toHaveFocus();
  });

  it('keeps the update notice with its action, past any duration, until the app takes it away', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onAction = jest.fn();
    renderWithProviders(<p />);
    let dismiss: () => void = () => undefined;
    act(() => {
      dismiss = notifyUntilDismissed({ id: 'app-update', message: 'Nouvelle version disponible', actionLabel: 'Recharger', onAction });
    });
    elapse(60_000);
    await user.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    elapse(60_000);
    expect(screen.getByText('Nouvelle version disponible')).toBeInTheDocument();

    act(() => dismiss());
    letLeave();
    expect(screen.queryByText('Nouvelle version disponible')).not.toBeInTheDocument();
  });
});
