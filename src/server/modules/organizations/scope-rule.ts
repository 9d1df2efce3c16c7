import type { listings } from '../../db/schema';
import { seesEveryEstablishment, type Role } from '../../../shared/roles';

/** The scope rule, written once: owners, admins and members scoped to every establishment see all; the others their listed ones. */
export function memberSees(member: { role: Role; allLocations: boolean }, listed: boolean): boolean {
  return member.allLocations || seesEveryEstablishment(member.role) || listed;
}

export type ListingRow = typeof listings.$inferSelect;

/** What choosing an establishment reads of the signed-in account (the kept account of the users module). */
export type ScopedAccount = {
  readonly owner: { readonly id: number };
  readonly listing: Readonly<ListingRow> | null;
  readonly memberships: readonly { organizationId: number; role: Role; allLocations: boolean; locationIds: readonly number[] }[];
};
