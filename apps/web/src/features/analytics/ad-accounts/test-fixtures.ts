import {
  allowedOrgActions,
  DEFAULT_AD_ACCOUNT_SETTINGS,
  DEFAULT_THEME,
  type AdAccount,
  type AvailableAdAccount,
  type Organisation,
} from '@hookline/domain';
import { aWorkspace } from '../../../test/fixtures.ts';

export function anAdAccount(overrides: Partial<AdAccount> = {}): AdAccount {
  return {
    _id: 'acc-1',
    workspaceId: 'ws-1',
    provider: 'meta',
    platform: 'meta',
    adAccountId: 'act_1001',
    name: 'Acme Store',
    currency: 'USD',
    timezone_id: 1,
    timezone_name: 'America/Los_Angeles',
    settings: DEFAULT_AD_ACCOUNT_SETTINGS,
    syncStatus: 'synced',
    // Without a zone, so the shown time does not depend on the machine's.
    lastSyncedAt: '2026-03-03T14:05:00',
    syncedThrough: '2026-03-02',
    syncError: null,
    needsReconnect: false,
    tokenExpiresAt: null,
    onboardedAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

export function anAvailableAccount(overrides: Partial<AvailableAdAccount> = {}): AvailableAdAccount {
  return {
    adAccountId: 'sbx_meta_1',
    name: 'Sandbox Apparel',
    platform: 'meta',
    currency: 'EUR',
    timezone_id: 2,
    timezone_name: 'Europe/Berlin',
    onboarded: false,
    ...overrides,
  };
}

/** A workspace where the caller manages Analytics, and one where a guest may only read it. */
export const MANAGED_WORKSPACE = aWorkspace();
export const GUEST_WORKSPACE = aWorkspace({
  role: 'guest',
  allowedActions: ['workspace.view', 'workspace.pin', 'comment.write', 'analytics.view'],
});

export const ANALYTICS_PATH = '/app/analytics/:workspaceId';

export const SERVER_ERROR = {
  status: 500,
  body: { message: 'Internal Server Error', code: 'INTERNAL_ERROR' },
};

export const FREE_ORGANISATION: Organisation = {
  _id: 'org-1',
  name: 'Acme Studio',
  logo: null,
  allowUsersToJoin: false,
  emailDomain: null,
  theme_settings: DEFAULT_THEME,
  role: 'org_admin',
  plan: 'free',
  lifetimeDeal: false,
  early_user_mode_expire_at: null,
  featureFlags: { enableDetectiveAI: false, enableAnalyticsAIGrouping: false },
  allowedActions: [...allowedOrgActions('org_admin')],
  workspaces: {},
  orgMembers: {},
  createdAt: '2026-01-01T00:00:00.000Z',
};

export function usageMetrics(adAccountCount: number, monthlyAdSpend: number) {
  return {
    usageMetrics: {
      membersCount: 1,
      guestMembersCount: 0,
      workspacesCount: 1,
      workspaceMetrics: [],
      adAccountCount,
      monthlyAdSpend,
      driveSize: 0,
      detectiveCount: 0,
      adTemplateCount: 0,
      adLauncherAdAccountCount: 0,
      adTranscriptionCount: 0,
      inspirationCount: 0,
    },
    plan: 'free',
    usageLimits: { membersCount: 3, guestUserCount: 3, workspacesCount: 2 },
    analytics: { plan: 'free', adAccountCount: 3, adaccount_spend_limit: 50_000 },
  };
}
