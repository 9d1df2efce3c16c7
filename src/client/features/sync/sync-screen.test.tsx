import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ListingStatus } from '../../../shared/api/listings';
import { aListingStatus, aSyncJob } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { SyncScreen } from './sync-screen';
import { scrapeProgressReceived } from './sync-slice';

const api = mockApi();
const neverSynchronised = aListingStatus({ hasBeenSynchronized: false, demo: false });

function renderSyncScreen(location: ListingStatus) {
  const router = createMemoryRouter([{ path: '*', element: <SyncScreen location={location} /> }]);
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('sync screen: a synchronisation that never started', () => {
  it('offers to start it instead of saying it failed, and follows it once started', async () => {
    api.route('initSynchronization', { body: aSyncJob({ id: 7 }) });
    renderSyncScreen(neverSynchronised);

    expect(screen.getByText(/n'a pas encore commencé/)).toBeInTheDocument();
    expect(screen.queryByText(/n'a pas pu aboutir/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Lancer la synchronisation' }));

    expect(await screen.findByRole('progressbar', { name: 'Progression de la synchronisation' })).toHaveAttribute('aria-valuenow', '0');
    expect(api.callsTo('PATCH /reviews/private/init-synchronization')).toHaveLength(1);
  });

  it('says how long to wait when the server refuses a new start so soon', async () => {
    api.route('initSynchronization', {
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

describe('sync screen: progress for screen readers', () => {
  it('announces the progress by quarters, not at every percent', () => {
    const running = aListingStatus({ hasBeenSynchronized: false, synchronization: aSyncJob({ id: 3, status: 'running', percent: 0 }) });
    const router = createMemoryRouter([{ path: '*', element: <SyncScreen location={running} /> }]);
    const { store } = renderWithProviders(<RouterProvider router={router} />);
    act(() => void store.dispatch(scrapeProgressReceived(37)));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Synchronisation : 25 % des avis récupérés');
    act(() => void store.dispatch(scrapeProgressReceived(74)));
    expect(screen.getByText('Synchronisation : 50 % des avis récupérés')).toBeInTheDocument();
  });
});
