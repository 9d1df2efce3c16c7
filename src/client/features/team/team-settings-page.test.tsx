import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { EstablishmentGroup, Invitation, Member, Membership, Team } from '../../../shared/api/organizations';
import type { Role } from '../../../shared/roles';
import { PATHS } from '../../config/paths';
import { TeamRoute } from '../../app/team-route';
import { twoFactorToken } from '../../session/local-session';
import { aUser, anEstablishment } from '../../test/fixtures';
import { mockApi, routeOf } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { pasteCode } from '../account/account-test-kit';

const api = mockApi();

const PORT = { id: 10, name: 'Boulangerie du Port' };
const GARE = { id: 11, name: 'Boulangerie de la Gare' };

function aMembership(role: Role): Membership {
  return { id: 1, name: 'Boulangeries Marie', role, establishments: [PORT, GARE] };
}

const MARIE: Member = { userId: 1, email: 'marie@boulangerie.fr', name: 'Marie', role: 'owner', locations: 'all' };
const PAUL: Member = { userId: 2, email: 'paul@boulangerie.fr', name: 'Paul', role: 'manager', locations: [GARE.id] };
const LEA: Invitation = { id: 5, email: 'lea@exemple.fr', role: 'viewer', locations: 'all', expiresAt: '2026-12-08T10:00:00.000Z' };

