import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMeQuery } from '../../api/users-api';
import { authState } from '../auth/auth-slice';
import { toSessionUser } from '../../session/local-session';
import { FakeIdentity, fakeUser } from '../../test/fake-identity';
import { aUser, anEstablishment } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { createTestStore, renderWithProviders } from '../../test/render';
import { EstablishmentGate } from './establishment-gate';
import { EstablishmentSwitcher } from './establishment-switcher';

const api = mockApi();

const port = anEstablishment({ id: 3, name: 'Boulangerie du Port' });
const halles = anEstablishment({ id: 8, name: 'Boulangerie des Halles', address: '2 place des Halles, 75001 Paris' });

/** A screen of one establishment: it asks the API (for the account here) and says when its answer came. */
function Screen() {
  const { data } = useMeQuery();
  return <p>{data ? 'Écran chargé' : 'Chargement'}</p>;
}

function renderApp(role: 'owner' | 'manager', establishmentId: number | null = null) {
  api.route('establishments', { body: { items: [port, halles] } });
  api.route('organizations', { body: [{ id: 1, name: 'Boulangeries SAS', role, establishments: [port, halles] }] });
  api.route('me', { body: aUser() });
  const identity = new FakeIdentity();
  identity.user = fakeUser();
  localStorage.setItem('authToken', 'token-uid-1-1');
  const store = createTestStore(
    {
      auth: authState('signedIn', { user: toSessionUser(identity.user) }),
      settings: { ...createTestStore().getState().settings, establishmentId },
    },
    identity,
  );
  const onAdd = jest.fn();
  renderWithProviders(
    <EstablishmentGate>
      <EstablishmentSwitcher onAdd={onAdd} />
      <Screen />
    </EstablishmentGate>,
    { store },
  );
  return { store, onAdd };
}

const locationsAsked = () => api.callsTo('GET /users/private/me').map((call) => call.query.get('location'));

describe('the establishment shown', () => {
  it('starts on the first of several, and every request of the screens says it', async () => {
    const { store } = renderApp('owner');
    expect(await screen.findByText('Écran chargé')).toBeInTheDocument();
    expect(store.getState().settings.establishmentId).toBe(port.id);
    expect(locationsAsked()).toEqual([String(port.id)]);
    expect(screen.getByRole('button', { name: /Boulangerie du Port/ })).toBeInTheDocument();
  });

  it('switches from the app bar, and the screens ask again for the new one only', async () => {
    const { store } = renderApp('owner', port.id);
    expect(await screen.findByText('Écran chargé')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Établissement affiché : Boulangerie du Port/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Boulangerie des Halles/ }));
    await waitFor(() => expect(store.getState().settings.establishmentId).toBe(halles.id));
    expect(await screen.findByText('Écran chargé')).toBeInTheDocument();
    await waitFor(() => expect(locationsAsked()).toEqual([String(port.id), String(halles.id)]));
    expect(screen.getByRole('button', { name: /Établissement affiché : Boulangerie des Halles/ })).toBeInTheDocument();
  });

  it('offers « Ajouter un établissement » to an owner', async () => {
    const { onAdd } = renderApp('owner', port.id);
    await userEvent.click(await screen.findByRole('button', { name: /Établissement affiché/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Ajouter un établissement' }));
    expect(onAdd).toHaveBeenCalled();
  });

  it('hides the addition from a manager', async () => {
    renderApp('manager', port.id);
    await userEvent.click(await screen.findByRole('button', { name: /Établissement affiché/ }));
    expect(await screen.findByRole('menuitem', { name: /Boulangerie des Halles/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Ajouter un établissement' })).not.toBeInTheDocument();
  });

  it('drops a choice the user no longer sees, and the screens ask again for the one shown', async () => {
    // A kept choice shows at once (the list confirms it after): here the list no longer holds it.
    const { store } = renderApp('owner', 99);
    await waitFor(() => expect(store.getState().settings.establishmentId).toBe(port.id));
    expect(await screen.findByText('Écran chargé')).toBeInTheDocument();
    await waitFor(() => expect(locationsAsked().at(-1)).toBe(String(port.id)));
  });
});
