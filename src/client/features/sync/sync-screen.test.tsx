import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { StoredLocation } from '../../api/onboarding-api';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { SyncScreen } from './sync-screen';

const api = mockApi();
const neverSynchronised: StoredLocation = {
  providerId: 'demo-x',
  cover: null,
  name: 'Boulangerie du Port',
  category: null,
  address: null,
  averageRating: null,
  url: null,
  shortUrl: 'https://maps.app.goo.gl/PortBakery29',
  hasBeenSynchronized: false,
  demo: false,
  synchronization: null,
};

function renderSyncScreen(location: StoredLocation) {
  const router = createMemoryRouter([{ path: '*', element: <SyncScreen location={location} /> }]);
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('sync screen: a synchronisation that never started', () => {
  it('offers to start it instead of saying it failed, and follows it once started', async () => {
    api.answer('PATCH /reviews/private/init-synchronization', { body: { id: 7, status: 'running', percent: 0, fetched: 0, total: null } });
    renderSyncScreen(neverSynchronised);

    expect(screen.getByText(/n'a pas encore commencé/)).toBeInTheDocument();
    expect(screen.queryByText(/n'a pas pu aboutir/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Lancer la synchronisation' }));

    expect(await screen.findByRole('progressbar', { name: 'Progression de la synchronisation' })).toHaveAttribute('aria-valuenow', '0');
    expect(api.callsTo('PATCH /reviews/private/init-synchronization')).toHaveLength(1);
  });

  it('says how long to wait when the server refuses a new start so soon', async () => {
    api.answer('PATCH /reviews/private/init-synchronization', {
      status: 429,
      body: { statusCode: 429, code: 'SYNC_COOLDOWN', message: 'Wait', retryAfterSeconds: 290 },
    });
    renderSyncScreen(neverSynchronised);

    await userEvent.click(screen.getByRole('button', { name: 'Lancer la synchronisation' }));

    expect(
      await screen.findByText(
        "Une synchronisation a été lancée récemment, patientez avant d'en relancer une. Vous pourrez réessayer dans 5 minutes.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lancer la synchronisation' })).toBeEnabled();
  });
});
