import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStatus } from '../../app/guards/auth-status';
import { answerAsSetUpOwner, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';
import { setPrefersDark } from '../../test/match-media';

jest.mock('../../app/guards/auth-status', () => ({ useAuthStatus: jest.fn() }));

const layoutOf = () => document.querySelector('[data-layout]')?.getAttribute('data-layout');
const bodyBackground = () => getComputedStyle(document.body).backgroundColor;

const api = mockApi();

describe('Settings → Appearance', () => {
  beforeEach(() => {
    jest.mocked(useAuthStatus).mockReturnValue({ isLoading: false, isAuthenticated: true });
    answerAsSetUpOwner(api);
  });

  it('shows the app navigation in the default main layout', async () => {
    renderRoute('/settings/appearance');
    expect(await screen.findByRole('heading', { name: 'Thème' })).toBeInTheDocument();
    expect(layoutOf()).toBe('main-layout');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    for (const section of ['Tableau de bord', 'Avis', 'Assistant IA', 'Jeu', 'Abonnement', 'Paramètres']) {
      expect(within(nav).getByRole('link', { name: section })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Paramètres' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Apparence · Paramètres | Bonavis');
  });

  it('switches the layout live and keeps it in the store', async () => {
    const { store } = renderRoute('/settings/appearance');
    await userEvent.click(await screen.findByRole('button', { name: 'Bloc latéral' }));
    expect(layoutOf()).toBe('sideblock');
    expect(store.getState().settings.themeLayout).toBe('sideblock');
  });

  it('applies dark, light and system modes live', async () => {
    const { store } = renderRoute('/settings/appearance');
    const lightBackground = bodyBackground();
    await userEvent.click(await screen.findByRole('button', { name: 'Sombre' }));
    expect(store.getState().settings.themeMode).toBe('dark');
    expect(bodyBackground()).not.toBe(lightBackground);

    await userEvent.click(screen.getByRole('button', { name: 'Système' }));
    expect(bodyBackground()).toBe(lightBackground);
    setPrefersDark(true);
    expect(await screen.findByRole('button', { name: 'Passer au thème clair' })).toBeInTheDocument();
  });

  it('changes colours, card skin and monochrome, and resets them', async () => {
    const { store } = renderRoute('/settings/appearance');
    await userEvent.click(await screen.findByRole('button', { name: 'Vert' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bordure' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Mode monochrome' }));
    await userEvent.click(screen.getByRole('button', { name: 'Noir' }));
    expect(store.getState().settings).toMatchObject({
      primaryColorScheme: 'green',
      cardSkin: 'bordered',
      isMonochrome: true,
      darkColorScheme: 'black',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Rétablir les réglages par défaut' }));
    expect(store.getState().settings).toMatchObject({ primaryColorScheme: 'indigo', cardSkin: 'shadow-sm', isMonochrome: false });
  });
});
