import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Establishment, Membership } from '../../../shared/api/organizations';
import { useMeQuery } from '../../api/users-api';
import { authState } from '../auth/auth-slice';
import { toSessionUser } from '../../session/local-session';
import { signedOut } from '../../session/session-events';
import { FakeIdentity, fakeUser } from '../../test/fake-identity';
import { aUser, anEstablishment } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { createTestStore, renderWithProviders } from '../../test/render';
import { EstablishmentGate } from './establishment-gate';
import { EstablishmentSwitcher } from './establishment-switcher';
import { OrganizationSwitcher } from './organization-switcher';

const api = mockApi();

const port = anEstablishment({ id: 3, organizationId: 1, name: 'Boulangerie du Port' });
const halles = anEstablishment({ id: 8, organizationId: 1, name: 'Boulangerie des Halles' });
const bistrot = anEstablishment({ id: 12, organizationId: 2, name: 'Bistrot de la Gare' });
const brasserie = anEstablishment({ id: 15, organizationId: 2, name: 'Brasserie du Marché' });

const membership = (id: number, name: string, role: Membership['role'], places: Establishment[]): Membership => ({
  id,
  name,
  role,
  establishments: places.map((place) => ({ id: place.id, name: place.name })),
});
const BOULANGERIES = membership(1, 'Boulangeries SAS', 'owner', [port, halles]);
const AGENCE = membership(2, 'Agence Martin', 'manager', [bistrot, brasserie]);

/** A screen of one establishment: it asks the API (for the account here) and says when its answer came. */
function Screen() {
  const { data } = useMeQuery();
  return <p>{data ? 'Écran chargé' : 'Chargement'}</p>;
}

function renderBar(
  memberships: Membership[],
  places: Establishment[],
  establishmentId: number | null = null,
  organizationId: number | null = null,
) {
  api.route('establishments', { body: { items: places } });
  api.route('organizations', { body: memberships });
  api.route('me', { body: aUser() });
  const identity = new FakeIdentity();
  identity.user = fakeUser();
  localStorage.setItem('authToken', 'token-uid-1-1');
  const store = createTestStore(
    {
      auth: authState('signedIn', { user: toSessionUser(identity.user) }),
      settings: { ...createTestStore().getState().settings, establishmentId, organizationId },
    },
    identity,
  );
  renderWithProviders(
    <EstablishmentGate>
      <OrganizationSwitcher />
      <EstablishmentSwitcher onAdd={jest.fn()} />
      <Screen />
    </EstablishmentGate>,
    { store },
  );
  return store;
}

const locationsAsked = () => api.callsTo('GET /users/private/me').map((call) => call.query.get('location'));

describe('the organisation switcher', () => {
  it('shows nothing more for a user of one organisation', async () => {
    renderBar([BOULANGERIES], [port, halles], port.id);
    expect(await screen.findByText('Écran chargé')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Établissement affiché : Boulangerie du Port/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Organisation affichée/ })).not.toBeInTheDocument();
  });

  it('names the organisation shown, and its establishments only are in the establishment menu', async () => {
    const user = userEvent.setup();
    renderBar([AGENCE, BOULANGERIES], [bistrot, port, halles, brasserie], port.id);
    expect(await screen.findByText('Écran chargé')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Organisation affichée : Boulangeries SAS. Changer d'organisation" })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Établissement affiché : Boulangerie du Port/ }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Boulangerie du Port'),
      expect.stringContaining('Boulangerie des Halles'),
      'Ajouter un établissement',
    ]);
  });

  it('switches from the keyboard to another organisation, on its first establishment, and the screens ask for it', async () => {
    const user = userEvent.setup();
    const store = renderBar([AGENCE, BOULANGERIES], [bistrot, port, halles, brasserie], halles.id);
    expect(await screen.findByText('Écran chargé')).toBeInTheDocument();

    screen.getByRole('button', { name: /Organisation affichée : Boulangeries SAS/ }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Agence MartinGérant·e', 'Boulangeries SASPropriétaire']);
    // The menu opens on the organisation shown; the arrow moves to the other one.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: /Boulangeries SAS/ })).toHaveFocus());
    await user.keyboard('{ArrowUp}{Enter}');

    await waitFor(() => expect(store.getState().settings).toMatchObject({ organizationId: AGENCE.id, establishmentId: bistrot.id }));
    expect(await screen.findByText('Écran chargé')).toBeInTheDocument();
    await waitFor(() => expect(locationsAsked().at(-1)).toBe(String(bistrot.id)));
    expect(screen.getByRole('button', { name: /Organisation affichée : Agence Martin/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Établissement affiché : Bistrot de la Gare/ }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      expect.stringContaining('Bistrot de la Gare'),
      expect.stringContaining('Brasserie du Marché'),
    ]);
  });

  it('is forgotten at sign-out, with the establishment', async () => {
    const store = renderBar([AGENCE, BOULANGERIES], [bistrot, port, halles, brasserie], port.id, BOULANGERIES.id);
    expect(await screen.findByText('Écran chargé')).toBeInTheDocument();
    expect(store.getState().settings).toMatchObject({ organizationId: BOULANGERIES.id, establishmentId: port.id });
    store.dispatch(signedOut());
    expect(store.getState().settings).toMatchObject({ organizationId: null, establishmentId: null });
  });
});
