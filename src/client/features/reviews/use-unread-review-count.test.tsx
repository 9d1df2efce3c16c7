import { screen } from '@testing-library/react';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { aReview, aReviewPage } from './reviews-test-kit';
import { useUnreadReviewCount } from './use-unread-review-count';

const api = mockApi();

function Badge() {
  return <p>unread: {useUnreadReviewCount()}</p>;
}

describe('useUnreadReviewCount', () => {
  it('reads the unread count of one small page', async () => {
    api.route('reviews', { body: aReviewPage([aReview()], { counts: { ...aReviewPage([]).counts, unread: 7 } }) });
    renderWithProviders(<Badge />);
    expect(screen.getByText('unread: 0')).toBeInTheDocument();
    expect(await screen.findByText('unread: 7')).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('GET /reviews/private')[0].query)).toEqual({ page: '1', pageSize: '1', period: 'all' });
  });
});
