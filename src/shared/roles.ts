/**
 * Who may do what in an organisation: one table, read by the server (which enforces it), the client (which hides
 * or disables what a role lacks) and the docs (docs/teams.md). Managers and viewers act only on the establishments
 * of their scope; owners and admins see every establishment, future ones included.
 */

/** From the most to the least powerful: a member never grants a role above their own. */
export const ROLES = ['owner', 'admin', 'manager', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  /** Reviews, dashboard, reports, evidence, history. */
  'read',
  /** Reply, generate a reply, approve a queued one, mark read. */
  'reply',
  /** Review requests, game, widget and AI settings of an establishment. */
  'configure',
  /** Edit the establishment's Google profile: hours, posts and photos (its figures are read with `read`). */
  'profile',
  /** Add or remove establishments, connect Google. */
  'establishments',
  /** Invite, change and remove members (never an owner). */
  'members',
  /** Billing, deleting the organisation, transferring ownership. */
  'billing',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The grid itself: what each role may do. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  owner: ['read', 'reply', 'configure', 'profile', 'establishments', 'members', 'billing'],
  admin: ['read', 'reply', 'configure', 'profile', 'establishments', 'members'],
  manager: ['read', 'reply', 'configure', 'profile'],
  viewer: ['read'],
};

export function roleCan(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Owners and admins see every establishment of the organisation; the others only those of their scope. */
export function seesEveryEstablishment(role: Role): boolean {
  return role === 'owner' || role === 'admin';
}

/**
 * Whether a member of role `actor` may give `target` to someone (an invitation or a change): never above their own
 * role, never owner (ownership is transferred, not granted), and only with the members permission.
 */
export function mayGrant(actor: Role, target: Role): boolean {
  return roleCan(actor, 'members') && target !== 'owner' && ROLES.indexOf(target) >= ROLES.indexOf(actor);
}
