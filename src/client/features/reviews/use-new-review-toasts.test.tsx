import { act, screen } from '@testing-library/react';
import { newReviewReceived } from '../../session/session-events';
import { aReview } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { useNewReviewToasts } from './use-new-review-toasts';

function Toaster() {
  useNewReviewToasts();
  return null;
}

describe('useNewReviewToasts', () => {
  it('toasts a review that arrives live, and stops once unmounted', async () => {
    const { store, unmount } = renderWithProviders(<Toaster />);
    act(() => void store.dispatch(newReviewReceived(aReview({ id: 9, authorName: 'Léa', reviewRate: 5 }))));
    expect(await screen.findByText('Nouvel avis de Léa (5 ★)')).toBeInTheDocument();

    unmount();
    renderWithProviders(<p>ailleurs</p>, { store });
    act(() => void store.dispatch(newReviewReceived(aReview({ id: 10, authorName: 'Hugo', reviewRate: 2 }))));
    expect(screen.queryByText('Nouvel avis de Hugo (2 ★)')).not.toBeInTheDocument();
  });
});
