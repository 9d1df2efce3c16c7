import { render, screen } from '@testing-library/react';
import { LoadingScreen } from './loading-screen';

describe('LoadingScreen', () => {
  it('is one named status: the spinner adds no unnamed progress bar for screen readers', () => {
    render(<LoadingScreen label="Chargement de Bonavis…" />);
    expect(screen.getByRole('status', { name: 'Chargement de Bonavis…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
