import { mayGrant, PERMISSIONS, roleCan, ROLES, seesEveryEstablishment, type Permission, type Role } from './roles';

/** The grid as the product states it, one row per permission and one column per role (owner, admin, manager, viewer). */
const GRID: Record<Permission, string> = {
  read: '✔ ✔ ✔ ✔',
  reply: '✔ ✔ ✔ ✘',
  configure: '✔ ✔ ✔ ✘',
  profile: '✔ ✔ ✔ ✘',
  establishments: '✔ ✔ ✘ ✘',
  members: '✔ ✔ ✘ ✘',
  billing: '✔ ✘ ✘ ✘',
};

const cells = PERMISSIONS.flatMap((permission) =>
  GRID[permission].split(' ').map((mark, column) => ({ permission, role: ROLES[column], allowed: mark === '✔' })),
);

describe('the roles of an organisation', () => {
  it('has one cell per role and permission, and the grid covers them all', () => {
    expect(ROLES).toEqual(['owner', 'admin', 'manager', 'viewer']);
    expect(cells).toHaveLength(ROLES.length * PERMISSIONS.length);
  });

  it.each(cells)('$role: $permission is allowed: $allowed', ({ role, permission, allowed }) => {
    expect(roleCan(role, permission)).toBe(allowed);
  });

  it.each([
    ['owner', true],
    ['admin', true],
    ['manager', false],
    ['viewer', false],
  ] as [Role, boolean][])('%s sees every establishment, future ones included: %s', (role, every) => {
    expect(seesEveryEstablishment(role)).toBe(every);
  });

  // Rows: who grants; columns: the role granted (owner, admin, manager, viewer).
  const GRANTS: Record<Role, string> = {
    owner: '✘ ✔ ✔ ✔',
    admin: '✘ ✔ ✔ ✔',
    manager: '✘ ✘ ✘ ✘',
    viewer: '✘ ✘ ✘ ✘',
  };
  const grants = ROLES.flatMap((actor) =>
    GRANTS[actor].split(' ').map((mark, column) => ({ actor, target: ROLES[column], allowed: mark === '✔' })),
  );
  it.each(grants)('$actor may grant $target: $allowed', ({ actor, target, allowed }) => {
    expect(mayGrant(actor, target)).toBe(allowed);
  });
});
