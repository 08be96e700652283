import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ORG_ACTIONS,
  ORG_ROLE_PERMISSIONS,
  WORKSPACE_ACTIONS,
  WORKSPACE_ROLE_PERMISSIONS,
} from './permissions.ts';
import { PLAN_TEAM_LIMITS } from './plan-limits.ts';
import { ORG_ROLES, WORKSPACE_ROLES } from './roles.ts';

/** The page with table padding collapsed, so Prettier's column alignment doesn't matter. */
const doc = readFileSync(fileURLToPath(new URL('../../../../docs/permissions.md', import.meta.url)), 'utf8')
  .split('\n')
  .map((line) => line.replace(/ +/g, ' '))
  .join('\n');

/** The yes/no cells of the table row that starts with this action. */
function row(action: string): string[] {
  const line = doc.split('\n').find((text) => text.startsWith(`| \`${action}\``));
  if (!line) throw new Error(`docs/permissions.md has no row for ${action}`);
  return line
    .split('|')
    .slice(2, -1)
    .map((cell) => cell.trim().split(' ')[0] ?? '');
}

describe('docs/permissions.md', () => {
  it('states the organisation matrix as the code has it', () => {
    for (const action of Object.keys(ORG_ACTIONS) as (keyof typeof ORG_ACTIONS)[]) {
      const expected = ORG_ROLES.map((role) => (ORG_ROLE_PERMISSIONS[role].includes(action) ? 'yes' : 'no'));
      expect(row(action), action).toEqual(expected);
    }
  });

  it('states the workspace matrix as the code has it', () => {
    for (const action of Object.keys(WORKSPACE_ACTIONS) as (keyof typeof WORKSPACE_ACTIONS)[]) {
      const expected = WORKSPACE_ROLES.map((role) =>
        WORKSPACE_ROLE_PERMISSIONS[role].includes(action) ? 'yes' : 'no',
      );
      expect(row(action), action).toEqual(expected);
    }
  });

  it('states the free plan’s limits', () => {
    const { membersCount, guestUserCount, workspacesCount } = PLAN_TEAM_LIMITS.free;
    expect(doc).toContain(`| free | ${membersCount} | ${guestUserCount} | ${workspacesCount} |`);
  });
});
