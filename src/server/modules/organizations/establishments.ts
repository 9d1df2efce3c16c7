import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listings, organizationMembers } from '../../db/schema';
import { AppError } from '../../errors';
import type { Realtime } from '../../plugins/realtime';
import { TRIAL_MAX_ESTABLISHMENTS } from '../../../shared/api/organizations';
import { hasSubscriptionAccess, type SubscriptionsService } from '../subscriptions';
import { keepRemovedHistory } from './removed-establishments';

type ListingRow = typeof listings.$inferSelect;
/** What a new establishment is, from the maps provider's page (the organisation and its payer are set here). */
export type NewEstablishment = Omit<typeof listings.$inferInsert, 'id' | 'userId' | 'organizationId'>;

/** pg_advisory_xact_lock's first key for an organisation's establishments (the members' invitations use 4401). */
const ESTABLISHMENTS_LOCK = 4402;

/**
 * An organisation's establishments added and removed. The organisation's owner pays for each: an establishment
 * belongs to their account (`locations.user_id`), whose subscriptions give every member access. The count is checked
 * under a lock per organisation, so additions sent at once cannot pass the trial's cap together.
 */
export function createEstablishments(
  db: Database,
  subscriptions: Pick<SubscriptionsService, 'list'>,
  // The members' open sockets join or leave an establishment's room as it is added or removed.
  rooms: Pick<Realtime, 'refreshRooms'>,
) {
  /** The account paying for the organisation: its first owner. */
  async function payerOf(organizationId: number): Promise<number> {
    const [owner] = await db
      .select({ userId: organizationMembers.userId })
      .from(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.role, 'owner')))
      .orderBy(asc(organizationMembers.createdAt), asc(organizationMembers.userId))
      .limit(1);
    if (!owner) throw new AppError(404, 'ORGANIZATION_NOT_FOUND', 'This organisation has no owner');
    return owner.userId;
  }

  /**
   * Adds a business as an establishment of the organisation; it is not synchronised yet. A running trial covers
   * TRIAL_MAX_ESTABLISHMENTS, a paid plan any number; without either nothing is added (402).
   */
  async function add(organizationId: number, place: NewEstablishment): Promise<ListingRow> {
    const payer = await payerOf(organizationId);
    const held = await subscriptions.list(payer);
    if (!hasSubscriptionAccess(held)) {
      throw new AppError(402, 'PREMIUM_REQUIRED', 'Adding an establishment needs the free trial or a subscription');
    }
    const paid = hasSubscriptionAccess(held.filter((row) => !row.isTrial));
    const added = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ESTABLISHMENTS_LOCK}, ${organizationId})`);
      const present = await tx
        .select({ providerId: listings.providerId })
        .from(listings)
        .where(eq(listings.organizationId, organizationId));
      if (present.some((row) => row.providerId === place.providerId)) {
        throw new AppError(409, 'ESTABLISHMENT_EXISTS', 'This business is already an establishment of the organisation');
      }
      if (!paid && present.length >= TRIAL_MAX_ESTABLISHMENTS) {
        throw new AppError(
          402,
          'ESTABLISHMENT_LIMIT',
          `The free trial covers ${TRIAL_MAX_ESTABLISHMENTS} establishments; subscribe for more`,
        );
      }
      const [row] = await tx
        .insert(listings)
        .values({ ...place, userId: payer, organizationId })
        .returning();
      return row;
    });
    // Before its synchronisation starts, so its first progress reaches the members who see it.
    await rooms.refreshRooms({ organizationId });
    return added;
  }

  /**
   * Removes an establishment of the organisation with everything that is its own (reviews and their history, requests,
   * game, widget, settings: their rows go with it). The organisation keeps at least one: leaving entirely is deleting
   * the account. Answers the removed row.
   */
  async function remove(organizationId: number, listingId: number): Promise<ListingRow> {
    const removed = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ESTABLISHMENTS_LOCK}, ${organizationId})`);
      const held = await tx.select({ id: listings.id }).from(listings).where(eq(listings.organizationId, organizationId));
      if (!held.some((row) => row.id === listingId)) throw new AppError(404, 'LOCATION_NOT_FOUND', 'No such establishment');
      if (held.length === 1) {
        throw new AppError(409, 'LAST_ESTABLISHMENT', 'An organisation keeps one establishment; delete the account to leave');
      }
      // Its reviews stay REMOVED_HISTORY_KEPT_DAYS for evidence, kept in the same transaction as the removal.
      await keepRemovedHistory(tx, listingId, new Date());
      const [row] = await tx.delete(listings).where(eq(listings.id, listingId)).returning();
      return row;
    });
    await rooms.refreshRooms({ organizationId });
    return removed;
  }

  /** How many establishments the organisation holds now (what a paid plan's quantity follows). */
  async function countOf(organizationId: number): Promise<number> {
    const [{ count }] = await db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(listings)
      .where(eq(listings.organizationId, organizationId));
    return count;
  }

  return { add, remove, countOf, payerOf };
}

export type Establishments = ReturnType<typeof createEstablishments>;
