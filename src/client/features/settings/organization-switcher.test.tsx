import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { Establishment, Member, Membership } from '../../../shared/api/organizations';
import { useTeamQuery } from '../../api/members-api';
import { useListingQuery } from '../../api/onboarding-api';
import { useMeQuery } from '../../api/users-api';
import { authState } from '../auth/auth-slice';
import { toSessionUser } from '../../session/local-session';
import { signedOut } from '../../session/session-events';
import { FakeIdentity, fakeUser } from '../../test/fake-identity';
import { aListingStatus, aUser, anEstablishment } from '../../test/fixtures';
import { mockApi, routeOf } from '../../test/mock-api';
import { useAppSelector } from '../../state/typed-hooks';
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

const places = [port, halles, bistrot, brasserie];
const organizationOf = (location: string | null) => places.find((place) => String(place.id) === location)?.organizationId;

/** Each organisation's team: the one of the establishment `?location=` names. */
const MARIE: Member = { userId: 1, email: 'marie@boulangerie.fr', name: 'Marie', role: 'owner', locations: 'all' };
const PAUL: Member = { userId: 2, email: 'paul@agence.fr', name: 'Paul', role: 'owner', locations: 'all' };
const teamOf = (organizationId: number | undefined) => (organizationId === BOULANGERIES.id ? MARIE : PAUL);

/** What each render of the team showed: the organisation shown then, and the members on screen. */
let teamRenders: { organizationId: number | null; shown: string | null }[] = [];

/** The renders that showed an organisation's team while another was shown. */
const mismatchedTeams = () =>
  teamRenders.filter(({ organizationId, shown }) => shown !== null && shown !== teamOf(organizationId ?? undefined).name);

/** A screen of one establishment: its listing, beside the account (the user's). */
function Screen() {
  const { data: listing } = useListingQuery();
  const { data: me } = useMeQuery();
  return <p>{listing && me ? 'Écran chargé' : 'Chargement'}</p>;
}

/** Settings → Équipe: the team of the organisation shown. */
function TeamScreen() {
  const organizationId = useAppSelector((state) => state.settings.organizationId);
  const { data } = useTeamQuery();
  const shown = data?.members.map((member) => member.name).join(', ') ?? null;
  teamRenders.push({ organizationId, shown });
  return <p>{shown ? `Équipe : ${shown}` : "Chargement de l'équipe"}</p>;
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
  api.route('listing', { body: aListingStatus() });
  api.route('team', (query) => ({ body: { members: [teamOf(organizationOf(query.get('location')))], invitations: [] } }));
  teamRenders = [];
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
    <MemoryRouter>
      <EstablishmentGate>
        <OrganizationSwitcher />
        <EstablishmentSwitcher onAdd={jest.fn()} />
        <Screen />
        <TeamScreen />
      </EstablishmentGate>
    </MemoryRouter>,
    { store },
  );
  return store;
}

const locationsAsked = () => api.callsTo(routeOf('listing')).map((call) => call.query.get('location'));
const teamsAsked = () => api.callsTo(routeOf('team')).map((call) => call.query.get('location'));

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
      expect.stringContaining('Tous les établissements'),
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
      expect.stringContaining('Tous les établissements'),
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

  it("shows the team of the organisation shown, never the other's, and the former one's at once when going back", async () => {
    const user = userEvent.setup();
    renderBar([AGENCE, BOULANGERIES], [bistrot, port, halles, brasserie], port.id, BOULANGERIES.id);
    expect(await screen.findByText('Équipe : Marie')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Organisation affichée : Boulangeries SAS/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Agence Martin/ }));
    expect(screen.queryByText('Équipe : Marie')).not.toBeInTheDocument();
    expect(await screen.findByText('Équipe : Paul')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Organisation affichée : Agence Martin/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Boulangeries SAS/ }));
    expect(screen.getByText('Équipe : Marie')).toBeInTheDocument();
    expect(teamsAsked()).toEqual([String(port.id), String(bistrot.id)]);
    expect(mismatchedTeams()).toEqual([]);
  });
});
