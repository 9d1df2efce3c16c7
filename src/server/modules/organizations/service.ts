import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import type { Realtime } from '../../plugins/realtime';
import {
  establishmentGroupLocations,
  listings,
  memberLocations,
  organizationMembers,
  organizations,
  reviewListingStats,
  subscriptions,
} from '../../db/schema';
import { AppError } from '../../errors';
import { ORGANIZATION_NAME_MAX, type Establishment, type Membership } from '../../../shared/api/organizations';
import type { Role } from '../../../shared/roles';
import { recordActivity } from './activity';
import { createNetworkScope } from './network-scope';
import { memberSees, type ListingRow, type ScopedAccount } from './scope-rule';

/**
 * A paid subscription of these statuses, not set to end with its period, still charges the owner: an owner transfers
 * the organisation only once theirs no longer does (docs/teams.md, « Transferring the ownership »).
 */
const CHARGING_STATUSES = ['ACTIVE', 'TRIALING', 'SUSPENDED'] as const;

/**
 * Organisations and their members. An account that finishes the setup wizard founds one, as its owner seeing every
 * establishment; invited members (to come) join an existing one and found none.
 */
export function createOrganizations(db: Database, rooms?: Pick<Realtime, 'refreshRooms'>) {
  /** Makes the organisation of a user who has none yet, in the wizard's transaction; its id. */
  async function found(tx: Transaction, userId: number, name: string): Promise<number> {
    const [owned] = await tx
      .select({ id: organizationMembers.organizationId })
      .from(organizationMembers)
      .where(and(eq(organizationMembers.userId, userId), eq(organizationMembers.role, 'owner')))
      .orderBy(asc(organizationMembers.organizationId))
      .limit(1);
    if (owned) return owned.id;
    const [created] = await tx
      .insert(organizations)
      .values({ name: name.trim().slice(0, ORGANIZATION_NAME_MAX) })
      .returning({ id: organizations.id });
    await tx.insert(organizationMembers).values({ organizationId: created.id, userId, role: 'owner', allLocations: true });
    return created.id;
  }

  /**
   * The user's memberships, each with whether they see every establishment (by role or scope) or the listed ones:
   * those of `member_locations`, or those in the member's group now.
   */
  async function scopesOf(userId: number) {
    const rows = await db
      .select({
        id: organizations.id,
        name: organizations.name,
        role: organizationMembers.role,
        allLocations: organizationMembers.allLocations,
      })
      .from(organizationMembers)
      .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
      .where(eq(organizationMembers.userId, userId))
      .orderBy(asc(organizations.name), asc(organizations.id));
    const listed = [
      ...(await db
        .select({ organizationId: memberLocations.organizationId, locationId: memberLocations.locationId })
        .from(memberLocations)
        .where(eq(memberLocations.userId, userId))),
      ...(await db
        .select({ organizationId: organizationMembers.organizationId, locationId: establishmentGroupLocations.locationId })
        .from(organizationMembers)
        .innerJoin(establishmentGroupLocations, eq(establishmentGroupLocations.groupId, organizationMembers.groupId))
        .where(eq(organizationMembers.userId, userId))),
    ];
    return rows.map(({ allLocations, ...row }) => {
      const scope = new Set(listed.filter((entry) => entry.organizationId === row.id).map((entry) => entry.locationId));
      return { ...row, sees: (locationId: number) => memberSees({ role: row.role, allLocations }, scope.has(locationId)) };
    });
  }

  /**
   * The members who see the establishment (its organisation's, by role and scope), each with their role; read at each
   * call, so a member removed or narrowed is left out at once.
   */
  async function membersSeeing(locationId: number): Promise<{ userId: number; role: Role }[]> {
    const rows = await db
      .select({
        userId: organizationMembers.userId,
        role: organizationMembers.role,
        allLocations: organizationMembers.allLocations,
        listed: memberLocations.locationId,
        grouped: establishmentGroupLocations.locationId,
      })
      .from(listings)
      .innerJoin(organizationMembers, eq(organizationMembers.organizationId, listings.organizationId))
      .leftJoin(
        memberLocations,
        and(
          eq(memberLocations.organizationId, organizationMembers.organizationId),
          eq(memberLocations.userId, organizationMembers.userId),
          eq(memberLocations.locationId, listings.id),
        ),
      )
      .leftJoin(
        establishmentGroupLocations,
        and(eq(establishmentGroupLocations.groupId, organizationMembers.groupId), eq(establishmentGroupLocations.locationId, listings.id)),
      )
      .where(eq(listings.id, locationId))
      .orderBy(asc(organizationMembers.userId));
    return rows.filter((row) => memberSees(row, row.listed !== null || row.grouped !== null)).map(({ userId, role }) => ({ userId, role }));
  }

  /** Every establishment the user sees, with its figures, by name. */
  async function establishmentsOf(userId: number): Promise<Establishment[]> {
    const scopes = await scopesOf(userId);
    if (scopes.length === 0) return [];
    const places = await db
      .select({
        id: listings.id,
        organizationId: listings.organizationId,
        name: listings.name,
        address: listings.address,
        averageRating: listings.averageRating,
        reviewCount: sql<number>`coalesce(${reviewListingStats.reviews} - ${reviewListingStats.removed}, 0)`.mapWith(Number),
        hasBeenSynchronized: listings.hasBeenSynchronized,
      })
      .from(listings)
      .leftJoin(reviewListingStats, eq(reviewListingStats.listingId, listings.id))
      .where(
        inArray(
          listings.organizationId,
          scopes.map((scope) => scope.id),
        ),
      )
      .orderBy(asc(listings.name), asc(listings.id));
    return places.filter((place) => scopes.some((scope) => scope.id === place.organizationId && scope.sees(place.id)));
  }

  /** Each organisation of the user, with their role and the establishments their role and scope let them see. */
  async function membershipsOf(userId: number): Promise<Membership[]> {
    const [scopes, places] = await Promise.all([scopesOf(userId), establishmentsOf(userId)]);
    return scopes.map(({ id, name, role }) => ({
      id,
      name,
      role,
      establishments: places.filter((place) => place.organizationId === id).map((place) => ({ id: place.id, name: place.name })),
    }));
  }

  /** Each organisation of the user, with their role there and the roles of its other members. */
  async function membersBeside(executor: Database | Transaction, userId: number) {
    const mine = await executor
      .select({ id: organizationMembers.organizationId, role: organizationMembers.role })
      .from(organizationMembers)
      .where(eq(organizationMembers.userId, userId));
    const others = await Promise.all(
      mine.map(({ id }) =>
        executor
          .select({ role: organizationMembers.role })
          .from(organizationMembers)
          .where(and(eq(organizationMembers.organizationId, id), ne(organizationMembers.userId, userId))),
      ),
    );
    return mine.map((membership, index) => ({ ...membership, others: others[index].map((other) => other.role) }));
  }

  /** An organisation never loses its last owner while it has other members: 409 `OWNER_MUST_TRANSFER`. */
  async function refuseLastOwnerLeaving(userId: number, executor: Database | Transaction = db) {
    const lastOwner = (await membersBeside(executor, userId)).some(
      ({ role, others }) => role === 'owner' && others.length > 0 && !others.includes('owner'),
    );
    if (lastOwner) throw new AppError(409, 'OWNER_MUST_TRANSFER', 'Transfer the ownership of your organisation, or delete it, first');
  }

  /** As a user's account is deleted: the organisations where they are alone go with them, their establishments too. */
  async function leaveAll(tx: Transaction, userId: number) {
    await refuseLastOwnerLeaving(userId, tx);
    const alone = (await membersBeside(tx, userId)).filter(({ others }) => others.length === 0).map(({ id }) => id);
    if (alone.length > 0) await tx.delete(organizations).where(inArray(organizations.id, alone));
  }

  /**
   * The owner hands the organisation to another of its members, in one transaction: the member becomes owner, the
   * former owner admin (both membership versions grow, so kept accounts read them again on the next request), and the
   * organisation's establishments are paid by the new owner from now on (`locations.user_id`). Refused while the
   * former owner's own paid subscription still charges them (409 `SUBSCRIPTION_STILL_ACTIVE`): nobody pays for an
   * organisation they no longer own, and nobody is billed twice.
   */
  async function transferOwnership(from: { userId: number; organizationId: number }, toUserId: number) {
    if (toUserId === from.userId) throw new AppError(409, 'MEMBER_PROTECTED', 'You already own this organisation');
    const { organizationId } = from;
    await db.transaction(async (tx) => {
      // Both rows locked: two transfers at once, or a removal beside this one, wait for it and then see its result.
      const rows = await tx
        .select({ userId: organizationMembers.userId, role: organizationMembers.role })
        .from(organizationMembers)
        .where(and(eq(organizationMembers.organizationId, organizationId), inArray(organizationMembers.userId, [from.userId, toUserId])))
        .for('update');
      if (rows.find((row) => row.userId === from.userId)?.role !== 'owner') {
        throw new AppError(403, 'ROLE_FORBIDDEN', 'Your role does not allow this action');
      }
      if (!rows.some((row) => row.userId === toUserId)) throw new AppError(404, 'NOT_FOUND', 'No such member');
      const [charging] = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, from.userId),
            eq(subscriptions.isTrial, false),
            inArray(subscriptions.status, CHARGING_STATUSES),
            eq(subscriptions.cancelAtPeriodEnd, false),
          ),
        )
        .limit(1);
      if (charging) {
        throw new AppError(
          409,
          'SUBSCRIPTION_STILL_ACTIVE',
          "Résiliez d'abord votre abonnement (Paramètres → Facturation) : le nouveau propriétaire souscrira le sien après le transfert.",
        );
      }
      const bumped = { version: sql`${organizationMembers.version} + 1`, updatedAt: new Date() };
      const member = (userId: number) =>
        and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId));
      await tx
        .update(organizationMembers)
        .set({ role: 'owner', allLocations: true, groupId: null, ...bumped })
        .where(member(toUserId));
      await tx.delete(memberLocations).where(and(eq(memberLocations.organizationId, organizationId), eq(memberLocations.userId, toUserId)));
      await tx
        .update(organizationMembers)
        .set({ role: 'admin', allLocations: true, groupId: null, ...bumped })
        .where(member(from.userId));
      await tx.update(listings).set({ userId: toUserId }).where(eq(listings.organizationId, organizationId));
      await recordActivity(tx, { organizationId, userId: from.userId, action: 'ownership.transferred', details: { to: toUserId } });
    });
    // The new owner sees every establishment now: their open screens join its rooms.
    await rooms?.refreshRooms({ userId: toUserId });
  }

  /** The user's memberships as their data export shows them. */
  async function exportOf(userId: number) {
    const rows = await db
      .select({
        organization: organizations.name,
        role: organizationMembers.role,
        allLocations: organizationMembers.allLocations,
        joinedAt: organizationMembers.createdAt,
        locations: sql<number[]>`coalesce((select array_agg(${memberLocations.locationId} order by ${memberLocations.locationId})
          from ${memberLocations} where ${memberLocations.organizationId} = ${organizationMembers.organizationId}
          and ${memberLocations.userId} = ${organizationMembers.userId}), '{}')`,
      })
      .from(organizationMembers)
      .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
      .where(eq(organizationMembers.userId, userId))
      .orderBy(asc(organizations.id));
    return rows.map(({ locations, ...row }) => ({ ...row, locations: row.allLocations ? ('all' as const) : locations }));
  }

  /**
   * The establishment a request acts on, and the user's role there. Without `requested`: the user's own listing, else
   * the only establishment they see (several: `LOCATION_REQUIRED` when a route needs one). With it: that establishment
   * if the user sees it; one they do not see answers as if it did not exist (`LOCATION_NOT_FOUND`).
   */
  async function establishmentFor(account: ScopedAccount, requested: string | undefined): Promise<EstablishmentChoice> {
    const roleIn = (listing: ListingRow) =>
      account.memberships.find((member) => member.organizationId === listing.organizationId)?.role ??
      // An establishment the user made before organisations is theirs.
      (listing.userId === account.owner.id ? 'owner' : null);
    if (requested === undefined) {
      if (account.listing) return ownListing(account.listing);
      const visible = await establishmentsOf(account.owner.id);
      if (visible.length === 0) return { listing: null, ...onlyOrganization(account) };
      if (visible.length > 1) return { listing: null, ...onlyOrganization(account), missing: 'LOCATION_REQUIRED' };
      return chosen(visible[0].id);
    }
    if (!/^[1-9][0-9]{0,9}$/.test(requested) || Number(requested) > 2 ** 31 - 1) {
      throw new AppError(400, 'VALIDATION_ERROR', 'location must be an establishment id', {
        fields: { location: 'validation.location.invalid' },
      });
    }
    const id = Number(requested);
    if (account.listing?.id === id) return ownListing(account.listing);
    return chosen(id);

    function ownListing(listing: Readonly<ListingRow>): EstablishmentChoice {
      return { listing, role: roleIn(listing), organizationId: listing.organizationId };
    }

    async function chosen(listingId: number): Promise<EstablishmentChoice> {
      const [listing] = await db.select().from(listings).where(eq(listings.id, listingId));
      const member = listing && account.memberships.find((entry) => entry.organizationId === listing.organizationId);
      const sees = member && memberSees(member, member.locationIds.includes(listingId));
      if (!listing || !member || !sees) throw new AppError(404, 'LOCATION_NOT_FOUND', 'No such establishment');
      return { listing, role: member.role, organizationId: listing.organizationId };
    }
  }

  return {
    found,
    membershipsOf,
    establishmentsOf,
    membersSeeing,
    establishmentFor,
    /** The establishments of a network request (`?location=all`, `?locations=`): `network-scope.ts`. */
    networkFor: createNetworkScope(db).networkFor,
    refuseLastOwnerLeaving,
    leaveAll,
    transferOwnership,
    exportOf,
  };
}

/** The user's only organisation and their role there, when they have exactly one (organisation-wide routes). */
function onlyOrganization(account: ScopedAccount): Pick<EstablishmentChoice, 'role' | 'organizationId'> {
  const [only] = account.memberships;
  return account.memberships.length === 1 ? { role: only.role, organizationId: only.organizationId } : { role: null, organizationId: null };
}

export type { ScopedAccount };

/** The establishment of a request and the user's role there; `missing` says why a route that needs one has none. */
export type EstablishmentChoice = {
  listing: Readonly<ListingRow> | null;
  role: Role | null;
  /** The organisation the request acts in: the establishment's, else the user's only one. */
  organizationId: number | null;
  missing?: 'LOCATION_REQUIRED';
};

export type Organizations = ReturnType<typeof createOrganizations>;
export type { Role };
