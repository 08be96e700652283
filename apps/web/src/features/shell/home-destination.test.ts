import { describe, expect, it } from 'vitest';
import { homeDestination } from './home-destination.ts';

describe('where /app takes a signed-in user', () => {
  it('sends a user without an organisation to the wizard when they may create one', () => {
    expect(homeDestination({ userCanCreateOrg: true, orgRole: undefined, workspaceCount: 0 })).toEqual({
      kind: 'redirect',
      to: '/app/org/wizard',
    });
  });

  it('shows no access to a user without an organisation who may not create one', () => {
    expect(homeDestination({ userCanCreateOrg: false, orgRole: undefined, workspaceCount: 0 })).toEqual({
      kind: 'noAccess',
      reason: 'noWorkspaces',
    });
  });

  it('asks admins and members without a workspace to create one', () => {
    for (const orgRole of ['org_admin', 'org_member'] as const) {
      expect(homeDestination({ userCanCreateOrg: false, orgRole, workspaceCount: 0 })).toEqual({
        kind: 'redirect',
        to: '/app/createWorkspace',
      });
    }
  });

  it('shows no access to an organisation guest without a workspace', () => {
    expect(homeDestination({ userCanCreateOrg: true, orgRole: 'org_guest', workspaceCount: 0 })).toEqual({
      kind: 'noAccess',
      reason: 'noWorkspaces',
    });
  });

  it('shows the home page to anyone with a workspace', () => {
    expect(homeDestination({ userCanCreateOrg: false, orgRole: 'org_guest', workspaceCount: 1 })).toEqual({
      kind: 'home',
    });
  });
});
