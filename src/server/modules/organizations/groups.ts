import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { isUniqueViolation, type Database, type Transaction } from '../../db/client';
import type { Realtime } from '../../plugins/realtime';
import { establishmentGroupLocations, establishmentGroups, listings, organizationInvitations, organizationMembers } from '../../db/schema';
import { AppError } from '../../errors';
import type { EstablishmentGroup } from '../../../shared/api/organizations';
import { seesEveryEstablishment, type Role } from '../../../shared/roles';
import type { Organizations } from './service';

/**
 * `rooms`: the open sockets of the members scoped to a group follow its establishments; `seen`: what a member sees,
 * for the groups they read.
 */
type GroupsOptions = {
  db: Database;
  rooms: Pick<Realtime, 'refreshRooms'>;
  seen: Pick<Organizations, 'establishmentsOf'>;
  now?: () => Date;
};

/** A group as it is written: its name (trimmed by the request's schema) and its establishments' ids. */
export type GroupInput = { name: string; locations: number[] };

/**
 * Groups of an organisation's establishments (« Sud-Ouest », « Franchisés »): a filter for everyone, and a member's
 * scope. A member scoped to a group sees the establishments in it at each request, so one added to the group later is
 * seen at once and one taken out of it no longer; their open sockets follow (`rooms`).
 */
export function createGroups({ db, rooms, seen, now = () => new Date() }: GroupsOptions) {
  /**
   * The organisation's groups, by name, as `reader` may see them: owners and admins every group; another member, in
   * each group, the establishments they see, and only the groups holding one (an establishment out of their scope is
   * never named to them).
   */
  async function list(organizationId: number, reader: { userId: number; role: Role }): Promise<EstablishmentGroup[]> {
    const groups = await db
      .select({ id: establishmentGroups.id, name: establishmentGroups.name })
      .from(establishmentGroups)
      .where(eq(establishmentGroups.organizationId, organizationId))
      .orderBy(asc(sql`lower(${establishmentGroups.name})`), asc(establishmentGroups.id));
    const held = await locationsOf(
      db,
      groups.map((group) => group.id),
    );
    const all = groups.map((group) => ({ ...group, locations: held.get(group.id) ?? [] }));
    if (seesEveryEstablishment(reader.role)) return all;
    const theirs = new Set((await seen.establishmentsOf(reader.userId)).map((place) => place.id));
    const sees = (locationId: number) => theirs.has(locationId);
    return all.map((group) => ({ ...group, locations: group.locations.filter(sees) })).filter((group) => group.locations.length > 0);
  }

  async function create(organizationId: number, input: GroupInput): Promise<EstablishmentGroup> {
    const locations = await checkedLocations(organizationId, input.locations);
    // Nobody is scoped to a group just made: no socket changes rooms.
    return db
      .transaction(async (tx) => {
        const [group] = await insertNamed(tx, organizationId, input.name);
        if (locations.length > 0) {
          await tx.insert(establishmentGroupLocations).values(locations.map((locationId) => ({ groupId: group.id, locationId })));
        }
        return { ...group, locations };
      })
      .catch(outsideLocations);
  }

  /** Renames the group and replaces its establishments; the members scoped to it see the new ones at once. */
  async function update(organizationId: number, groupId: number, input: GroupInput): Promise<EstablishmentGroup & { changed: boolean }> {
    const locations = await checkedLocations(organizationId, input.locations);
    const result = await db
      .transaction(async (tx) => {
        const group = await lockedGroup(tx, organizationId, groupId);
        try {
          await tx.update(establishmentGroups).set({ name: input.name, updatedAt: now() }).where(eq(establishmentGroups.id, groupId));
        } catch (error) {
          throw isUniqueViolation(error) ? nameTaken() : error;
        }
        const before = (await locationsOf(tx, [groupId])).get(groupId) ?? [];
        const removed = before.filter((id) => !locations.includes(id));
        const added = locations.filter((id) => !before.includes(id));
        // Only the rows that change are written: a member's kept account is read again only when their group changed.
        if (removed.length > 0) {
          await tx
            .delete(establishmentGroupLocations)
            .where(and(eq(establishmentGroupLocations.groupId, groupId), inArray(establishmentGroupLocations.locationId, removed)));
        }
        if (added.length > 0) {
          await tx.insert(establishmentGroupLocations).values(added.map((locationId) => ({ groupId, locationId })));
        }
        return { id: group.id, name: input.name, locations, changed: removed.length + added.length > 0 };
      })
      .catch(outsideLocations);
    // The members scoped to the group join or leave the rooms of the establishments it gained or lost.
    if (result.changed) await rooms.refreshRooms({ organizationId });
    return result;
  }

  /**
   * Deletes the group, unless members or pending invitations are scoped to it (409 `GROUP_IN_USE`). Refused rather
   * than leaving them with nothing: a member who sees no establishment is shown the setup of a new account, and
   * what they should see instead is the owner's choice to make, member by member.
   */
  async function remove(organizationId: number, groupId: number): Promise<{ name: string }> {
    return db.transaction(async (tx) => {
      // Locked first: a member scoped to the group meanwhile waits for the deletion, then is refused by the foreign key
      // (`isForeignKeyViolation`, a 400 of the scope).
      const group = await lockedGroup(tx, organizationId, groupId);
      const [member] = await tx
        .select({ userId: organizationMembers.userId })
        .from(organizationMembers)
        .where(eq(organizationMembers.groupId, groupId))
        .limit(1);
      const [invitation] = await tx
        .select({ id: organizationInvitations.id })
        .from(organizationInvitations)
        .where(
          and(
            eq(organizationInvitations.groupId, groupId),
            isNull(organizationInvitations.acceptedAt),
            gt(organizationInvitations.expiresAt, now()),
          ),
        )
        .limit(1);
      if (member || invitation) {
        throw new AppError(
          409,
          'GROUP_IN_USE',
          "Des membres ou des invitations en attente voient ce groupe : changez d'abord leur accès, puis supprimez-le.",
        );
      }
      await tx.delete(establishmentGroups).where(eq(establishmentGroups.id, groupId));
      return { name: group.name };
    });
  }

  /** The organisation's establishments among `ids`, all of them, or a 400: a group holds only its own. */
  async function checkedLocations(organizationId: number, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const found = await db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.organizationId, organizationId), inArray(listings.id, ids)));
    if (found.length !== new Set(ids).size) throw notTheOrganizations();
    return [...new Set(ids)].sort((a, b) => a - b);
  }

  async function insertNamed(tx: Transaction, organizationId: number, name: string) {
    try {
      return await tx
        .insert(establishmentGroups)
        .values({ organizationId, name, createdAt: now(), updatedAt: now() })
        .returning({ id: establishmentGroups.id, name: establishmentGroups.name });
    } catch (error) {
      throw isUniqueViolation(error) ? nameTaken() : error;
    }
  }

  /** The group of the organisation, locked until the transaction ends; another organisation's is as one that never was. */
  async function lockedGroup(tx: Transaction, organizationId: number, groupId: number) {
    const [group] = await tx
      .select({ id: establishmentGroups.id, name: establishmentGroups.name })
      .from(establishmentGroups)
      .where(and(eq(establishmentGroups.id, groupId), eq(establishmentGroups.organizationId, organizationId)))
      .for('update');
    if (!group) throw new AppError(404, 'GROUP_NOT_FOUND', "Ce groupe d'établissements n'existe pas");
    return group;
  }

  return { list, create, update, remove };
}

