import { screen } from '@testing-library/react';
import { mockApi } from '../test/mock-api';
import { renderWithProviders } from '../test/render';
import { DemoDataBadge } from './demo-data-badge';

const api = mockApi();

describe('DemoDataBadge', () => {
  it('says the data is a demonstration while the demo listing provider is active', async () => {
    api.answer('GET /health', { body: { status: 'ok', adapters: { maps: 'demo' } } });
    renderWithProviders(<DemoDataBadge />);
    expect(await screen.findByText('Données de démonstration')).toBeInTheDocument();
  });

  it('stays hidden with a real provider', async () => {
    api.answer('GET /health', { body: { status: 'ok', adapters: { maps: 'serpapi' } } });
    renderWithProviders(<DemoDataBadge />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Données de démonstration')).not.toBeInTheDocument();
  });
});
