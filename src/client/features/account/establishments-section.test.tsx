import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Membership } from '../../../shared/api/organizations';
import type { RemovedEstablishment } from '../../../shared/api/removed-establishments';
import type { Role } from '../../../shared/roles';
import { twoFactorToken } from '../../session/local-session';
import { aUser, anEstablishment } from '../../test/fixtures';
import { mockApi, routeOf } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { pasteCode, region } from './account-test-kit';
import { EstablishmentsSection } from './establishments-section';

const api = mockApi();
const TOKEN = 'uid.1764000000000.signature';
const TITLE = 'Établissements';

const bakery = anEstablishment({ id: 1, name: 'Boulangerie', address: '1 rue du Port, 75001 Paris', reviewCount: 120 });
const cafe = anEstablishment({ id: 2, name: 'Café du Port', address: null, reviewCount: 1 });
const oldShop: RemovedEstablishment = {
  id: 9,
  name: 'Épicerie du Quai',
  address: '3 quai Nord, 75001 Paris',
  removedAt: '2026-12-07T10:00:00.000Z',
  purgeAfter: '2027-01-06T10:00:00.000Z',
  reviewCount: 42,
};
const SUB_LIST = 'Établissements supprimés';

function answerWith(places: (typeof bakery)[], role: Role = 'owner', removed: RemovedEstablishment[] = []) {
  api.route('establishments', { body: { items: places } });
  api.route('removedEstablishments', { body: { items: removed } });
  const organization: Membership = { id: 1, name: 'Boulangerie SAS', role, establishments: places.map(({ id, name }) => ({ id, name })) };
  api.route('organizations', { body: [organization] });
}

async function renderSection() {
  const rendered = renderWithProviders(<EstablishmentsSection />);
  const section = await region(TITLE);
  await within(section).findByText('Boulangerie');
  return { ...rendered, section };
}

async function askToRemoveCafe(section: HTMLElement) {
  await userEvent.click(await within(section).findByRole('button', { name: 'Retirer Café du Port' }));
  return screen.findByRole('dialog', { name: 'Retirer Café du Port ?' });
}

