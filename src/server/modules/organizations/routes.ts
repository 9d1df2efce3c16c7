import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { organizationOf } from '../../plugins/authenticate';
import { journalInOrganization } from '../../plugins/activity-journal';
import { route } from '../../plugins/route';
import { isValidTwoFactorToken } from '../../plugins/two-factor-token';
import { hasSubscriptionAccess } from '../subscriptions';
import type { Actor } from './members';

/** The signed-in user's organisations (`/organizations/private`). */
export async function organizationsRoutes(app: FastifyInstance) {
  route(app, 'organizations', async (request) => app.organizations.membershipsOf(request.owner.id));
  // The journal of the organisation the request acts in (`?organization=`, else as every organisation route).
  route(app, 'activity', async (request) => app.activity.journal(organizationOf(request), request.query.before));
  // Who owns the organisation and who pays for it: a fresh one-time code (`twoFactorToken`), and a token checked with
  // the identity provider rather than the cache. Owners only (the route table's `billing`).
  route(app, 'transferOwnership', { config: { freshToken: true } }, async (request, reply) => {
    if (!isValidTwoFactorToken(app.config.secret, request.owner.providerUid, request.body.twoFactorToken)) {
      throw new AppError(428, 'TWO_FACTOR_REQUIRED', 'Confirm the transfer with a one-time code first');
    }
    await app.organizations.transferOwnership({ userId: request.owner.id, organizationId: organizationOf(request) }, request.body.userId);
    return reply.status(204).send();
  });
}

/** The establishments the signed-in user sees (`/locations/private`). */
export async function establishmentsRoutes(app: FastifyInstance) {
  route(app, 'establishments', async (request) => ({ items: await app.organizations.establishmentsOf(request.owner.id) }));
}

/** The member acting, in the organisation the request acts in (the route table let their role through). */
function actorOf(request: FastifyRequest): Actor {
  return { userId: request.owner.id, name: request.owner.name, organizationId: organizationOf(request), role: request.role! };
}

/** A team beyond its owner is a paid feature: a running trial is not enough (402 `PLAN_REQUIRED`). */
function requirePaidPlan(request: FastifyRequest) {
  if (!hasSubscriptionAccess(request.ownerSubscriptions.filter((row) => !row.isTrial))) {
    throw new AppError(402, 'PLAN_REQUIRED', 'Inviting members needs a paid plan');
  }
}

/** The team of an organisation (`/members/private`): members, roles, scopes and invitations. */
export async function membersRoutes(app: FastifyInstance) {
  route(app, 'team', async (request) => app.members.team(actorOf(request).organizationId));
  route(app, 'invite', async (request, reply) => {
    requirePaidPlan(request);
    const invitation = await app.members.invite(actorOf(request), request.body);
    await journalInOrganization(app, request, 'member.invited', { email: invitation.email, role: invitation.role });
    return reply.status(201).send(invitation);
  });
  route(app, 'revokeInvitation', async (request, reply) => {
    const { email, role } = await app.members.revoke(actorOf(request), request.params.id);
    await journalInOrganization(app, request, 'invitation.revoked', { email, role });
    return reply.status(204).send();
  });
  // Any signed-in user may accept: the invitation itself says where they go, and must be to their address.
  route(app, 'acceptInvitation', async (request) => {
    const { organizationId } = await app.members.accept(request.owner, request.body.token);
    return (await app.organizations.membershipsOf(request.owner.id)).find((membership) => membership.id === organizationId)!;
  });
  route(app, 'changeMember', async (request) => {
    const member = await app.members.change(actorOf(request), request.params.userId, request.body);
    const { locations } = member;
    // A group's scope names the group: its establishments change with it.
    const scope: Record<string, string | number> =
      locations === 'all'
        ? { scope: 'all' }
        : Array.isArray(locations)
          ? { scope: locations.length }
          : { scope: 'group', groupId: locations.group };
    await journalInOrganization(app, request, 'member.changed', { memberId: member.userId, role: member.role, ...scope });
    return member;
  });
  route(app, 'removeMember', async (request, reply) => {
    await app.members.remove(actorOf(request), request.params.userId);
    await journalInOrganization(app, request, 'member.removed', { memberId: request.params.userId });
    return reply.status(204).send();
  });
}

/**
 * The organisation's groups of establishments (`/groups/private`): every member reads them, owners and admins (the
 * route table's `establishments`) make, change and delete them.
 */
export async function groupsRoutes(app: FastifyInstance) {
  route(app, 'groups', async (request) => ({
    items: await app.groups.list(organizationOf(request), { userId: request.owner.id, role: request.role! }),
  }));
  route(app, 'createGroup', async (request, reply) => {
    const group = await app.groups.create(organizationOf(request), request.body);
    await journalInOrganization(app, request, 'group.created', { groupId: group.id, name: group.name, count: group.locations.length });
    return reply.status(201).send(group);
  });
  route(app, 'updateGroup', async (request) => {
    const { changed: _changed, ...group } = await app.groups.update(organizationOf(request), request.params.id, request.body);
    await journalInOrganization(app, request, 'group.changed', { groupId: group.id, name: group.name, count: group.locations.length });
    return group;
  });
  route(app, 'deleteGroup', async (request, reply) => {
    const { name } = await app.groups.remove(organizationOf(request), request.params.id);
    await journalInOrganization(app, request, 'group.deleted', { groupId: request.params.id, name });
    return reply.status(204).send();
  });
}
