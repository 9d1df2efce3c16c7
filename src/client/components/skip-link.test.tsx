import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('is the first stop of the keyboard and leads to the main content', async () => {
    renderWithProviders(
      <>
        <SkipLink />
        <button type="button">Menu</button>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} />
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Aller au contenu principal' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', `#${MAIN_CONTENT_ID}`);
  });
});
