import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organizationMembers, users } from '../../db/schema';
import type { EstablishmentRooms, RoomsTarget } from '../../plugins/realtime';
import { createOrganizations } from './service';

/**
 * The realtime rooms' side of the membership rows: which establishments' events a signed-in uid receives (those its
 * role and scope let it see, the same rule as the API's), and whose sockets a change of the organisation concerns.
 */
export function createEstablishmentRooms(db: Database): EstablishmentRooms {
  const { establishmentsOf } = createOrganizations(db);

  async function seenBy(uid: string): Promise<number[]> {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.providerUid, uid));
    return user ? (await establishmentsOf(user.id)).map((place) => place.id) : [];
  }

  async function uidsOf(target: RoomsTarget): Promise<string[]> {
    const rows =
      'userId' in target
        ? await db.select({ uid: users.providerUid }).from(users).where(eq(users.id, target.userId))
        : await db
            .select({ uid: users.providerUid })
            .from(organizationMembers)
            .innerJoin(users, eq(users.id, organizationMembers.userId))
            .where(eq(organizationMembers.organizationId, target.organizationId));
    return rows.map((row) => row.uid);
  }

  return { seenBy, uidsOf };
}
