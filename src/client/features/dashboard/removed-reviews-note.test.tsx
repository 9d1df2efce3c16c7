import { screen, within } from '@testing-library/react';
import { aDashboardSummary } from './dashboard-fixtures';
import { renderInRouter } from './dashboard-test-kit';
import { FigureCards } from './figure-cards';

const summary = aDashboardSummary();
const figuresCards = () => screen.getByRole('region', { name: 'Chiffres clés' });

describe('removed reviews under the average rating', () => {
  it('shows the average without them and how many were removed in the period, linking to them', () => {
    const figures = {
      ...summary.figures,
      averageRating: { current: 4.1, previous: 4.0 },
      averageRatingShown: { current: 4.3, previous: 4.0 },
      removedReviews: { current: 2, previous: 0 },
    };
    renderInRouter(<FigureCards figures={figures} period="30d" />);
    expect(within(figuresCards()).getByText('Sans les avis retirés : 4,3')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: '2 avis retirés sur la période' });
    expect(link).toHaveAttribute('href', '/reviews/home?removed=yes');
    // Its own link beside the card's, not inside it.
    expect(screen.getByRole('link', { name: /Note moyenne/ })).not.toContainElement(link);
  });

  it('shows them when reviews were removed before the period (the averages differ), with a link to them all', () => {
    const figures = {
      ...summary.figures,
      averageRating: { current: 4.1, previous: 4.0 },
      averageRatingShown: { current: 4.25, previous: 4.0 },
      removedReviews: { current: 0, previous: 1 },
    };
    renderInRouter(<FigureCards figures={figures} period="90d" />);
    expect(screen.getByText('Sans les avis retirés : 4,3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les avis retirés' })).toHaveAttribute('href', '/reviews/home?removed=yes');
  });

  it('shows nothing when no review was ever removed', () => {
    renderInRouter(<FigureCards figures={summary.figures} period="30d" />);
    expect(screen.queryByText(/Sans les avis retirés/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /retirés/ })).not.toBeInTheDocument();
  });
});