const notTheOrganizations = () =>
  new AppError(400, 'VALIDATION_ERROR', "Le groupe nomme un établissement qui n'est pas de l'organisation", {
    fields: { locations: 'validation.group.locations' },
  });

/** An establishment removed between the check and the write: the same 400 as one that was never the organisation's. */
function outsideLocations(error: unknown): never {
  throw isForeignKeyViolation(error) ? notTheOrganizations() : error;
}

const nameTaken = () => new AppError(409, 'GROUP_EXISTS', 'Un groupe porte déjà ce nom dans votre organisation');

/** A row named a row that is gone (a group deleted, an establishment removed, while the request was checked). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** The establishments of each group, by id. */
async function locationsOf(executor: Database | Transaction, groupIds: number[]): Promise<Map<number, number[]>> {
  const held = new Map<number, number[]>();
  if (groupIds.length === 0) return held;
  const rows = await executor
    .select({ groupId: establishmentGroupLocations.groupId, locationId: establishmentGroupLocations.locationId })
    .from(establishmentGroupLocations)
    .where(inArray(establishmentGroupLocations.groupId, groupIds))
    .orderBy(asc(establishmentGroupLocations.locationId));
  for (const { groupId, locationId } of rows) held.set(groupId, [...(held.get(groupId) ?? []), locationId]);
  return held;
}

export type Groups = ReturnType<typeof createGroups>;
