import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PERMISSIONS, roleCan, ROLES } from '../shared/roles';

/** docs/teams.md's role grid, as the rows of marks under each role, in the order of the page. */
function documentedGrid(): string[][] {
  const page = readFileSync(path.join(__dirname, '..', '..', 'docs', 'teams.md'), 'utf8');
  const grid = page.split('<!-- roles-grid: read by src/server/docs-roles.test.ts -->')[1].split('<!-- /roles-grid -->')[0];
  const [header, _rule, ...rows] = grid.trim().split('\n');
  expect(header.split('|').map((cell) => cell.trim())).toEqual(['', '', ...ROLES, '']);
  return rows.map((row) =>
    row
      .split('|')
      .slice(2, -1)
      .map((cell) => cell.trim()),
  );
}

describe('docs/teams.md', () => {
  it('shows the role grid the code enforces, one row per permission in order', () => {
    const mark = { true: '✔', false: '✘' };
    const expected = PERMISSIONS.map((permission) => ROLES.map((role) => mark[`${roleCan(role, permission)}`]));
    expect(documentedGrid()).toEqual(expected);
  });
});
