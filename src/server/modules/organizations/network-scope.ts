import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatements } from '../../db/prepared-statements';
import { establishmentGroupLocations, establishmentGroups, listings } from '../../db/schema';
import { AppError } from '../../errors';
import { roleCan, type Permission, type Role } from '../../../shared/roles';
import { memberSees, type ListingRow, type ScopedAccount } from './scope-rule';

/** The most establishments `?locations=` may name. */
export const NETWORK_MAX_LOCATIONS = 200;
/** An id of at most 10 digits, then each one below 2^31 (a PostgreSQL integer). */
const ID_PATTERN = /^[1-9][0-9]{0,9}$/;
const ID_MAX = 2 ** 31 - 1;
const IDS_PATTERN = /^[1-9][0-9]{0,9}(?:,[1-9][0-9]{0,9})*$/;

/**
 * What a request of the network view asks for, on a route whose access says `network`: every establishment the
 * member sees in the acting organisation (`?location=all`), those listed (`?locations=1,2`), or those of a group of
 * the organisation (`?group=<id>`). `organization` is `?organization=<id>`, for a member of several organisations.
 *
 * Adding a kind is one place, this file: a member of this union, its parameter read in `networkAskOf`, and its
 * establishments found in `askedOf`; the member's scope, the single organisation and the role grid then apply to it
 * as to the others (`networkFor`).
 */
export type NetworkAsk =
  | { kind: 'all'; organization?: number }
  | { kind: 'ids'; ids: number[]; organization?: number }
  | { kind: 'group'; group: number; organization?: number };

/** The establishments a network request acts on, in the organisation it acts in, and the user's role there. */
export type NetworkChoice = { listings: readonly Readonly<ListingRow>[]; role: Role; organizationId: number };

const invalid = (field: string, key: string) =>
  new AppError(400, 'VALIDATION_ERROR', `${field} is not valid`, { fields: { [field]: key } });
const notFound = () => new AppError(404, 'LOCATION_NOT_FOUND', 'No such establishment');
const groupNotFound = () => new AppError(404, 'GROUP_NOT_FOUND', "Ce groupe d'établissements n'existe pas");

function idOf(value: string, field: string, key: string): number {
  if (!ID_PATTERN.test(value) || Number(value) > ID_MAX) throw invalid(field, key);
  return Number(value);
}

/**
 * The network ask of a request's query (`read` gives a parameter as sent, the first when repeated), or null when it
 * asks for one establishment as before (`?location=<id>`, or none). `?location=all` and `?locations=` exclude each
 * other and `?location=<id>`. A list's size is checked before its pattern, so a long one costs nothing to refuse.
 */
export function networkAskOf(read: (name: string) => string | undefined): NetworkAsk | null {
  const location = read('location');
  const locations = read('locations');
  const group = read('group');
  if (location !== 'all' && locations === undefined && group === undefined) return null;
  if (location !== undefined && locations !== undefined) throw invalid('locations', 'validation.locations.invalid');
  // A group is the whole ask: with `?location=` or `?locations=` it would say two things.
  if (group !== undefined && (location !== undefined || locations !== undefined)) throw invalid('group', 'validation.locations.invalid');
  const asked = read('organization');
  const organization = asked === undefined ? undefined : idOf(asked, 'organization', 'validation.id.invalid');
  if (group !== undefined) return { kind: 'group', group: idOf(group, 'group', 'validation.id.invalid'), organization };
  if (locations === undefined) return { kind: 'all', organization };
  // 200 ids of 10 digits and their commas at most.
  if (locations.length > NETWORK_MAX_LOCATIONS * 11 - 1 || !IDS_PATTERN.test(locations)) {
    throw invalid('locations', 'validation.locations.invalid');
  }
  const ids = [...new Set(locations.split(',').map((id) => idOf(id, 'locations', 'validation.locations.invalid')))];
  if (ids.length > NETWORK_MAX_LOCATIONS) throw invalid('locations', 'validation.locations.invalid');
  return { kind: 'ids', ids, organization };
}

