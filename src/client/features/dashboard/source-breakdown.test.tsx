import { screen, within } from '@testing-library/react';
import { PATHS } from '../../config/paths';
import { aSourceDashboard } from '../../test/fixtures';
import { networkReviewsLink } from './dashboard-links';
import { renderInRouter } from './dashboard-test-kit';
import { SourceBreakdown, hasSourcesBeyondGoogle } from './source-breakdown';

const withOtherSources = aSourceDashboard({
  items: [
    { source: 'google', scale: 5, averageRating: 4.4, reviews: 12, averageOnFive: 4.4, recommendShare: null },
    { source: 'thefork', scale: 10, averageRating: 9.2, reviews: 8, averageOnFive: 4.6, recommendShare: null },
    { source: 'tripadvisor', scale: 5, averageRating: null, reviews: 0, averageOnFive: null, recommendShare: null },
    { source: 'facebook', scale: 'recommendation', averageRating: 0.75, reviews: 4, averageOnFive: null, recommendShare: 0.75 },
  ],
  combined: { averageOnFive: 4.5, reviews: 20, conversion: 'thefork-out-of-10-halved' },
});

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('« Par source »', () => {
  it('shows each source on its own scale, then the combined average on five with its conversion said', () => {
    renderInRouter(<SourceBreakdown figures={withOtherSources} period="30d" />);
    expect(screen.getByRole('region', { name: 'Par source' })).toBeInTheDocument();
    expect(within(rowOf('Google')).getByText('4,4/5')).toBeInTheDocument();
    expect(within(rowOf('Google')).getByText('12 avis')).toBeInTheDocument();
    expect(within(rowOf('TheFork')).getByText('9,2/10')).toBeInTheDocument();
    expect(within(rowOf('TheFork')).getByText('soit 4,6/5')).toBeInTheDocument();
    expect(within(rowOf('Facebook')).getByText(/^75\s%\srecommandent$/)).toBeInTheDocument();
    expect(within(rowOf('Tripadvisor')).getByText('Aucun avis sur la période')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Moyenne combinée' })).toBeInTheDocument();
    expect(screen.getByText('4,5/5')).toBeInTheDocument();
    expect(screen.getByText('sur 20 avis')).toBeInTheDocument();
    expect(screen.getByText('TheFork : note sur 10 divisée par 2 ; recommandations Facebook hors moyenne')).toBeInTheDocument();
  });

  it('opens the inbox filtered on a source, the network’s over its establishments', () => {
    renderInRouter(<SourceBreakdown figures={withOtherSources} period="90d" linkTo={networkReviewsLink(3)} />);
    expect(screen.getByRole('link', { name: 'TheFork' })).toHaveAttribute(
      'href',
      `${PATHS.reviewsNetwork}?period=90d&source=thefork&group=3`,
    );
  });

  it('is shown only once a source beyond Google has reviews in the period', () => {
    expect(hasSourcesBeyondGoogle(aSourceDashboard())).toBe(false);
    expect(hasSourcesBeyondGoogle(withOtherSources)).toBe(true);
    expect(hasSourcesBeyondGoogle(undefined)).toBe(false);
  });
});