function renderTeam({
  role = 'owner' as Role,
  team = { members: [MARIE, PAUL], invitations: [LEA] } as Team | null,
  groups = [] as EstablishmentGroup[],
} = {}) {
  api.route('organizations', { body: [aMembership(role)] });
  api.route('groups', { body: { items: groups } });
  api.route('establishments', {
    body: { items: [anEstablishment({ ...PORT, organizationId: 1 }), anEstablishment({ ...GARE, organizationId: 1 })] },
  });
  api.route('me', { body: aUser({ id: MARIE.userId, name: 'Marie' }) });
  if (team) api.route('team', { body: team });
  const router = createMemoryRouter([{ path: PATHS.settingsTeam, element: <TeamRoute /> }], {
    initialEntries: [PATHS.settingsTeam],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

const members = () => screen.findByRole('list', { name: 'Membres' });
const entryOf = async (list: Promise<HTMLElement>, title: string) =>
  within(await list)
    .getByRole('heading', { name: title })
    .closest('li') as HTMLElement;

async function openInvite(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Inviter un membre' }));
  return screen.findByRole('dialog', { name: 'Inviter un membre' });
}

describe('Settings → Équipe', () => {
  it('lists the members with their role and scope, and the pending invitations', async () => {
    renderTeam();
    const marie = await entryOf(members(), 'Marie');
    expect(within(marie).getByText('Vous')).toBeInTheDocument();
    expect(within(marie).getByText('Propriétaire')).toBeInTheDocument();
    expect(within(marie).getByText('Tous les établissements (y compris les futurs)')).toBeInTheDocument();
    // The owner's own row: nothing to change or remove.
    expect(within(marie).queryByRole('button')).not.toBeInTheDocument();

    const paul = await entryOf(members(), 'Paul');
    expect(within(paul).getByText('paul@boulangerie.fr')).toBeInTheDocument();
    expect(within(paul).getByText('Gérant·e')).toBeInTheDocument();
    expect(within(paul).getByText('Boulangerie de la Gare')).toBeInTheDocument();
    expect(within(paul).getByRole('button', { name: "Modifier l'accès de Paul" })).toBeInTheDocument();

    const lea = await entryOf(screen.findByRole('list', { name: 'Invitations en attente' }), 'lea@exemple.fr');
    expect(within(lea).getByText('Lecteur·rice')).toBeInTheDocument();
    expect(within(lea).getByText('Expire le 8 décembre 2026')).toBeInTheDocument();
    expect(within(lea).getByRole('button', { name: "Révoquer l'invitation de lea@exemple.fr" })).toBeInTheDocument();
  });

  it('says so when the user is alone and nobody is invited', async () => {
    renderTeam({ team: { members: [MARIE], invitations: [] } });
    expect(await screen.findByText("Vous êtes seul·e dans l'équipe pour l'instant.")).toBeInTheDocument();
    expect(screen.getByText('Aucune invitation en attente.')).toBeInTheDocument();
  });

  it('lets an owner invite with a role and a scope, checked as the API checks it, and shows the new invitation', async () => {
    const user = userEvent.setup();
    renderTeam();
    const dialog = await openInvite(user);
    // Never owner: ownership is transferred, not granted.
    expect(within(dialog).getAllByRole('radio', { name: /Administrateur·rice|Gérant·e|Lecteur·rice|Propriétaire/ })).toHaveLength(3);

    await user.click(within(dialog).getByRole('radio', { name: 'Certains établissements' }));
    await user.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await within(dialog).findByText('Adresse email requise')).toBeInTheDocument();
    expect(within(dialog).getByText('Choisissez tous les établissements ou au moins un de la liste.')).toBeInTheDocument();
    expect(api.callsTo('POST /members/private/invitations')).toEqual([]);

    const sent: Invitation = { id: 6, email: 'jules@exemple.fr', role: 'viewer', locations: [GARE.id], expiresAt: LEA.expiresAt };
    api.route('invite', { status: 201, body: sent });
    api.route('team', { body: { members: [MARIE, PAUL], invitations: [LEA, sent] } });
    await user.type(within(dialog).getByRole('textbox', { name: 'Adresse e-mail' }), ' Jules@Exemple.fr ');
    await user.click(within(dialog).getByRole('radio', { name: /Lecteur·rice/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: GARE.name }));
    await user.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /members/private/invitations').map((call) => call.body)).toEqual([
      { email: 'jules@exemple.fr', role: 'viewer', locations: [GARE.id] },
    ]);
    expect(await screen.findByText('Invitation envoyée à jules@exemple.fr.')).toBeInTheDocument();
    expect(await entryOf(screen.findByRole('list', { name: 'Invitations en attente' }), 'jules@exemple.fr')).toBeInTheDocument();
  });

  it('says in French that inviting needs a paid plan, with the way to the plans', async () => {
    const user = userEvent.setup();
    renderTeam();
    api.route('invite', { status: 402, body: { code: 'PLAN_REQUIRED', message: 'Inviting members needs a paid plan' } });
    const dialog = await openInvite(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Adresse e-mail' }), 'jules@exemple.fr');
    await user.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await within(dialog).findByText(/Inviter des membres demande un abonnement payant\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Voir les formules' })).toHaveAttribute('href', PATHS.subscription);
  });

  it('says beside the address that it is already a member', async () => {
    const user = userEvent.setup();
    renderTeam();
    api.route('invite', { status: 409, body: { code: 'ALREADY_MEMBER', message: 'Already a member' } });
    const dialog = await openInvite(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Adresse e-mail' }), PAUL.email);
    await user.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await within(dialog).findByText("Cette adresse fait déjà partie de l'équipe.")).toBeInTheDocument();
  });

  it('shows a manager that only owners and admins manage the team, without asking for it', async () => {
    renderTeam({ role: 'manager', team: null });
    expect(await screen.findByText(/Seuls les propriétaires et les administrateurs gèrent l'équipe/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inviter un membre' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /members/private')).toEqual([]);
  });

  it('removes a member only once confirmed', async () => {
    const user = userEvent.setup();
    renderTeam();
    api.route('removeMember', { status: 204 }, { userId: PAUL.userId });
    const paul = await entryOf(members(), 'Paul');
    await user.click(within(paul).getByRole('button', { name: "Retirer Paul de l'équipe" }));
    const dialog = await screen.findByRole('dialog', { name: "Retirer Paul de l'équipe ?" });
    expect(api.callsTo('DELETE /members/private/2')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /members/private/2')).toEqual([]);

    await user.click(within(paul).getByRole('button', { name: "Retirer Paul de l'équipe" }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retirer' }));
    await waitFor(() => expect(api.callsTo('DELETE /members/private/2')).toHaveLength(1));
    expect(await screen.findByText("Paul ne fait plus partie de l'équipe.")).toBeInTheDocument();
  });

  it('says in the dialog why a removal was refused, and keeps it open', async () => {
    const user = userEvent.setup();
    renderTeam();
    api.route('removeMember', { status: 409, body: { code: 'MEMBER_PROTECTED', message: 'Protected' } }, { userId: PAUL.userId });
    await user.click(within(await entryOf(members(), 'Paul')).getByRole('button', { name: "Retirer Paul de l'équipe" }));
    const dialog = await screen.findByRole('dialog', { name: "Retirer Paul de l'équipe ?" });
    await user.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    expect(await within(dialog).findByText('Les propriétaires, et votre propre accès, ne se modifient pas ici.')).toBeInTheDocument();
  });

  it("changes a member's role and scope", async () => {
    const user = userEvent.setup();
    renderTeam();
    api.route('changeMember', { body: { ...PAUL, role: 'viewer', locations: [PORT.id, GARE.id] } }, { userId: PAUL.userId });
    const paul = await entryOf(members(), 'Paul');
    await user.click(within(paul).getByRole('button', { name: "Modifier l'accès de Paul" }));
    const dialog = await screen.findByRole('dialog', { name: "Modifier l'accès de Paul" });
    expect(within(dialog).getByRole('checkbox', { name: GARE.name })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /Lecteur·rice/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: PORT.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /members/private/2').map((call) => call.body)).toEqual([{ role: 'viewer', locations: [GARE.id, PORT.id] }]),
    );
  });

  it('sends an invitation again with the same address, role and scope, then withdraws the old link', async () => {
    const user = userEvent.setup();
    renderTeam();
    api.route('invite', { status: 201, body: { ...LEA, id: 7 } });
    api.route('revokeInvitation', { status: 204 }, { id: LEA.id });
    const lea = await entryOf(screen.findByRole('list', { name: 'Invitations en attente' }), 'lea@exemple.fr');
    await user.click(within(lea).getByRole('button', { name: "Renvoyer l'invitation à lea@exemple.fr" }));
    expect(await screen.findByText('Nouvelle invitation envoyée à lea@exemple.fr.')).toBeInTheDocument();
    expect(api.callsTo('POST /members/private/invitations').map((call) => call.body)).toEqual([
      { email: LEA.email, role: LEA.role, locations: 'all' },
    ]);
    expect(api.callsTo('DELETE /members/private/invitations/5')).toHaveLength(1);
  });

  describe('transferring the ownership', () => {
    const TOKEN = 'uid.1764000000000.signature';
    const transferCalls = () => api.callsTo(routeOf('transferOwnership'));
    async function askToTransferToPaul(user: ReturnType<typeof userEvent.setup>) {
      const paul = await entryOf(members(), 'Paul');
      await user.click(within(paul).getByRole('button', { name: 'Transférer la propriété à Paul' }));
      return screen.findByRole('dialog', { name: 'Transférer la propriété à Paul ?' });
    }

    it('is offered to the owner on another member’s row: what changes, a one-time code, then the transfer', async () => {
      const user = userEvent.setup();
      renderTeam();
      api.route('sendTwoFactorCode', { body: { sent: true } });
      api.route('verifyTwoFactorCode', { body: { twoFactorToken: TOKEN } });
      api.route('transferOwnership', { status: 204 });
      const marie = await entryOf(members(), 'Marie');
      expect(within(marie).queryByRole('button', { name: /Transférer/ })).not.toBeInTheDocument();

      const dialog = await askToTransferToPaul(user);
      expect(dialog).toHaveTextContent(/Paul devient propriétaire de l'organisation et la paie/);
      expect(dialog).toHaveTextContent(/Vous devenez administrateur·rice\./);
      expect(dialog).toHaveTextContent(/le code à usage unique/);
      expect(api.callsTo('POST /users/private/2fa/send-otp')).toHaveLength(0);
      // Once transferred, Marie is an administrator there.
      api.route('organizations', { body: [aMembership('admin')] });
      api.route('team', {
        body: {
          members: [
            { ...MARIE, role: 'admin' },
            { ...PAUL, role: 'owner', locations: 'all' },
          ],
          invitations: [],
        },
      });
      await user.click(within(dialog).getByRole('button', { name: 'Transférer' }));

      const code = await screen.findByRole('dialog', { name: "Confirmez qu'il s'agit bien de vous" });
      expect(transferCalls()).toHaveLength(0);
      await pasteCode(code, '123456');

      expect(
        await screen.findByText("Paul est maintenant propriétaire de l'organisation. Vous en êtes administrateur·rice."),
      ).toBeInTheDocument();
      expect(transferCalls().map((call) => call.body)).toEqual([{ userId: PAUL.userId, twoFactorToken: TOKEN }]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // The team is read again: Paul owns it, and nobody is offered the transfer any more.
      expect(await within(await entryOf(members(), 'Paul')).findByText('Propriétaire')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Transférer la propriété/ })).not.toBeInTheDocument();
    });

    it('says in the dialog that the subscription must be cancelled first, and keeps it open', async () => {
      const user = userEvent.setup();
      twoFactorToken.save(TOKEN);
      renderTeam();
      api.route('transferOwnership', {
        status: 409,
        body: { code: 'SUBSCRIPTION_STILL_ACTIVE', message: "Résiliez d'abord votre abonnement" },
      });
      const dialog = await askToTransferToPaul(user);
      await user.click(within(dialog).getByRole('button', { name: 'Transférer' }));
      expect(await within(dialog).findByText(/Résiliez d'abord votre abonnement \(Paramètres → Facturation\)/)).toBeInTheDocument();
      expect(transferCalls()).toHaveLength(1);
    });

    it('transfers nothing when the code dialog is closed', async () => {
      const user = userEvent.setup();
      renderTeam();
      api.route('sendTwoFactorCode', { body: { sent: true } });
      const dialog = await askToTransferToPaul(user);
      await user.click(within(dialog).getByRole('button', { name: 'Transférer' }));
      const code = await screen.findByRole('dialog', { name: "Confirmez qu'il s'agit bien de vous" });
      await user.click(within(code).getByRole('button', { name: 'Annuler' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: "Confirmez qu'il s'agit bien de vous" })).not.toBeInTheDocument());
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
      expect(transferCalls()).toHaveLength(0);
    });

    it('is hidden from an administrator', async () => {
      renderTeam({ role: 'admin' });
      const paul = await entryOf(members(), 'Paul');
      expect(within(paul).getByRole('button', { name: "Modifier l'accès de Paul" })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Transférer la propriété/ })).not.toBeInTheDocument();
    });
  });
});

describe('Settings → Équipe: groups of establishments', () => {
  const SUD = { id: 7, name: 'Sud', locations: [GARE.id] };

  it('lists the groups with their establishments, and makes one from a name and establishments', async () => {
    const user = userEvent.setup();
    renderTeam({ groups: [SUD] });
    const groups = await screen.findByRole('list', { name: "Groupes d'établissements" });
    expect(within(groups).getByText('Sud')).toBeInTheDocument();
    expect(within(groups).getByText('1 établissement : Boulangerie de la Gare')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Créer un groupe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un groupe' });
    // Nothing typed: the shared schema's message, and nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Créer un groupe' }));
    expect(await within(dialog).findByText('Le nom du groupe doit faire de 1 à 60 caractères.')).toBeInTheDocument();
    expect(api.callsTo(routeOf('createGroup'))).toEqual([]);

    api.route('createGroup', { status: 201, body: { id: 8, name: 'Nord', locations: [PORT.id] } });
    api.route('groups', { body: { items: [{ id: 8, name: 'Nord', locations: [PORT.id] }, SUD] } });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom du groupe' }), '  Nord ');
    await user.click(within(dialog).getByRole('checkbox', { name: PORT.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Créer un groupe' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(routeOf('createGroup')).map((call) => call.body)).toEqual([{ name: 'Nord', locations: [PORT.id] }]);
    expect(await screen.findByText('Le groupe Nord a été créé.')).toBeInTheDocument();
    expect(await within(groups).findByText('1 établissement : Boulangerie du Port')).toBeInTheDocument();
  });

  it('invites a manager scoped to a group, said to include the establishments added to it later', async () => {
    const user = userEvent.setup();
    const scoped: Invitation = { id: 8, email: 'zoe@exemple.fr', role: 'manager', locations: { group: SUD.id }, expiresAt: LEA.expiresAt };
    renderTeam({ groups: [SUD], team: { members: [MARIE, { ...PAUL, locations: { group: SUD.id } }], invitations: [] } });
    // A member scoped to a group is shown with the group's name.
    const paul = await entryOf(members(), 'Paul');
    expect(await within(paul).findByText('Groupe Sud (y compris les établissements qui y seront ajoutés)')).toBeInTheDocument();

    const dialog = await openInvite(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Adresse e-mail' }), 'zoe@exemple.fr');
    await user.click(within(dialog).getByRole('radio', { name: /Gérant·e/ }));
    await user.click(within(dialog).getByRole('radio', { name: "Un groupe d'établissements" }));
    expect(within(dialog).getByText('Y compris les établissements ajoutés au groupe plus tard.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Groupe' })).toHaveTextContent('Sud');
    api.route('invite', { status: 201, body: scoped });
    await user.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /members/private/invitations').map((call) => call.body)).toEqual([
      { email: 'zoe@exemple.fr', role: 'manager', locations: { group: SUD.id } },
    ]);
  });

  it('says beside the name when another group has it', async () => {
    const user = userEvent.setup();
    renderTeam({ groups: [SUD] });
    await user.click(await screen.findByRole('button', { name: 'Modifier le groupe Sud' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le groupe' });
    expect(within(dialog).getByRole('textbox', { name: 'Nom du groupe' })).toHaveValue('Sud');
    expect(within(dialog).getByRole('checkbox', { name: GARE.name })).toBeChecked();
    api.route('updateGroup', { status: 409, body: { code: 'GROUP_EXISTS', message: 'taken' } }, { id: SUD.id });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(dialog).findByText('Un groupe porte déjà ce nom dans votre organisation. Choisissez-en un autre.'),
    ).toBeInTheDocument();
  });

  it('refuses to delete a group a member is scoped to, and says what to do', async () => {
    const user = userEvent.setup();
    renderTeam({ groups: [SUD] });
    await user.click(await screen.findByRole('button', { name: 'Supprimer le groupe Sud' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le groupe Sud ?' });
    api.route('deleteGroup', { status: 409, body: { code: 'GROUP_IN_USE', message: 'in use' } }, { id: SUD.id });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(
      await within(dialog).findByText(
        "Des membres ou des invitations en attente voient ce groupe : changez d'abord leur accès, puis supprimez-le.",
      ),
    ).toBeInTheDocument();
  });
});
