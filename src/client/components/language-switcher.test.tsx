import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../i18n';
import { renderWithProviders } from '../test/render';
import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher', () => {
  afterEach(() =>
    act(async () => {
      await i18n.changeLanguage('fr');
    }),
  );

  it('opens the list of languages from the keyboard, the one in use selected, and switches on a choice', async () => {
    renderWithProviders(<LanguageSwitcher />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByRole('menuitem', { name: 'Français' })).toHaveClass('Mui-selected');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Español' }));

    await waitFor(() => expect(i18n.language).toBe('es'));
    expect(localStorage.getItem('i18nextLng')).toBe('es');
    expect(screen.getByRole('button', { name: 'Idioma' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});
