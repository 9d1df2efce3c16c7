import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RootState } from '../../app/store';
import { baseApi } from '../../api/base-api';
import { authState } from '../auth/auth-slice';
import { aListingStatus, aSyncJob, aUser, anEstablishment } from '../../test/fixtures';
import { answerAsSetUpOwner, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';

const api = mockApi();
const marie = { uid: 'uid-1', email: 'marie@boulangerie.fr', emailVerified: true, displayName: 'Marie', photoURL: null };
const signedIn: Partial<RootState> = { auth: authState('signedIn', { user: marie }) };

const port = anEstablishment({ id: 2, name: 'Boulangerie du Port', hasBeenSynchronized: false });
const syncingPort = aListingStatus({
  name: 'Boulangerie du Port',
  hasBeenSynchronized: false,
  demo: true,
  synchronization: aSyncJob({ id: 9, status: 'running', percent: 42, fetched: 40, total: 95 }),
});

/** An owner of two establishments, showing the second, added a moment ago, whose reviews are still arriving. */
function answerAsOwnerOfTwo() {
  answerAsSetUpOwner(api);
  api.route('me', { body: aUser({ email: marie.email, name: 'Marie' }) });
  api.route('organizations', {
    body: [
      {
        id: 1,
        name: 'Boulangerie SAS',
        role: 'owner',
        establishments: [
          { id: 1, name: 'Boulangerie' },
          { id: 2, name: port.name },
        ],
      },
    ],
  });
  api.route('establishments', { body: { items: [anEstablishment(), port] } });
  api.route('listing', { body: syncingPort });
}

describe('an added establishment synchronising', () => {
  it('opens the app with its progress above the page, not the setup’s sync screen, and says when its reviews are in', async () => {
    answerAsOwnerOfTwo();
    const { store } = renderRoute('/dashboards/home', { preloadedState: signedIn });

    expect(
      await screen.findByText(/Synchronisation des avis de Boulangerie du Port en cours\. Vous pouvez continuer à utiliser Bonavis\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progression de la synchronisation' })).toHaveAttribute('aria-valuenow', '42');
    expect(screen.queryByText(/veuillez patienter et ne pas fermer la page/)).not.toBeInTheDocument();
    // The navigation is there: the owner keeps working meanwhile.
    expect(screen.getAllByRole('navigation').length).toBeGreaterThan(0);

    api.route('listing', {
      body: { ...syncingPort, hasBeenSynchronized: true, synchronization: aSyncJob({ id: 9, status: 'done', percent: 100 }) },
    });
    act(() => void store.dispatch(baseApi.util.invalidateTags(['Listing'])));
    expect(await screen.findByText('Les avis de Boulangerie du Port sont synchronisés.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Progression de la synchronisation' })).not.toBeInTheDocument());
  });

  it('offers to try again when its synchronisation failed', async () => {
    answerAsOwnerOfTwo();
    api.route('listing', { body: { ...syncingPort, synchronization: aSyncJob({ id: 9, status: 'failed', percent: 30 }) } });
    api.route('initSynchronization', { body: aSyncJob({ id: 10, status: 'running', percent: 0 }) });
    renderRoute('/dashboards/home', { preloadedState: signedIn });

    expect(await screen.findByText("La synchronisation des avis de Boulangerie du Port n'a pas pu aboutir.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(api.callsTo('PATCH /reviews/private/init-synchronization')).toHaveLength(1));
  });
});