describe('EstablishmentsSection', () => {
  // The code dialog shows the owner's address.
  beforeEach(() => api.route('me', { body: aUser() }));

  it('lists the establishments with their address and review count', async () => {
    answerWith([bakery, cafe]);
    renderWithProviders(<EstablishmentsSection />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des établissements…');

    const section = await region(TITLE);
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Boulangerie1 rue du Port, 75001 Paris120 avisRetirer',
      'Café du PortAdresse inconnue1 avisRetirer',
    ]);
  });

  it('lets an owner remove one: what goes, a one-time code, then the removal with the 2faToken header', async () => {
    answerWith([bakery, cafe]);
    api.route('sendTwoFactorCode', { body: { sent: true } });
    api.route('verifyTwoFactorCode', { body: { twoFactorToken: TOKEN } });
    api.route('removeEstablishment', {}, { id: 2 });
    const { section } = await renderSection();

    const confirm = await askToRemoveCafe(section);
    expect(confirm).toHaveTextContent(
      "Ses demandes d'avis, son jeu, son widget et ses réglages sont supprimés. Ses avis et réponses restent téléchargeables 30 jours, puis sont effacés. Cette action est définitive.",
    );
    expect(api.callsTo('POST /users/private/2fa/send-otp')).toHaveLength(0);
    // Once the server has removed it, the lists no longer hold it.
    answerWith([bakery]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Retirer définitivement' }));

    const code = await screen.findByRole('dialog', { name: "Confirmez qu'il s'agit bien de vous" });
    expect(api.callsTo(routeOf('removeEstablishment', { id: 2 }))).toHaveLength(0);
    await pasteCode(code, '123456');

    expect(await screen.findByText('Café du Port a été retiré.')).toBeInTheDocument();
    const [removal] = api.callsTo(routeOf('removeEstablishment', { id: 2 }));
    expect(removal.headers.get('2faToken')).toBe(TOKEN);
    expect(removal.query.get('location')).toBe('2');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The lists and the account are asked again (the quantity paid follows), and the last one cannot go.
    await waitFor(() => expect(within(section).queryByText('Café du Port')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo(routeOf('me'))).toHaveLength(2));
    expect(await within(section).findByText(/le dernier ne peut pas être retiré/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Retirer/ })).not.toBeInTheDocument();
  });

  it('removes nothing when the code dialog is closed, and lets the owner cancel', async () => {
    answerWith([bakery, cafe]);
    api.route('sendTwoFactorCode', { body: { sent: true } });
    const { section } = await renderSection();

    const confirm = await askToRemoveCafe(section);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Retirer définitivement' }));
    const code = await screen.findByRole('dialog', { name: "Confirmez qu'il s'agit bien de vous" });
    await userEvent.click(within(code).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: "Confirmez qu'il s'agit bien de vous" })).not.toBeInTheDocument());

    await userEvent.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(routeOf('removeEstablishment', { id: 2 }))).toHaveLength(0);
    expect(within(section).getByText('Café du Port')).toBeInTheDocument();
  });

  it('shows no « Retirer » to a manager', async () => {
    answerWith([bakery, cafe], 'manager');
    const { section } = await renderSection();
    expect(within(section).getByText('Café du Port')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Retirer/ })).not.toBeInTheDocument();
    expect(within(section).queryByText(/le dernier ne peut pas être retiré/)).not.toBeInTheDocument();
  });

  it('says in French why the last establishment stays (LAST_ESTABLISHMENT)', async () => {
    answerWith([bakery, cafe]);
    // A code confirmed a moment ago is used again, with no new code.
    twoFactorToken.save(TOKEN);
    api.route('removeEstablishment', { status: 409, body: { code: 'LAST_ESTABLISHMENT', message: 'Keeps one' } }, { id: 2 });
    const { section } = await renderSection();

    const confirm = await askToRemoveCafe(section);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Retirer définitivement' }));
    expect(
      await within(confirm).findByText('Une organisation garde au moins un établissement : pour tout quitter, supprimez votre compte.'),
    ).toBeInTheDocument();
    expect(api.callsTo(routeOf('removeEstablishment', { id: 2 }))[0].headers.get('2faToken')).toBe(TOKEN);
    expect(screen.queryByText('Café du Port a été retiré.')).not.toBeInTheDocument();
  });

  it('says when the list could not load, and loads it again on request', async () => {
    api.route('establishments', { status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } });
    api.route('organizations', { body: [] });
    renderWithProviders(<EstablishmentsSection />);
    const section = await region(TITLE);
    const retry = await within(section).findByRole('button', { name: 'Réessayer' });

    answerWith([bakery]);
    await userEvent.click(retry);
    expect(await within(section).findByText('Boulangerie')).toBeInTheDocument();
  });

  it('says when there is no establishment yet', async () => {
    answerWith([]);
    renderWithProviders(<EstablishmentsSection />);
    expect(await screen.findByText("Aucun établissement pour l'instant.")).toBeInTheDocument();
  });
  describe('« Établissements supprimés »', () => {
    let createObjectURL: jest.Mock;
    let click: jest.SpyInstance;
    beforeEach(() => {
      createObjectURL = jest.fn(() => 'blob:history');
      Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
      click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    });
    afterEach(() => click.mockRestore());

    it('lists each removed establishment with its purge date, and downloads its reviews', async () => {
      answerWith([bakery, cafe], 'owner', [oldShop]);
      api.route('removedEstablishmentReviews', { body: 'nature du document;avis n°' }, { id: 9 });
      const { section } = await renderSection();

      const removed = await within(section).findByRole('region', { name: SUB_LIST });
      // Asked in the organisation of its first establishment, whichever one the screens show.
      expect(api.callsTo(routeOf('removedEstablishments'))[0].query.get('location')).toBe('1');
      const [item] = within(removed).getAllByRole('listitem');
      expect(item).toHaveTextContent('Épicerie du Quai');
      expect(item).toHaveTextContent('42 avis');
      expect(item).toHaveTextContent("Historique conservé jusqu'au 6 janvier 2027");
      // The establishments still there are not in the sub-list.
      expect(within(removed).queryByText('Boulangerie')).not.toBeInTheDocument();

      await userEvent.click(within(item).getByRole('button', { name: 'Télécharger les avis de Épicerie du Quai' }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      const [call] = api.callsTo(routeOf('removedEstablishmentReviews', { id: 9 }));
      expect(Object.fromEntries(call.query)).toEqual({ location: '1', language: 'fr' });
      const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
      expect(await blob.text()).toBe('nature du document;avis n°');
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
        /^bonavis-historique-epicerie-du-quai-\d{4}-\d{2}-\d{2}\.csv$/,
      );
    });

    it('says when the file could not be made', async () => {
      answerWith([bakery, cafe], 'owner', [oldShop]);
      api.route(
        'removedEstablishmentReviews',
        { status: 404, body: { code: 'REMOVED_ESTABLISHMENT_NOT_FOUND', message: 'gone' } },
        { id: 9 },
      );
      const { section } = await renderSection();
      const removed = await within(section).findByRole('region', { name: SUB_LIST });
      await userEvent.click(within(removed).getByRole('button', { name: /Télécharger les avis/ }));
      expect(
        await within(removed).findByText("Cet historique n'existe plus : il a peut-être dépassé ses 30 jours de conservation."),
      ).toBeInTheDocument();
      expect(click).not.toHaveBeenCalled();
    });

    it('is hidden when nothing was removed', async () => {
      answerWith([bakery, cafe]);
      const { section } = await renderSection();
      await waitFor(() => expect(api.callsTo(routeOf('removedEstablishments'))).toHaveLength(1));
      expect(within(section).queryByText(SUB_LIST)).not.toBeInTheDocument();
    });

    it('is not asked for by a manager, who may not remove establishments', async () => {
      answerWith([bakery, cafe], 'manager', [oldShop]);
      const { section } = await renderSection();
      expect(within(section).getByText('Café du Port')).toBeInTheDocument();
      expect(within(section).queryByText(SUB_LIST)).not.toBeInTheDocument();
      expect(api.callsTo(routeOf('removedEstablishments'))).toHaveLength(0);
    });
  });
});
