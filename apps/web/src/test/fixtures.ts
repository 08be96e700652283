import {
  DEFAULT_THEME,
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
    ...overrides,
  };
}

export function anOrganisation(overrides: Partial<OrganisationSummary> = {}): OrganisationSummary {
  return {
    _id: 'org-1',
    name: 'Acme Studio',
    logo: null,
    role: 'org_admin',
    theme_settings: DEFAULT_THEME,
    ...overrides,
  };
}

export function aWorkspace(overrides: Partial<Workspace> = {}): Workspace {
  return {
    _id: 'ws-1',
    orgId: 'org-1',
    name: 'Spring campaign',
    thumbnailURL: null,
    enableEmailNotification: true,
    isPinned: false,
    role: 'admin',
    products: ['inspiration', 'drive'],
    members: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A pending invitation, by default: no account yet, no workspaces. */
export function aMember(overrides: Partial<OrgMember> = {}): OrgMember {
  return {
    _id: 'm-1',
    userId: null,
    firstName: '',
    lastName: '',
    email: 'sam@acme-example.com',
    profileURL: null,
    inviteStatus: 'pending',
    inviteExpired: false,
    isActive: true,
    role: 'org_member',
    workspaces: [],
    workspaceCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
