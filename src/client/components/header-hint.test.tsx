import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { LanguageSwitcher } from './language-switcher';
import { ThemeModeToggle } from './theme-mode-toggle';

describe('HeaderHint', () => {
  it('names the header buttons once for assistive technologies, the visible hint being hidden from them', () => {
    renderWithProviders(
      <>
        <LanguageSwitcher />
        <ThemeModeToggle onChange={() => undefined} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passer au thème sombre' })).toBeInTheDocument();
    expect(screen.getByText('Langue')).toHaveAttribute('aria-hidden', 'true');
  });

  it('hides the hint on Escape, and offers it again once focus moves away', async () => {
    renderWithProviders(<ThemeModeToggle onChange={() => undefined} />);
    await userEvent.tab();
    expect(screen.getByText('Passer au thème sombre')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('Passer au thème sombre')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText('Passer au thème sombre')).toBeInTheDocument();
  });
});
