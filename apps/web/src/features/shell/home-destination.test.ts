import { describe, expect, it } from 'vitest';
import { allowedOrgActions } from '@hookline/domain';
import { homeDestination } from './home-destination.ts';

describe('where /app takes a signed-in user', () => {
  it('sends a user without an organisation to the wizard when they may create one', () => {
    expect(homeDestination({ userCanCreateOrg: true, orgActions: undefined, workspaceCount: 0 })).toEqual({
      kind: 'redirect',
      to: '/app/org/wizard',
    });
  });

  it('shows no access to a user without an organisation who may not create one', () => {
    expect(homeDestination({ userCanCreateOrg: false, orgActions: undefined, workspaceCount: 0 })).toEqual({
      kind: 'noAccess',
      reason: 'noWorkspaces',
    });
  });

  it('asks admins and members without a workspace to create one', () => {
    for (const orgRole of ['org_admin', 'org_member'] as const) {
      expect(
        homeDestination({
          userCanCreateOrg: false,
          orgActions: allowedOrgActions(orgRole),
          workspaceCount: 0,
        }),
      ).toEqual({
        kind: 'redirect',
        to: '/app/createWorkspace',
      });
    }
  });

  it('shows no access to someone given no workspace of an organisation that has some', () => {
    // A colleague who joined by e-mail domain: the organisation's workspaces are there, just not theirs.
    expect(
      homeDestination({
        userCanCreateOrg: true,
        orgActions: allowedOrgActions('org_member'),
        workspaceCount: 0,
        orgWorkspaceCount: 3,
      }),
    ).toEqual({ kind: 'noAccess', reason: 'noWorkspaces' });
  });

  it('shows no access to an organisation guest without a workspace', () => {
    expect(
      homeDestination({
        userCanCreateOrg: true,
        orgActions: allowedOrgActions('org_guest'),
        workspaceCount: 0,
      }),
    ).toEqual({
      kind: 'noAccess',
      reason: 'noWorkspaces',
    });
  });

  it('shows the home page to anyone with a workspace', () => {
    expect(
      homeDestination({
        userCanCreateOrg: false,
        orgActions: allowedOrgActions('org_guest'),
        workspaceCount: 1,
      }),
    ).toEqual({
      kind: 'home',
    });
  });
});
