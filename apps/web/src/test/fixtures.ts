import {
  allowedMemberActions,
  allowedOrgActions,
  allowedWorkspaceActions,
  DEFAULT_THEME,
  type BillingAccess,
  type Organisation,
  type OrganisationSummary,
  type OrgMember,
  type User,
  type Workspace,
} from '@hookline/domain';

/** The records the fake API answers with: sensible defaults, and whatever a test overrides. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'user-1',
    firstName: 'Riley',
    lastName: 'Moss',
    email: 'riley@acme-example.com',
    profileURL: null,
    profileId: null,
    enableEmailNotification: true,
    userCanCreateOrg: true,
    isExpert: false,
    isNewSignup: false,
    notificationsReviewed: false,
    ...overrides,
  };
}

/** An organisation; its `allowedActions` follow its role, as the server's do, unless a test sets them. */
export function anOrganisation(overrides: Partial<OrganisationSummary> = {}): OrganisationSummary {
  const role = overrides.role ?? 'org_admin';
  return {
    _id: 'org-1',
    name: 'Acme Studio',
    logo: null,
    role,
    theme_settings: DEFAULT_THEME,
    allowedActions: [...allowedOrgActions(role)],
    ...overrides,
  };
}

/** An organisation as its settings read it (`GET organisation/{orgId}`): the summary and its details. */
export function anOrganisationDetail(overrides: Partial<Organisation> = {}): Organisation {
  return {
    ...anOrganisation(overrides.role ? { role: overrides.role } : {}),
    allowUsersToJoin: false,
    emailDomain: 'acme-example.com',
    plan: 'free',
    lifetimeDeal: false,
    early_user_mode_expire_at: null,
    featureFlags: { enableDetectiveAI: false, enableAnalyticsAIGrouping: false },
    workspaces: {},
    orgMembers: {},
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A workspace; its `allowedActions` follow its role, as the server's do, unless a test sets them. */
export function aWorkspace(overrides: Partial<Workspace> = {}): Workspace {
  const role = overrides.role ?? 'admin';
  return {
    _id: 'ws-1',
    orgId: 'org-1',
    name: 'Spring campaign',
    thumbnailURL: null,
    enableEmailNotification: true,
    isPinned: false,
    role,
    products: ['inspiration', 'drive', 'analytics'],
    allowedActions: [...allowedWorkspaceActions(role)],
    members: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    rootFolderId: overrides._id ?? 'ws-1',
    ...overrides,
  };
}

/**
 * A pending invitation, by default: no account yet, no workspaces. Its `allowedActions` are what an org
 * admin other than the member would be sent, unless a test sets them.
 */
export function aMember(overrides: Partial<OrgMember> = {}): OrgMember {
  const inviteStatus = overrides.inviteStatus ?? 'pending';
  return {
    _id: 'm-1',
    userId: null,
    firstName: '',
    lastName: '',
    email: 'sam@acme-example.com',
    profileURL: null,
    inviteStatus,
    inviteExpired: false,
    isActive: true,
    role: 'org_member',
    workspaces: [],
    workspaceCount: 0,
    allowedActions: allowedMemberActions('org_admin', {
      isCaller: false,
      invitePending: inviteStatus === 'pending',
    }),
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** GET subscriptions/access: every module open, no trial, no payment waiting, no plan flags. */
export function aBillingAccess(overrides: Partial<BillingAccess> = {}): BillingAccess {
  return {
    accessMode: 'active',
    blockedProducts: [],
    blockedModules: [],
    trialEndsAt: null,
    trialDaysLeft: null,
    earlyUserModeExpireAt: null,
    earlyUserMode: false,
    paymentActionNeeded: false,
    lifetimeDeal: false,
    whiteLabel: false,
    customBrand: false,
    contactSalesUrl: '',
    ...overrides,
  };
}
