import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { useListingQuery } from '../../api/onboarding-api';
import { organizationsApi } from '../../api/organizations-api';
import { useMeQuery } from '../../api/users-api';
import { authState } from '../auth/auth-slice';
import { toSessionUser } from '../../session/local-session';
import { useAppSelector } from '../../state/typed-hooks';
import { FakeIdentity, fakeUser } from '../../test/fake-identity';
import { aListingStatus, aUser, anEstablishment } from '../../test/fixtures';
import { mockApi, routeOf } from '../../test/mock-api';
import { createTestStore, renderWithProviders } from '../../test/render';
import { PATHS } from '../../config/paths';
import { EstablishmentGate } from './establishment-gate';
import { EstablishmentSwitcher } from './establishment-switcher';
import { establishmentChosen } from './settings-slice';

const api = mockApi();

const port = anEstablishment({ id: 3, name: 'Boulangerie du Port' });
const halles = anEstablishment({ id: 8, name: 'Boulangerie des Halles', address: '2 place des Halles, 75001 Paris' });
const gare = anEstablishment({ id: 20, name: 'Boulangerie de la Gare', hasBeenSynchronized: false });

/** What each render of the screen showed: the establishment chosen then, and the listing on screen. */
let renders: { chosen: number | null; shown: string | null }[] = [];

/** A screen of one establishment: its listing (the establishment's), beside the account's name (the user's). */
function Screen() {
  const chosen = useAppSelector((state) => state.settings.establishmentId);
  const { data: listing } = useListingQuery();
  const { data: me } = useMeQuery();
  renders.push({ chosen, shown: listing?.name ?? null });
  return (
    <>
      <p>{listing && me ? 'Écran chargé' : 'Chargement'}</p>
      {listing && <p>Fiche de {listing.name}</p>}
    </>
  );
}

const nameOf = (id: number | null) => [port, halles, gare].find((place) => place.id === id)?.name ?? null;
/** The renders that showed an establishment's listing while another was chosen. */
const mismatchedRenders = () => renders.filter(({ chosen, shown }) => shown !== null && shown !== nameOf(chosen));
/** Whether the screen ever waited for an establishment's listing, showing none. */
const waitedFor = (id: number) => renders.some(({ chosen, shown }) => chosen === id && shown === null);

/** The address shown, as the app's routes would read it. */
function Where() {
  return <p>Adresse : {useLocation().pathname}</p>;
}

function renderApp(role: 'owner' | 'manager', establishmentId: number | null = null, initialPath: string = PATHS.dashboardHome) {
  renders = [];
  api.route('establishments', { body: { items: [port, halles] } });
  api.route('organizations', { body: [{ id: 1, name: 'Boulangeries SAS', role, establishments: [port, halles] }] });
  api.route('me', { body: aUser() });
  // Each establishment's listing is its own: the one `?location=` names.
  api.route('listing', (query) => ({ body: aListingStatus({ name: nameOf(Number(query.get('location'))) ?? 'Aucune' }) }));
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
    <MemoryRouter initialEntries={[initialPath]}>
      <EstablishmentGate>
        <EstablishmentSwitcher onAdd={onAdd} />
        <Screen />
        <Where />
      </EstablishmentGate>
    </MemoryRouter>,
    { store },
  );
  return { store, onAdd };
}

const locationsAsked = () => api.callsTo(routeOf('listing')).map((call) => call.query.get('location'));

/** Chooses an establishment in the app bar's switcher. */
async function switchTo(from: string, to: string) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`Établissement affiché : ${from}`) }));
  await userEvent.click(await screen.findByRole('menuitem', { name: new RegExp(to) }));
}