/** The network scope of requests: which establishments an ask names, within what the user sees. */
export function createNetworkScope(db: Database) {
  // Prepared once: a network request reads its establishments first, and drizzle's building cost more than the read.
  const preparedOnce = preparedStatements();
  const byName = [asc(listings.name), asc(listings.id)];
  const ofOrganization = () =>
    preparedOnce('network_scope_organization', (name) =>
      db
        .select()
        .from(listings)
        .where(eq(listings.organizationId, sql.placeholder('organizationId')))
        .orderBy(...byName)
        .prepare(name),
    );
  const byIds = () =>
    preparedOnce('network_scope_ids', (name) =>
      db
        .select()
        .from(listings)
        .where(sql`${listings.id} = any(${sql.placeholder('ids')}::int[])`)
        .orderBy(...byName)
        .prepare(name),
    );
  const ofGroup = () =>
    preparedOnce('network_scope_group', (name) =>
      db
        .select({ place: listings })
        .from(establishmentGroupLocations)
        .innerJoin(listings, eq(listings.id, establishmentGroupLocations.locationId))
        .where(eq(establishmentGroupLocations.groupId, sql.placeholder('groupId')))
        .orderBy(...byName)
        .prepare(name),
    );

  /** The organisation `all` acts in: `?organization=` (one of the user's), else their only one. */
  function actingOrganization(account: ScopedAccount, organization: number | undefined): number {
    if (organization !== undefined) {
      if (!account.memberships.some((member) => member.organizationId === organization)) {
        throw new AppError(404, 'ORGANIZATION_NOT_FOUND', 'No such organisation');
      }
      return organization;
    }
    if (account.memberships.length === 0) throw new AppError(404, 'LOCATION_NOT_FOUND', 'No listing is linked to this account yet');
    if (account.memberships.length > 1) {
      throw new AppError(400, 'LOCATION_REQUIRED', 'Several organisations: say which one with ?organization=<id>');
    }
    return account.memberships[0].organizationId;
  }

  /**
   * The establishments the ask names, all of one organisation, before the member's scope; `everyOneSeen`: each must be
   * in the member's scope (a list names them), else only those in it count (`all` is what the member sees).
   */
  async function askedOf(
    account: ScopedAccount,
    ask: NetworkAsk,
  ): Promise<{ organizationId: number; places: ListingRow[]; everyOneSeen: boolean }> {
    switch (ask.kind) {
      case 'all': {
        const organizationId = actingOrganization(account, ask.organization);
        const places = await ofOrganization().execute({ organizationId });
        return { organizationId, places, everyOneSeen: false };
      }
      case 'ids': {
        const places = await byIds().execute({ ids: ask.ids });
        // Each one the user sees, in the organisation asked for if any: else as if it did not exist.
        const seen = (place: ListingRow) => {
          const member = account.memberships.find((entry) => entry.organizationId === place.organizationId);
          return member !== undefined && memberSees(member, member.locationIds.includes(place.id));
        };
        if (places.length < ask.ids.length || !places.every(seen)) throw notFound();
        if (ask.organization !== undefined && places.some((place) => place.organizationId !== ask.organization)) throw notFound();
        if (new Set(places.map((place) => place.organizationId)).size > 1) {
          throw invalid('locations', 'validation.locations.oneOrganization');
        }
        return { organizationId: places[0].organizationId, places, everyOneSeen: true };
      }
      case 'group': {
        // `?organization=` must be one of the user's, as for `all`; another organisation's group, or one outside
        // `?organization=`, is as one that never was.
        if (ask.organization !== undefined) actingOrganization(account, ask.organization);
        const [group] = await db
          .select({ organizationId: establishmentGroups.organizationId })
          .from(establishmentGroups)
          .where(eq(establishmentGroups.id, ask.group));
        const member = group && account.memberships.find((entry) => entry.organizationId === group.organizationId);
        if (!member || (ask.organization !== undefined && group.organizationId !== ask.organization)) throw groupNotFound();
        const rows = await ofGroup().execute({ groupId: ask.group });
        const places = rows.map((row) => row.place);
        // Those the member sees; a group holding none of them is not theirs to read (nor listed to them), empty or not.
        if (!places.some((place) => memberSees(member, member.locationIds.includes(place.id)))) throw groupNotFound();
        return { organizationId: group.organizationId, places, everyOneSeen: false };
      }
    }
  }

  /**
   * The establishments of a network request the user may act on with `permission`, by name: those the ask names
   * within the member's scope, in one organisation. An establishment out of it answers 404 `LOCATION_NOT_FOUND` as
   * for one; none at all, the same; a role without the permission, 403 `ROLE_FORBIDDEN`; several organisations and
   * none chosen, 400 `LOCATION_REQUIRED`.
   */
  async function networkFor(account: ScopedAccount, ask: NetworkAsk, permission: Permission): Promise<NetworkChoice> {
    const { organizationId, places, everyOneSeen } = await askedOf(account, ask);
    const member = account.memberships.find((entry) => entry.organizationId === organizationId);
    if (!member) throw notFound();
    const seen = places.filter((place) => memberSees(member, member.locationIds.includes(place.id)));
    if (seen.length === 0 || (everyOneSeen && seen.length < places.length)) throw notFound();
    if (!roleCan(member.role, permission)) throw new AppError(403, 'ROLE_FORBIDDEN', 'Your role does not allow this action');
    return { listings: seen, role: member.role, organizationId };
  }

  return { networkFor };
}
