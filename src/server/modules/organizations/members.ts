import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { MailTransport } from '../../adapters/mail/mail-transport';
import type { Database } from '../../db/client';
import type { Realtime } from '../../plugins/realtime';
import {
  establishmentGroups,
  listings,
  memberLocations,
  organizationInvitations,
  organizationMembers,
  organizations,
  users,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { Invitation, Member, MemberScope, Team } from '../../../shared/api/organizations';
import { mayGrant, type Role } from '../../../shared/roles';
import { isForeignKeyViolation } from './groups';
import { invitationMail } from './invitation-mail';

/** An invitation's link works this long, once. */
export const INVITATION_DAYS = 7;
/** Invitations an organisation may send in 24 hours: an inviter cannot turn Bonavis into a mailer. */
export const INVITATIONS_PER_DAY = 20;
/** Used or lapsed invitations are kept this long for the team's history, then deleted. */
const INVITATIONS_KEPT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The acting member: who they are, in which organisation, with which role (the authentication hook chose them). */
export type Actor = { userId: number; name: string; organizationId: number; role: Role };
export type ScopeInput = 'all' | number[] | { group: number };

/** `rooms`: a member's open sockets follow their scope at once (the realtime plugin's). */
type MembersOptions = {
  db: Database;
  mail: Pick<MailTransport, 'send'>;
  publicUrl: string;
  rooms: Pick<Realtime, 'refreshRooms'>;
  now?: () => Date;
};

/**
 * The team of an organisation: its members, their roles and scopes, and invitations. The route table decides who may
 * call each route (owners and admins); these rules are the ones a role alone cannot say: nobody widens their own role
 * or scope, grants above their own role or changes or removes an owner.
 */
export function createMembers({ db, mail, publicUrl, rooms, now = () => new Date() }: MembersOptions) {
  /**
   * The organisation's establishments among `ids`, all of them, or its group, or a 400: a scope names only its own
   * establishments and groups.
   */
  async function checkedScope(organizationId: number, scope: ScopeInput) {
    if (scope === 'all') return { allLocations: true, groupId: null, locationIds: [] as number[] };
    if (!Array.isArray(scope)) {
      const [group] = await db
        .select({ id: establishmentGroups.id })
        .from(establishmentGroups)
        .where(and(eq(establishmentGroups.organizationId, organizationId), eq(establishmentGroups.id, scope.group)));
      if (!group) {
        throw new AppError(400, 'VALIDATION_ERROR', "Le groupe n'existe pas dans cette organisation", {
          fields: { locations: 'validation.scope.invalid' },
        });
      }
      return { allLocations: false, groupId: group.id, locationIds: [] as number[] };
    }
    const found = await db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.organizationId, organizationId), inArray(listings.id, scope)));
    if (found.length !== scope.length) {
      throw new AppError(400, 'VALIDATION_ERROR', 'The scope names an establishment outside the organisation', {
        fields: { locations: 'validation.scope.invalid' },
      });
    }
    return { allLocations: false, groupId: null, locationIds: [...scope].sort((a, b) => a - b) };
  }

  async function team(organizationId: number): Promise<Team> {
    const [members, listed, invitations] = await Promise.all([
      db
        .select({
          userId: users.id,
          email: users.email,
          name: users.name,
          role: organizationMembers.role,
          all: organizationMembers.allLocations,
          groupId: organizationMembers.groupId,
        })
        .from(organizationMembers)
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        .where(eq(organizationMembers.organizationId, organizationId))
        .orderBy(asc(users.name), asc(users.id)),
      db.select().from(memberLocations).where(eq(memberLocations.organizationId, organizationId)),
      db
        .select()
        .from(organizationInvitations)
        .where(
          and(
            eq(organizationInvitations.organizationId, organizationId),
            isNull(organizationInvitations.acceptedAt),
            gt(organizationInvitations.expiresAt, now()),
          ),
        )
        .orderBy(asc(organizationInvitations.createdAt)),
    ]);
    return {
      members: members.map(({ all, groupId, ...member }): Member => ({
        ...member,
        locations: scopeOf(all, groupId, () => listed.filter((row) => row.userId === member.userId).map((row) => row.locationId)),
      })),
      invitations: invitations.map(toInvitation),
    };
  }

  /**
   * Invites an address, counted against the organisation's day in the same transaction (an advisory lock per
   * organisation, so invitations sent at once cannot pass the count together). Mails the link; returns the invitation.
   */
  async function invite(actor: Actor, input: { email: string; role: Role; locations: ScopeInput }) {
    refuseGrant(actor, input.role);
    const scope = await checkedScope(actor.organizationId, input.locations);
    const token = randomBytes(32).toString('base64url');
    const at = now();
    const created = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_NAMESPACE}, ${actor.organizationId})`);
      const [already] = await tx
        .select({ userId: organizationMembers.userId })
        .from(organizationMembers)
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        .where(and(eq(organizationMembers.organizationId, actor.organizationId), eq(users.email, input.email)));
      if (already) throw new AppError(409, 'ALREADY_MEMBER', 'This address is already a member of the organisation');
      const [{ sent }] = await tx
        .select({ sent: sql<number>`count(*)`.mapWith(Number) })
        .from(organizationInvitations)
        .where(
          and(
            eq(organizationInvitations.organizationId, actor.organizationId),
            gt(organizationInvitations.createdAt, new Date(at.getTime() - DAY_MS)),
          ),
        );
      if (sent >= INVITATIONS_PER_DAY) {
        throw new AppError(429, 'TOO_MANY_REQUESTS', `At most ${INVITATIONS_PER_DAY} invitations a day per organisation`, {
          retryAfterSeconds: 3600,
        });
      }
      // What the team's history no longer needs goes as the next one is made.
      await tx
        .delete(organizationInvitations)
        .where(
          and(
            eq(organizationInvitations.organizationId, actor.organizationId),
            lt(organizationInvitations.expiresAt, new Date(at.getTime() - INVITATIONS_KEPT_DAYS * DAY_MS)),
          ),
        );
      const [row] = await tx
        .insert(organizationInvitations)
        .values({
          organizationId: actor.organizationId,
          email: input.email,
          role: input.role,
          ...scope,
          tokenHash: hashOf(token),
          invitedBy: actor.userId,
          createdAt: at,
          expiresAt: new Date(at.getTime() + INVITATION_DAYS * DAY_MS),
        })
        .returning()
        .catch(scopeGone);
      return row;
    });
    const [organization] = await db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, actor.organizationId));
    await mail.send(
      invitationMail({
        to: input.email,
        inviter: actor.name,
        organization: organization.name,
        role: input.role,
        url: `${publicUrl}/invitation?token=${token}`,
      }),
    );
    return toInvitation(created);
  }

  async function revoke(actor: Actor, invitationId: number) {
    const [deleted] = await db
      .delete(organizationInvitations)
      .where(and(eq(organizationInvitations.id, invitationId), eq(organizationInvitations.organizationId, actor.organizationId)))
      .returning({ email: organizationInvitations.email, role: organizationInvitations.role });
    if (!deleted) throw new AppError(404, 'NOT_FOUND', 'No such invitation');
    return deleted;
  }

  /**
   * The signed-in user accepts: the invitation must be to their own address, unused and under 7 days old. Using it
   * and joining happen in one transaction, so a link used twice at once makes one member.
   */
  async function accept(user: { id: number; email: string }, token: string) {
    const joined = await join(user, token);
    await rooms.refreshRooms({ userId: user.id });
    return joined;
  }

  async function join(user: { id: number; email: string }, token: string) {
    return db.transaction(async (tx) => {
      const [invitation] = await tx
        .select()
        .from(organizationInvitations)
        .where(eq(organizationInvitations.tokenHash, hashOf(token)));
      if (!invitation) throw new AppError(410, 'INVITATION_EXPIRED', 'This invitation was used, withdrawn or has lapsed');
      if (invitation.email !== user.email.toLowerCase()) {
        throw new AppError(403, 'INVITATION_EMAIL_MISMATCH', 'This invitation was sent to another address: sign in with it');
      }
      const [used] = await tx
        .update(organizationInvitations)
        .set({ acceptedAt: now() })
        .where(
          and(
            eq(organizationInvitations.id, invitation.id),
            isNull(organizationInvitations.acceptedAt),
            gt(organizationInvitations.expiresAt, now()),
          ),
        )
        .returning();
      if (!used) throw new AppError(410, 'INVITATION_EXPIRED', 'This invitation was used, withdrawn or has lapsed');
      const [joined] = await tx
        .insert(organizationMembers)
        .values({
          organizationId: used.organizationId,
          userId: user.id,
          role: used.role,
          allLocations: used.allLocations,
          groupId: used.allLocations ? null : used.groupId,
        })
        .onConflictDoNothing()
        .returning();
      // Already a member (invited twice): the invitation is spent, the membership stays as it was.
      if (joined && !used.allLocations && used.locationIds.length > 0) {
        // Establishments removed since the invitation are left out.
        const still = await tx
          .select({ id: listings.id })
          .from(listings)
          .where(and(eq(listings.organizationId, used.organizationId), inArray(listings.id, used.locationIds)));
        if (still.length > 0) {
          await tx
            .insert(memberLocations)
            .values(still.map(({ id }) => ({ organizationId: used.organizationId, userId: user.id, locationId: id })));
        }
      }
      return { organizationId: used.organizationId };
    });
  }

  /** The member as the organisation holds them; 404 for a user who is not one. */
  async function memberOf(organizationId: number, userId: number) {
    const [member] = await db
      .select()
      .from(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)));
    if (!member) throw new AppError(404, 'NOT_FOUND', 'No such member');
    return member;
  }

  /** A member's new role and scope; the version grows, so their kept account and answers are read again. */
  async function change(actor: Actor, userId: number, input: { role: Role; locations: ScopeInput }) {
    const member = await memberOf(actor.organizationId, userId);
    refuseChangeOf(actor, member);
    refuseGrant(actor, input.role);
    const scope = await checkedScope(actor.organizationId, input.locations);
    await db.transaction(async (tx) => {
      await tx
        .update(organizationMembers)
        .set({
          role: input.role,
          allLocations: scope.allLocations,
          groupId: scope.groupId,
          version: sql`${organizationMembers.version} + 1`,
          updatedAt: now(),
        })
        .where(and(eq(organizationMembers.organizationId, actor.organizationId), eq(organizationMembers.userId, userId)))
        .catch(scopeGone);
      await tx
        .delete(memberLocations)
        .where(and(eq(memberLocations.organizationId, actor.organizationId), eq(memberLocations.userId, userId)));
      if (scope.locationIds.length > 0) {
        await tx
          .insert(memberLocations)
          .values(scope.locationIds.map((locationId) => ({ organizationId: actor.organizationId, userId, locationId })))
          .catch(scopeGone);
      }
    });
    await rooms.refreshRooms({ userId });
    return (await team(actor.organizationId)).members.find((entry) => entry.userId === userId)!;
  }

  async function remove(actor: Actor, userId: number) {
    const member = await memberOf(actor.organizationId, userId);
    refuseChangeOf(actor, member);
    await db
      .delete(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, actor.organizationId), eq(organizationMembers.userId, userId)));
    await rooms.refreshRooms({ userId });
  }

  return { team, invite, revoke, accept, change, remove };
}

/**
 * A group or an establishment of the scope deleted between its check and the write (the transaction is then
 * rolled back): the scope's 400, as for one that never was the organisation's.
 */
function scopeGone(error: unknown): never {
  if (!isForeignKeyViolation(error)) throw error;
  throw new AppError(400, 'VALIDATION_ERROR', "Un établissement ou le groupe choisi n'existe plus", {
    fields: { locations: 'validation.scope.invalid' },
  });
}

/** pg_advisory_xact_lock's first key: this lock's namespace, so other advisory locks never meet it. */
const ADVISORY_NAMESPACE = 4401;

function refuseGrant(actor: Actor, role: Role) {
  if (!mayGrant(actor.role, role)) throw new AppError(403, 'ROLE_FORBIDDEN', 'Your role does not allow giving this role');
}

/**
 * Nobody changes their own role or scope, and an owner is changed only by transferring the ownership: 409, as the
 * member's state (not the actor's role) is what stands in the way.
 */
function refuseChangeOf(actor: Actor, member: { userId: number; role: Role }) {
  if (member.userId === actor.userId || member.role === 'owner') {
    throw new AppError(409, 'MEMBER_PROTECTED', 'Owners, and your own membership, are not changed here');
  }
}

/** A scope as the API says it: `all`, a group, or the establishments listed. */
function scopeOf(all: boolean, groupId: number | null, listed: () => number[]): MemberScope {
  if (all) return 'all';
  return groupId === null ? listed() : { group: groupId };
}

function toInvitation(row: typeof organizationInvitations.$inferSelect): Invitation {
  const locations = scopeOf(row.allLocations, row.groupId, () => row.locationIds);
  return { id: row.id, email: row.email, role: row.role, locations, expiresAt: row.expiresAt.toISOString() };
}

export type Members = ReturnType<typeof createMembers>;
