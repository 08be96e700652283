import { describe, expect, it } from 'vitest';
import {
  canInOrg,
  canInWorkspace,
  deniedMessage,
  effectiveWorkspaceRole,
  forcedGrantRole,
  ORG_ACTIONS,
  ORG_ROLE_PERMISSIONS,
  WORKSPACE_ACTIONS,
  WORKSPACE_ROLE_PERMISSIONS,
  type OrgAction,
  type WorkspaceAction,
} from './permissions.ts';
import { ORG_ROLES, WORKSPACE_ROLES } from './roles.ts';

const workspaceActions = Object.keys(WORKSPACE_ACTIONS) as WorkspaceAction[];
const orgActions = Object.keys(ORG_ACTIONS) as OrgAction[];

describe('workspace permission matrix', () => {
  it('lets an admin do everything', () => {
    for (const action of workspaceActions) expect(canInWorkspace('admin', action), action).toBe(true);
  });

  it('denies a collaborator only the invite-members menu, deleting the workspace and managing launcher accounts', () => {
    const denied = workspaceActions.filter((action) => !canInWorkspace('collaborator', action));
    expect(denied.sort()).toEqual(['adlauncher.manage', 'workspace.delete', 'workspace.members.invite']);
  });

  it('denies a guest everything the spec lists', () => {
    const specDenials: WorkspaceAction[] = [
      'workspace.settings',
      'workspace.members.invite',
      'board.create',
      'board.manage',
      'share.manage',
      'file.upload',
      'tags.manage',
      'customFields.manage',
      'brand.manage',
      'adlauncher.launch',
      'adlauncher.manage',
      'analytics.manage',
    ];
    for (const action of specDenials) expect(canInWorkspace('guest', action), action).toBe(false);
  });

  it('leaves a guest only viewing (reports included), pinning and commenting', () => {
    const allowed = workspaceActions.filter((action) => canInWorkspace('guest', action));
    expect(allowed.sort()).toEqual(['analytics.view', 'comment.write', 'workspace.pin', 'workspace.view']);
  });

  it('names only known actions for every role', () => {
    for (const role of WORKSPACE_ROLES) {
      for (const action of WORKSPACE_ROLE_PERMISSIONS[role]) expect(workspaceActions).toContain(action);
    }
  });
});

describe('organisation permission matrix', () => {
  it('gives the organisation settings tabs to org admins only', () => {
    expect(ORG_ROLES.filter((role) => canInOrg(role, 'org.settings'))).toEqual(['org_admin']);
    expect(ORG_ROLES.filter((role) => canInOrg(role, 'org.members.manage'))).toEqual(['org_admin']);
  });

  it('lets admins and users create workspaces, never guests', () => {
    expect(canInOrg('org_admin', 'workspace.create')).toBe(true);
    expect(canInOrg('org_member', 'workspace.create')).toBe(true);
    expect(canInOrg('org_guest', 'workspace.create')).toBe(false);
    expect(deniedMessage('workspace.create')).toBe("You don't have permission to create workspace");
  });

  it('gives an org admin every organisation action', () => {
    expect([...ORG_ROLE_PERMISSIONS.org_admin].sort()).toEqual([...orgActions].sort());
  });
});

describe('the guest-forcing rule', () => {
  it('makes an org guest a guest in every workspace, whatever the grant says', () => {
    for (const grant of WORKSPACE_ROLES) {
      expect(effectiveWorkspaceRole('org_guest', grant)).toBe('guest');
      expect(forcedGrantRole('org_guest', grant)).toBe('guest');
    }
  });

  it('keeps the grant of an org member', () => {
    for (const grant of WORKSPACE_ROLES) {
      expect(effectiveWorkspaceRole('org_member', grant)).toBe(grant);
      expect(forcedGrantRole('org_member', grant)).toBe(grant);
    }
  });

  it('makes an org admin admin everywhere, even without a grant', () => {
    expect(effectiveWorkspaceRole('org_admin', null)).toBe('admin');
    expect(effectiveWorkspaceRole('org_admin', 'guest')).toBe('admin');
  });

  it('gives no access without a grant to anyone but an org admin', () => {
    expect(effectiveWorkspaceRole('org_member', null)).toBeNull();
    expect(effectiveWorkspaceRole('org_guest', null)).toBeNull();
  });
});
