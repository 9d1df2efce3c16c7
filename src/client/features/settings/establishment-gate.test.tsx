import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Establishment, Membership } from '../../../shared/api/organizations';
import { useSetupStage } from '../../app/guards/use-setup-stage';
import { useTeamQuery } from '../../api/members-api';
import { useListingQuery } from '../../api/onboarding-api';
import { organizationsApi } from '../../api/organizations-api';
import { toSessionUser } from '../../session/local-session';
import { useAppSelector } from '../../state/typed-hooks';
import { FakeIdentity, fakeUser } from '../../test/fake-identity';
import { aListingStatus, aUser, anEstablishment } from '../../test/fixtures';
import { mockApi, routeOf } from '../../test/mock-api';
import { createTestStore, renderWithProviders } from '../../test/render';
import { authState } from '../auth/auth-slice';
import { EstablishmentGate } from './establishment-gate';

const api = mockApi();

const port = anEstablishment({ id: 3, organizationId: 1, name: 'Boulangerie du Port' });
const halles = anEstablishment({ id: 8, organizationId: 1, name: 'Boulangerie des Halles' });
const bistrot = anEstablishment({ id: 12, organizationId: 2, name: 'Bistrot de la Gare' });
const membership = (id: number, name: string, places: Establishment[]): Membership => ({
  id,
  name,
  role: 'manager',
  establishments: places.map((place) => ({ id: place.id, name: place.name })),
});
const BOULANGERIES = membership(1, 'Boulangeries SAS', [port, halles]);
const BISTROTS = membership(2, 'Bistrots Martin', [bistrot]);

function answerWith(memberships: Membership[]) {
  api.route('organizations', { body: memberships });
  api.route('establishments', {
    body: { items: memberships.flatMap((each) => [port, halles, bistrot].filter((place) => place.organizationId === each.id)) },
  });
}

/**
 * The team screen of the Boulangeries' establishment (it fails there once the membership is gone), any other
 * establishment's screen (its listing), and where the setup gate stands.
 */
function Screens() {
  const chosen = useAppSelector((state) => state.settings.establishmentId);
  const onPort = chosen === port.id;
  const team = useTeamQuery(undefined, { skip: !onPort });
  const listing = useListingQuery(undefined, { skip: onPort });
  return (
    <>
      {onPort && <p>{team.data ? 'Équipe chargée' : team.error ? 'Erreur affichée' : 'Chargement'}</p>}
      {!onPort && <p>{listing.data ? 'Autre écran chargé' : 'Chargement'}</p>}
      <button onClick={() => void team.refetch()}>Recharger</button>
    </>
  );
}

function SetupStage() {
  return <output aria-label="Étape">{useSetupStage().stage}</output>;
}

function renderMember() {
  // An invited member: set up by joining, never through the wizard.
  api.route('me', { body: aUser({ hasDoneProfileSetup: false }) });
  api.route('listing', { body: aListingStatus({ hasBeenSynchronized: true, synchronization: null }) });
  api.route('team', { body: { members: [], invitations: [] } });
  answerWith([BOULANGERIES, BISTROTS]);
  const identity = new FakeIdentity();
  identity.user = fakeUser();
  localStorage.setItem('authToken', 'token-uid-1-1');
  const store = createTestStore(
    {
      auth: authState('signedIn', { user: toSessionUser(identity.user) }),
      settings: { ...createTestStore().getState().settings, establishmentId: port.id, organizationId: BOULANGERIES.id },
    },
    identity,
  );
  renderWithProviders(
    <>
      <SetupStage />
      <EstablishmentGate>
        <Screens />
      </EstablishmentGate>
    </>,
    { store },
  );
  return store;
}

/** The membership is deleted while the member is signed in: the next request for its establishment is refused. */
function removeMembership(left: Membership[]) {
  api.route('team', { status: 404, body: { code: 'LOCATION_NOT_FOUND', message: 'No such establishment' } });
  answerWith(left);
}

describe('an organisation removed under a member', () => {
  it('goes back to the organisation they still belong to, without showing the error', async () => {
    const store = renderMember();
    expect(await screen.findByText('Équipe chargée')).toBeInTheDocument();

    removeMembership([BISTROTS]);
    await userEvent.click(screen.getByRole('button', { name: 'Recharger' }));

    await waitFor(() => expect(store.getState().settings).toMatchObject({ organizationId: BISTROTS.id, establishmentId: bistrot.id }));
    expect(await screen.findByText('Autre écran chargé')).toBeInTheDocument();
    expect(screen.queryByText('Erreur affichée')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(routeOf('listing')).at(-1)?.query.get('location')).toBe(String(bistrot.id)));
    expect(screen.getByRole('status', { name: 'Étape' })).toHaveTextContent('open');
  });

  it('goes to the invitation or setup screen, as for a new user, when they belong to no organisation any more', async () => {
    const store = renderMember();
    expect(await screen.findByText('Équipe chargée')).toBeInTheDocument();

    removeMembership([]);
    await userEvent.click(screen.getByRole('button', { name: 'Recharger' }));

    await waitFor(() => expect(screen.getByRole('status', { name: 'Étape' })).toHaveTextContent('wizard'));
    expect(store.getState().settings).toMatchObject({ organizationId: null, establishmentId: null });
    expect(screen.queryByText('Erreur affichée')).not.toBeInTheDocument();
  });

  it('keeps the choice when another establishment than the one shown is refused', async () => {
    const store = renderMember();
    expect(await screen.findByText('Équipe chargée')).toBeInTheDocument();
    // A removal named another establishment, gone already: the one shown stays.
    api.route(
      'removeEstablishment',
      { status: 404, body: { code: 'LOCATION_NOT_FOUND', message: 'No such establishment' } },
      { id: halles.id },
    );
    await store.dispatch(organizationsApi.endpoints.removeEstablishment.initiate({ id: halles.id, twoFactorToken: 't' }));
    expect(store.getState().settings).toMatchObject({ organizationId: BOULANGERIES.id, establishmentId: port.id });
    expect(screen.getByText('Équipe chargée')).toBeInTheDocument();
  });
});
