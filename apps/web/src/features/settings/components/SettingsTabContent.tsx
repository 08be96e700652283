import type { Organisation, User, Workspace } from '@hookline/domain';
import { Skeleton, Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import { LoadError } from '../../../ui/LoadError.tsx';
import type { SettingsTab } from '../settings-tabs.ts';
import { AccountGeneralTab } from './AccountGeneralTab.tsx';
import { AccountNotificationsTab } from './AccountNotificationsTab.tsx';
import { AccountPasswordTab } from './AccountPasswordTab.tsx';
import { OrgApiKeysTab } from './OrgApiKeysTab.tsx';
import { OrgGeneralTab } from './OrgGeneralTab.tsx';
import { OrgWorkspacesTab } from './OrgWorkspacesTab.tsx';
import { WorkspaceFieldsTab } from './WorkspaceFieldsTab.tsx';
import { WorkspaceGeneralTab } from './WorkspaceGeneralTab.tsx';
import { WorkspaceNotificationsTab } from './WorkspaceNotificationsTab.tsx';
import { WorkspaceTagsTab } from './WorkspaceTagsTab.tsx';

/** A tab of the Organisation group that another feature provides; the app's route hands it in. */
export type OrgTabPanel = ComponentType<{ org: Organisation }>;

/** A tab of the Account group that another feature provides; the app's route hands it in. */
export type AccountTabPanel = ComponentType<{ user: User }>;

interface SettingsTabContentProps {
  tab: SettingsTab;
  user: User;
  /** The active organisation's details, loaded for the Organisation group only. */
  org: Organisation | undefined;
  /** Set when the organisation's details failed to load: the Organisation tabs show it with a Retry. */
  orgLoadError?: { retry: () => void; retrying: boolean };
  workspace: Workspace | undefined;
  /** Organisation > Members, from the members feature. */
  membersTab: OrgTabPanel;
  /** Organisation > Subscriptions and Lifetime deal, from the billing feature. */
  subscriptionTab: OrgTabPanel;
  lifetimeDealTab: OrgTabPanel;
  /** Account > Expert profile, from the experts feature. */
  expertProfileTab: AccountTabPanel;
}

function Loading() {
  return (
    <Stack gap="md" py="lg">
      <Skeleton height={20} width="30%" />
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}

/**
 * The open tab. Forms are keyed by the organisation or workspace they edit, so switching either
 * starts them afresh.
 */
export function SettingsTabContent({
  tab,
  user,
  org,
  orgLoadError,
  workspace,
  membersTab: MembersTab,
  subscriptionTab: SubscriptionTab,
  lifetimeDealTab: LifetimeDealTab,
  expertProfileTab: ExpertProfileTab,
}: SettingsTabContentProps) {
  const orgTab = tab.startsWith('org-') || tab === 'subscription' || tab === 'lifetime-deal';
  if (orgTab && !org && orgLoadError) {
    return (
      <LoadError what="the organisation" onRetry={orgLoadError.retry} retrying={orgLoadError.retrying} />
    );
  }
  switch (tab) {
    case 'account-general':
      return <AccountGeneralTab user={user} />;
    case 'account-password':
      return <AccountPasswordTab user={user} />;
    case 'account-expert-profile':
      return <ExpertProfileTab user={user} />;
    case 'account-notifications':
      return <AccountNotificationsTab user={user} />;
    case 'org-general':
      return org ? <OrgGeneralTab key={org._id} org={org} /> : <Loading />;
    case 'org-members':
      return org ? <MembersTab key={org._id} org={org} /> : <Loading />;
    case 'org-workspaces':
      return org ? <OrgWorkspacesTab key={org._id} org={org} /> : <Loading />;
    case 'org-api-keys':
      return org ? <OrgApiKeysTab key={org._id} org={org} /> : <Loading />;
    case 'subscription':
      return org ? <SubscriptionTab key={org._id} org={org} /> : <Loading />;
    case 'lifetime-deal':
      return org ? <LifetimeDealTab key={org._id} org={org} /> : <Loading />;
    case 'workspace-general':
      return workspace ? <WorkspaceGeneralTab key={workspace._id} workspace={workspace} /> : <Loading />;
    case 'workspace-fields':
      return workspace ? <WorkspaceFieldsTab key={workspace._id} workspace={workspace} /> : <Loading />;
    case 'workspace-tags':
      return workspace ? <WorkspaceTagsTab key={workspace._id} workspace={workspace} /> : <Loading />;
    case 'workspace-notifications':
      return workspace ? (
        <WorkspaceNotificationsTab key={workspace._id} workspace={workspace} />
      ) : (
        <Loading />
      );
  }
}
