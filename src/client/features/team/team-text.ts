import type { TFunction } from 'i18next';
import type { Member, MemberScope, Membership } from '../../../shared/api/organizations';
import { seesEveryEstablishment, type Role } from '../../../shared/roles';

/** An establishment of the organisation, as its membership names it. */
export type EstablishmentRef = Membership['establishments'][number];

/**
 * What a member or an invitation sees, in words: every establishment, a group's (by its name, those added to it later
 * included), or the names of those listed.
 */
export function scopeText(
  t: TFunction,
  role: Role,
  scope: MemberScope,
  establishments: readonly EstablishmentRef[],
  groups: readonly { id: number; name: string }[],
): string {
  // Owners and admins see every establishment, whatever scope is stored.
  if (scope === 'all' || seesEveryEstablishment(role)) return t('team.allEstablishments');
  if (!Array.isArray(scope)) {
    const group = groups.find(({ id }) => id === scope.group);
    return group ? t('team.groupScopeNamed', { name: group.name }) : t('team.groupScope');
  }
  const names = establishments.filter(({ id }) => scope.includes(id)).map(({ name }) => name);
  return names.length > 0 ? names.join(', ') : t('team.noEstablishment');
}

export const roleLabel = (t: TFunction, role: Role) => t(`team.roles.${role}`);

/** How a member is named on screen: their name, else their address (an account may have no name yet). */
export const displayName = (member: Pick<Member, 'name' | 'email'>) => member.name || member.email;
