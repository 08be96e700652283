import type { OrgAction, Product, WorkspaceAction } from '@hookline/domain';

/**
 * The settings tabs, chosen by the TAB query value (spec section 2, "Settings tabs"). Subscriptions open with
 * `subscription` or `pricing`; the lifetime-deal tab is shown only for lifetime-deal organisations.
 */
export const ORGANISATION_TABS = [
  { value: 'org-general', label: 'General' },
  { value: 'org-members', label: 'Members' },
  { value: 'org-workspaces', label: 'Workspaces' },
  { value: 'org-api-keys', label: 'API keys' },
  { value: 'subscription', label: 'Subscriptions' },
  { value: 'lifetime-deal', label: 'Lifetime deal' },
] as const;

const LIFETIME_DEAL_TAB: (typeof ORGANISATION_TABS)[number]['value'] = 'lifetime-deal';

/** The organisation tabs that need an action beyond opening the Organisation settings. */
const ORG_TAB_ACTIONS: Partial<Record<(typeof ORGANISATION_TABS)[number]['value'], OrgAction>> = {
  'org-api-keys': 'org.apiKeys.manage',
};

/** Other TAB values that open a tab: `pricing` is the Subscriptions tab too (spec section 2). */
const TAB_ALIASES: Record<string, SettingsTab> = { pricing: 'subscription' };

export const WORKSPACE_TABS = [
  { value: 'workspace-general', label: 'General' },
  { value: 'workspace-fields', label: 'Fields' },
  { value: 'workspace-tags', label: 'Tags' },
  { value: 'workspace-notifications', label: 'Notifications' },
] as const;

/**
 * The workspace tabs that belong to the Creative Hub: shown only when the caller's grant includes it and
 * the server allows the tab's action (spec section 2: "Fields (drive product only), Tags (drive only)").
 */
const CREATIVE_HUB_TABS: Partial<Record<(typeof WORKSPACE_TABS)[number]['value'], WorkspaceAction>> = {
  'workspace-fields': 'customFields.manage',
  'workspace-tags': 'tags.manage',
};

export const ACCOUNT_TABS = [
  { value: 'account-general', label: 'General' },
  { value: 'account-password', label: 'Password' },
  { value: 'account-expert-profile', label: 'Expert profile' },
  { value: 'account-notifications', label: 'Notifications' },
] as const;

/** Account › Expert profile is shown only to an account that may be an expert (spec section 2). */
const EXPERT_TAB: (typeof ACCOUNT_TABS)[number]['value'] = 'account-expert-profile';

export type SettingsTab =
  | (typeof ORGANISATION_TABS)[number]['value']
  | (typeof WORKSPACE_TABS)[number]['value']
  | (typeof ACCOUNT_TABS)[number]['value'];

export const DEFAULT_SETTINGS_TAB: SettingsTab = 'account-general';

export interface SettingsTabGroup {
  key: 'organisation' | 'workspace' | 'account';
  /** The rail heading; the workspace group is named after the active workspace. */
  label: string;
  tabs: readonly { value: SettingsTab; label: string }[];
}

export interface SettingsAccess {
  /** What the server allows the caller in the active organisation, when there is one. */
  orgActions: readonly OrgAction[] | undefined;
  /** The active workspace with what the server allows the caller in it, when there is one. */
  workspace:
    { name: string; allowedActions: readonly WorkspaceAction[]; products?: readonly Product[] } | undefined;
  /** Whether the account may be an expert (the user's `isExpert`): it then has the Expert profile tab. */
  isExpert?: boolean;
  /** Whether the active organisation came from a lifetime deal: it then has the Lifetime deal tab. */
  lifetimeDeal?: boolean;
}

/**
 * The groups of the left rail the caller may see: Organisation for org admins, the workspace group
 * for its admins and collaborators, Account for everyone (spec sections 2 and 6).
 */
export function settingsTabGroups(access: SettingsAccess): SettingsTabGroup[] {
  const groups: SettingsTabGroup[] = [];
  const { orgActions } = access;
  if (orgActions?.includes('org.settings')) {
    const tabs = ORGANISATION_TABS.filter((tab) => {
      if (tab.value === LIFETIME_DEAL_TAB) return access.lifetimeDeal === true;
      const action = ORG_TAB_ACTIONS[tab.value];
      return action === undefined || orgActions.includes(action);
    });
    groups.push({ key: 'organisation', label: 'Organisation', tabs });
  }
  const { workspace } = access;
  if (workspace?.allowedActions.includes('workspace.settings')) {
    const tabs = WORKSPACE_TABS.filter((tab) => {
      const action = CREATIVE_HUB_TABS[tab.value];
      return (
        action === undefined ||
        (workspace.products?.includes('drive') === true && workspace.allowedActions.includes(action))
      );
    });
    groups.push({ key: 'workspace', label: workspace.name, tabs });
  }
  const accountTabs = ACCOUNT_TABS.filter((tab) => tab.value !== EXPERT_TAB || access.isExpert === true);
  groups.push({ key: 'account', label: 'Account', tabs: accountTabs });
  return groups;
}

/** The requested tab when the caller may see it, otherwise Account > General. */
export function resolveSettingsTab(requested: string | null, groups: SettingsTabGroup[]): SettingsTab {
  const wanted = (requested !== null && TAB_ALIASES[requested]) || requested;
  for (const group of groups) {
    const found = group.tabs.find((tab) => tab.value === wanted);
    if (found) return found.value;
  }
  return DEFAULT_SETTINGS_TAB;
}