describe('the establishment shown', () => {
  it('starts on the first of several, and every request of the screens says it', async () => {
    const { store } = renderApp('owner');
    expect(await screen.findByText('Écran chargé')).toBeInTheDocument();
    expect(store.getState().settings.establishmentId).toBe(port.id);
    expect(locationsAsked()).toEqual([String(port.id)]);
    expect(screen.getByRole('button', { name: /Boulangerie du Port/ })).toBeInTheDocument();
  });

  it("switches from the app bar: the screens ask for the new one's answers, and the account's are kept", async () => {
    const { store } = renderApp('owner', port.id);
    expect(await screen.findByText('Écran chargé')).toBeInTheDocument();
    await switchTo('Boulangerie du Port', 'Boulangerie des Halles');
    await waitFor(() => expect(store.getState().settings.establishmentId).toBe(halles.id));
    expect(await screen.findByText('Fiche de Boulangerie des Halles')).toBeInTheDocument();
    expect(locationsAsked()).toEqual([String(port.id), String(halles.id)]);
    expect(api.callsTo(routeOf('me'))).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Établissement affiché : Boulangerie des Halles/ })).toBeInTheDocument();
  });

  it("never shows the previous establishment's answers, and going back shows its own at once, with no request", async () => {
    renderApp('owner', port.id);
    expect(await screen.findByText('Fiche de Boulangerie du Port')).toBeInTheDocument();

    await switchTo('Boulangerie du Port', 'Boulangerie des Halles');
    // Right after the switch, the screen waits for the new one's answer rather than showing the old one's.
    expect(screen.queryByText('Fiche de Boulangerie du Port')).not.toBeInTheDocument();
    expect(await screen.findByText('Fiche de Boulangerie des Halles')).toBeInTheDocument();

    await switchTo('Boulangerie des Halles', 'Boulangerie du Port');
    // Kept from before: on screen as soon as the switch is made.
    expect(screen.getByText('Fiche de Boulangerie du Port')).toBeInTheDocument();
    expect(screen.queryByText('Chargement')).not.toBeInTheDocument();
    expect(locationsAsked()).toEqual([String(port.id), String(halles.id)]);

    // Not one render showed an establishment's listing while another was chosen.
    expect(mismatchedRenders()).toEqual([]);
    expect(waitedFor(halles.id)).toBe(true);
  });

  it('offers « Ajouter un établissement » to an owner', async () => {
    const { onAdd } = renderApp('owner', port.id);
    await userEvent.click(await screen.findByRole('button', { name: /Établissement affiché/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Ajouter un établissement' }));
    expect(onAdd).toHaveBeenCalled();
  });

  it('offers « Tous les établissements » with two or more, and leaves it for the establishment chosen', async () => {
    const { store } = renderApp('manager', port.id);
    await userEvent.click(await screen.findByRole('button', { name: /Établissement affiché : Boulangerie du Port/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /^Tous les établissements/ }));
    expect(screen.getByText(`Adresse : ${PATHS.dashboardNetwork}`)).toBeInTheDocument();
    // On the network's page the switcher names it, and an establishment chosen there opens its dashboard.
    await switchTo('Tous les établissements', 'Boulangerie des Halles');
    expect(screen.getByText(`Adresse : ${PATHS.dashboardHome}`)).toBeInTheDocument();
    expect(store.getState().settings.establishmentId).toBe(halles.id);
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

  it('shows an establishment as soon as it is added and chosen, before the lists are read again', async () => {
    const { store } = renderApp('owner', port.id);
    expect(await screen.findByText('Fiche de Boulangerie du Port')).toBeInTheDocument();
    api.route('addEstablishment', { status: 201, body: gare });
    api.route('establishments', { body: { items: [port, halles, gare] } });
    api.route('organizations', { body: [{ id: 1, name: 'Boulangeries SAS', role: 'owner', establishments: [port, halles, gare] }] });

    // As the dialog does: the establishment added, then chosen.
    const added = await store.dispatch(organizationsApi.endpoints.addEstablishment.initiate('https://maps.app.goo.gl/Gare')).unwrap();
    store.dispatch(establishmentChosen(added.id));

    expect(await screen.findByText('Fiche de Boulangerie de la Gare')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Établissement affiché : Boulangerie de la Gare/ })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(routeOf('establishments'))).toHaveLength(2));
    expect(store.getState().settings.establishmentId).toBe(gare.id);
    expect(mismatchedRenders()).toEqual([]);
  });
});
