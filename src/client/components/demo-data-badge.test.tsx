import { screen, waitFor } from '@testing-library/react';
import { healthApi } from '../api/health-api';
import { aHealthReport } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { renderWithProviders } from '../test/render';
import { DemoDataBadge } from './demo-data-badge';

const api = mockApi();

describe('DemoDataBadge', () => {
  it('says the data is a demonstration while the demo listing provider is active', async () => {
    api.route('health', { body: aHealthReport({ adapters: { maps: 'demo' } }) });
    renderWithProviders(<DemoDataBadge />);
    expect(await screen.findByText('Données de démonstration')).toBeInTheDocument();
  });

  it('stays hidden with a real provider', async () => {
    api.route('health', { body: aHealthReport({ adapters: { maps: 'serpapi' } }) });
    const { store } = renderWithProviders(<DemoDataBadge />);
    // Once the health answer is in the store, the badge has had its chance to show.
    await waitFor(() => expect(healthApi.endpoints.health.select()(store.getState()).isSuccess).toBe(true));
    expect(screen.queryByText('Données de démonstration')).not.toBeInTheDocument();
  });
});
