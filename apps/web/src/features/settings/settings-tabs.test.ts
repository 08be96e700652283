import { describe, expect, it } from 'vitest';
import { allowedOrgActions, allowedWorkspaceActions, type OrgRole } from '@hookline/domain';
import { resolveSettingsTab, settingsTabGroups, type SettingsAccess } from './settings-tabs.ts';

const workspace = (role: 'admin' | 'collaborator' | 'guest') => ({
  name: 'Spring launch',
  allowedActions: allowedWorkspaceActions(role),
});
const orgActions = (role: OrgRole) => allowedOrgActions(role);

function visible(access: SettingsAccess) {
  return settingsTabGroups(access).map((group) => ({
    label: group.label,
    tabs: group.tabs.map((tab) => tab.value),
  }));
}

describe('settings tab groups', () => {
  it('shows an org admin every group, the workspace group named after the workspace', () => {
    expect(visible({ orgActions: orgActions('org_admin'), workspace: workspace('admin') })).toEqual([
      {
        label: 'Organisation',
        tabs: ['org-general', 'org-members', 'org-workspaces', 'org-api-keys', 'subscription'],
      },
      { label: 'Spring launch', tabs: ['workspace-general', 'workspace-notifications'] },
      { label: 'Account', tabs: ['account-general', 'account-password', 'account-notifications'] },
    ]);
  });

  it('shows Fields and Tags only where the grant includes the Creative Hub and the server allows them', () => {
    const withProducts = (
      products: ('drive' | 'analytics')[],
      allowedActions = allowedWorkspaceActions('collaborator'),
    ) => ({
      name: 'Spring launch',
      allowedActions,
      products,
    });
    const workspaceTabs = (access: SettingsAccess) =>
      visible(access).find((group) => group.label === 'Spring launch')?.tabs;

    expect(
      workspaceTabs({ orgActions: orgActions('org_member'), workspace: withProducts(['drive']) }),
    ).toEqual(['workspace-general', 'workspace-fields', 'workspace-tags', 'workspace-notifications']);
    expect(
      workspaceTabs({ orgActions: orgActions('org_member'), workspace: withProducts(['analytics']) }),
    ).toEqual(['workspace-general', 'workspace-notifications']);
    const tagsOnly = allowedWorkspaceActions('collaborator').filter(
      (action) => action !== 'customFields.manage',
    );
    expect(
      workspaceTabs({ orgActions: orgActions('org_member'), workspace: withProducts(['drive'], tagsOnly) }),
    ).toEqual(['workspace-general', 'workspace-tags', 'workspace-notifications']);
  });

  it('shows the Lifetime deal tab only for a lifetime-deal organisation', () => {
    const orgTabs = (lifetimeDeal: boolean | undefined) =>
      visible({ orgActions: orgActions('org_admin'), workspace: undefined, lifetimeDeal }).find(
        (group) => group.label === 'Organisation',
      )?.tabs;
    expect(orgTabs(true)).toEqual([
      'org-general',
      'org-members',
      'org-workspaces',
      'org-api-keys',
      'subscription',
      'lifetime-deal',
    ]);
    expect(orgTabs(false)).not.toContain('lifetime-deal');
    const groups = settingsTabGroups({ orgActions: orgActions('org_admin'), workspace: undefined });
    expect(resolveSettingsTab('lifetime-deal', groups)).toBe('account-general');
  });

  it('shows API keys only to a caller the server lets manage them', () => {
    const withoutKeys = orgActions('org_admin').filter((action) => action !== 'org.apiKeys.manage');
    const groups = settingsTabGroups({ orgActions: withoutKeys, workspace: undefined });
    expect(groups.find((group) => group.key === 'organisation')?.tabs.map((tab) => tab.value)).not.toContain(
      'org-api-keys',
    );
    expect(resolveSettingsTab('org-api-keys', groups)).toBe('account-general');
    const adminGroups = settingsTabGroups({ orgActions: orgActions('org_admin'), workspace: undefined });
    expect(resolveSettingsTab('org-api-keys', adminGroups)).toBe('org-api-keys');
    const memberGroups = settingsTabGroups({ orgActions: orgActions('org_member'), workspace: undefined });
    expect(resolveSettingsTab('org-api-keys', memberGroups)).toBe('account-general');
  });

  it('opens Subscriptions with TAB=subscription or TAB=pricing, for org admins only', () => {
    const adminGroups = settingsTabGroups({ orgActions: orgActions('org_admin'), workspace: undefined });
    expect(resolveSettingsTab('subscription', adminGroups)).toBe('subscription');
    expect(resolveSettingsTab('pricing', adminGroups)).toBe('subscription');
    const memberGroups = settingsTabGroups({ orgActions: orgActions('org_member'), workspace: undefined });
    expect(resolveSettingsTab('pricing', memberGroups)).toBe('account-general');
  });

  it('hides the Organisation group from members and guests', () => {
    for (const orgRole of ['org_member', 'org_guest'] as const) {
      const labels = visible({ orgActions: orgActions(orgRole), workspace: undefined }).map(
        (group) => group.label,
      );
      expect(labels).toEqual(['Account']);
    }
  });

  it('shows the workspace group to its admins and collaborators, not to guests', () => {
    expect(
      visible({ orgActions: orgActions('org_member'), workspace: workspace('admin') }).map((g) => g.label),
    ).toEqual(['Spring launch', 'Account']);
    expect(
      visible({ orgActions: orgActions('org_member'), workspace: workspace('collaborator') }).map(
        (g) => g.label,
      ),
    ).toEqual(['Spring launch', 'Account']);
    expect(
      visible({ orgActions: orgActions('org_guest'), workspace: workspace('guest') }).map((g) => g.label),
    ).toEqual(['Account']);
  });

  it('shows only Account to a user without an organisation', () => {
    expect(visible({ orgActions: undefined, workspace: undefined }).map((g) => g.label)).toEqual(['Account']);
  });

  it('shows Account > Expert profile, between Password and Notifications, only to an expert', () => {
    const accountTabs = (isExpert: boolean | undefined) =>
      visible({ orgActions: undefined, workspace: undefined, isExpert }).find(
        (group) => group.label === 'Account',
      )?.tabs;
    expect(accountTabs(true)).toEqual([
      'account-general',
      'account-password',
      'account-expert-profile',
      'account-notifications',
    ]);
    expect(accountTabs(false)).toEqual(['account-general', 'account-password', 'account-notifications']);
    expect(accountTabs(undefined)).toEqual(['account-general', 'account-password', 'account-notifications']);
    const groups = settingsTabGroups({ orgActions: undefined, workspace: undefined, isExpert: false });
    expect(resolveSettingsTab('account-expert-profile', groups)).toBe('account-general');
  });

  it('falls back to Account > General for a tab the user may not see', () => {
    const memberGroups = settingsTabGroups({
      orgActions: orgActions('org_member'),
      workspace: workspace('collaborator'),
    });
    expect(resolveSettingsTab('org-members', memberGroups)).toBe('account-general');
    expect(resolveSettingsTab('workspace-notifications', memberGroups)).toBe('workspace-notifications');
    expect(resolveSettingsTab('subscription', memberGroups)).toBe('account-general');
    expect(resolveSettingsTab(null, memberGroups)).toBe('account-general');

    const adminGroups = settingsTabGroups({ orgActions: orgActions('org_admin'), workspace: undefined });
    expect(resolveSettingsTab('org-members', adminGroups)).toBe('org-members');
    expect(resolveSettingsTab('workspace-general', adminGroups)).toBe('account-general');
  });
});
