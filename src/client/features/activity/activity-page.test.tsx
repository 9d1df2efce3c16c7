import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ActivityEntry, ActivityPage as Page } from '../../../shared/api/activity';
import type { Role } from '../../../shared/roles';
import { PATHS } from '../../config/paths';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { ActivityPage } from './activity-page';

const api = mockApi();

const PORT = { id: 10, name: 'Boulangerie du Port' };
const SOPHIE = { userId: 2, name: 'Sophie' };

function anEntry(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: 1,
    action: 'reply.published',
    at: '2026-12-06T10:00:00.000Z',
    actor: SOPHIE,
    former: false,
    establishment: PORT,
    details: { reviewId: 7, reviewer: 'Camille M.' },
    ...overrides,
  };
}

function renderJournal(role: Role | null = 'owner') {
  const router = createMemoryRouter([{ path: PATHS.settingsActivity, element: <ActivityPage organization={role && { id: 1, role }} /> }], {
    initialEntries: [PATHS.settingsActivity],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

const journal = () => screen.findByRole('list', { name: "Activité de l'équipe" });
const lines = async () =>
  within(await journal())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Settings → Activité', () => {
  it('tells in a French sentence who did what, where and when', async () => {
    const page: Page = {
      items: [
        anEntry(),
        anEntry({ id: 2, action: 'requests.sent', details: { count: 3 } }),
        anEntry({ id: 3, action: 'settings.changed', details: { area: 'widget' } }),
        anEntry({ id: 4, action: 'member.invited', establishment: null, details: { email: 'paul@exemple.fr', role: 'manager' } }),
        anEntry({ id: 5, action: 'reply.deleted', actor: null, former: true, details: { reviewId: 8, reviewer: null } }),
        anEntry({ id: 6, action: 'member.removed', establishment: null, details: { memberId: 3, member: null } }),
        anEntry({ id: 7, action: 'establishment.removed', establishment: { id: 11, name: 'La Gare' }, details: { name: 'La Gare' } }),
      ],
      nextBefore: null,
    };
    api.route('activity', { body: page });
    renderJournal();
    const items = await lines();
    expect(items[0]).toContain("Sophie a publié une réponse à l'avis de Camille M.");
    expect(items[0]).toContain('Boulangerie du Port');
    expect(items[1]).toContain("Sophie a envoyé 3 demandes d'avis");
    expect(items[2]).toContain('Sophie a modifié le widget');
    expect(items[3]).toContain('Sophie a invité paul@exemple.fr (Gérant·e)');
    expect(items[4]).toContain('Un ancien membre a supprimé la réponse à un avis');
    expect(items[5]).toContain("Sophie a retiré un ancien membre de l'équipe");
    expect(items[6]).toContain("Sophie a retiré l'établissement La Gare");
    // The date, how long ago and exactly.
    const first = within(await journal()).getAllByRole('listitem')[0];
    expect(first.querySelector('time')).toHaveAttribute('dateTime', '2026-12-06T10:00:00.000Z');
    // The organisation is named, whichever establishment the screens show.
    expect(api.callsTo('GET /organizations/private/activity')[0].query.get('organization')).toBe('1');
  });

  it('shows 50 at a time, and the next ones with « Voir plus » until there are no more', async () => {
    const firstPage = Array.from({ length: 50 }, (_, index) => anEntry({ id: 100 - index, details: { count: 100 - index } }));
    api.route('activity', {
      body: { items: firstPage.map((entry) => ({ ...entry, action: 'requests.sent' as const })), nextBefore: 51 },
    });
    renderJournal('admin');
    expect(await lines()).toHaveLength(50);
    api.route('activity', {
      body: { items: [anEntry({ id: 50, action: 'settings.changed', details: { area: 'game' } })], nextBefore: null },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(await screen.findByText('Sophie a modifié le jeu')).toBeInTheDocument();
    expect(await lines()).toHaveLength(51);
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    const calls = api.callsTo('GET /organizations/private/activity');
    expect(calls.map((call) => call.query.get('before'))).toEqual([null, '51']);
  });

  it('says when there is nothing yet', async () => {
    api.route('activity', { body: { items: [], nextBefore: null } });
    renderJournal();
    expect(await screen.findByText(/Aucune activité pour l'instant/)).toBeInTheDocument();
  });

  it('says when it cannot be loaded, and tries again', async () => {
    api.route('activity', { status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } });
    renderJournal();
    expect(await screen.findByText("L'activité n'a pas pu être chargée.")).toBeInTheDocument();
    api.route('activity', { body: { items: [anEntry()], nextBefore: null } });
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText("Sophie a publié une réponse à l'avis de Camille M.")).toBeInTheDocument();
  });

  it.each(['manager', 'viewer'] as const)('tells a %s it is for owners and admins, without asking the API', async (role) => {
    renderJournal(role);
    expect(
      await screen.findByText("Seuls les propriétaires et les administrateurs consultent l'activité de l'équipe."),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /organizations/private/activity')).toEqual([]);
  });
});
