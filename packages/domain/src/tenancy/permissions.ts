import type { OrgRole, WorkspaceRole } from './roles.ts';

/**
 * The permission matrix (role x action) of the platform spec, section 6, as plain data. The server
 * enforces it and the web app hides what a role can't do; `docs/permissions.md` is the same table in prose.
 */
export const ORG_ACTIONS = {
  'org.view': 'See the organisation and switch to it',
  'org.settings': 'Open the Organisation settings tabs (General, Members, Workspaces, Subscriptions)',
  'org.update': 'Rename the organisation, change its logo, theme and who may join',
  'org.members.view': 'List the organisation’s members',
  'org.members.manage': 'Invite, edit, re-invite and remove members',
  'org.workspaces.manage': 'Delete any workspace of the organisation',
  'org.usage.view': 'See usage against the plan’s limits',
  'org.apiKeys.manage': 'Make, list and revoke the organisation’s API keys, and read their calls',
  'workspace.create': 'Create a workspace',
  'transcription.create': 'Transcribe video ads (each counts toward the plan’s video transcriptions)',
  'brand.request': 'Ask for a brand the Discover library lacks',
} as const;
export type OrgAction = keyof typeof ORG_ACTIONS;

export const WORKSPACE_ACTIONS = {
  'workspace.view': 'Open the workspace and everything in it, read-only',
  'workspace.pin': 'Pin the workspace in one’s own list',
  'comment.write': 'Comment on files and ads, reply, resolve one’s own threads',
  'workspace.settings': 'Open the Workspace settings tabs and change the name, avatar and notifications',
  'workspace.delete': 'Delete the workspace',
  'workspace.members.invite': 'Add organisation members to the workspace (the invite-members menu)',
  'board.create': 'Create boards and folders',
  'board.manage': 'Rename, move, copy, reorder and delete boards and folders',
  'file.upload': 'Upload files and new versions',
  'file.manage': 'Edit, move, merge and delete files and versions',
  'share.manage': 'Create and change share links',
  'tags.manage': 'Create, edit and delete tags',
  'customFields.manage': 'Create, edit, reorder and delete custom fields',
  'savedFilters.manage': 'Save and delete filters',
  'brand.manage': 'Add and delete brands and detective trackers',
  'analytics.view': 'Read ad accounts, reports and snapshots in Analytics',
  'analytics.manage': 'Connect ad accounts and create, change and share reports',
  'adtemplates.manage': 'Create and edit ad templates',
  'adlauncher.launch': 'Launch ads to an ad platform, on the ad accounts one was given',
  'adlauncher.manage':
    'Connect and remove Ad Launcher ad accounts, change their settings, and choose who may launch on each',
  'hooks.manage': 'Save hooks to the hook library and remove them',
} as const;
export type WorkspaceAction = keyof typeof WORKSPACE_ACTIONS;

const ALL_ORG_ACTIONS = Object.keys(ORG_ACTIONS) as OrgAction[];
const ALL_WORKSPACE_ACTIONS = Object.keys(WORKSPACE_ACTIONS) as WorkspaceAction[];
const GUEST_WORKSPACE_ACTIONS: readonly WorkspaceAction[] = [
  'workspace.view',
  'workspace.pin',
  'comment.write',
  'analytics.view',
];

export const ORG_ROLE_PERMISSIONS: Record<OrgRole, readonly OrgAction[]> = {
  org_admin: ALL_ORG_ACTIONS,
  org_member: ['org.view', 'org.members.view', 'workspace.create', 'transcription.create', 'brand.request'],
  org_guest: ['org.view'],
};

/** Admin: everything. Collaborator: everything but the invite-members menu. Guest: view (Analytics included), pin and comment. */
export const WORKSPACE_ROLE_PERMISSIONS: Record<WorkspaceRole, readonly WorkspaceAction[]> = {
  admin: ALL_WORKSPACE_ACTIONS,
  collaborator: ALL_WORKSPACE_ACTIONS.filter(
    (action) =>
      action !== 'workspace.members.invite' &&
      action !== 'workspace.delete' &&
      action !== 'adlauncher.manage',
  ),
  guest: GUEST_WORKSPACE_ACTIONS,
};

export function canInOrg(role: OrgRole, action: OrgAction): boolean {
  return ORG_ROLE_PERMISSIONS[role].includes(action);
}

export function canInWorkspace(role: WorkspaceRole, action: WorkspaceAction): boolean {
  return WORKSPACE_ROLE_PERMISSIONS[role].includes(action);
}

/**
 * The role that counts in a workspace: an org guest is a guest everywhere, whatever the grant says
 * (spec section 4); an org admin manages every workspace of the organisation as its admin.
 */
export function effectiveWorkspaceRole(
  orgRole: OrgRole,
  grantRole: WorkspaceRole | null,
): WorkspaceRole | null {
  if (orgRole === 'org_admin') return 'admin';
  if (grantRole === null) return null;
  return orgRole === 'org_guest' ? 'guest' : grantRole;
}

/** The grant role stored for an assignment: the guest-forcing rule applied on write as well as on read. */
export function forcedGrantRole(orgRole: OrgRole, requested: WorkspaceRole): WorkspaceRole {
  return orgRole === 'org_guest' ? 'guest' : requested;
}

/** The 403 message of a denied action; the spec gives the words for workspace creation. */
export function deniedMessage(action: OrgAction | WorkspaceAction): string {
  if (action === 'workspace.create') return "You don't have permission to create workspace";
  return "You don't have permission to do this. Please contact your admin.";
}

/** Every organisation action the role allows: what the server sends with an organisation. */
export function allowedOrgActions(role: OrgRole): readonly OrgAction[] {
  return ORG_ROLE_PERMISSIONS[role];
}

/** Every workspace action the role allows: what the server sends with a workspace. */
export function allowedWorkspaceActions(role: WorkspaceRole): readonly WorkspaceAction[] {
  return WORKSPACE_ROLE_PERMISSIONS[role];
}

/**
 * Actions on something a person made (a comment, a share link) or on a person (a member). The role must
 * allow `requires`; then the maker may take the action, and so may the roles in `alsoRoles`. These rules
 * sit next to the role matrix, as data, so that the server decides and the web app only shows.
 */
export interface OwnershipRule<Role extends string, RoleAction extends string> {
  requires: RoleAction;
  /** Whether the maker (author, creator) may take the action. */
  maker: boolean;
  /** Roles that may take it on what others made. */
  alsoRoles: readonly Role[];
}

export const OWNED_WORKSPACE_ACTIONS = {
  'comment.edit': { requires: 'comment.write', maker: true, alsoRoles: [] },
  'comment.delete': { requires: 'comment.write', maker: true, alsoRoles: ['admin'] },
  'comment.resolve': { requires: 'comment.write', maker: true, alsoRoles: ['admin', 'collaborator'] },
  'shareLink.update': { requires: 'share.manage', maker: true, alsoRoles: ['admin'] },
} as const satisfies Record<string, OwnershipRule<WorkspaceRole, WorkspaceAction>>;
export type OwnedWorkspaceAction = keyof typeof OWNED_WORKSPACE_ACTIONS;

/** The actions the caller may take on something in a workspace, given who made it. */
export function allowedOwnedActions(
  role: WorkspaceRole,
  subject: { callerUserId: string; makerUserId: string | null },
): OwnedWorkspaceAction[] {
  const isMaker = subject.makerUserId !== null && subject.makerUserId === subject.callerUserId;
  return (Object.keys(OWNED_WORKSPACE_ACTIONS) as OwnedWorkspaceAction[]).filter((action) => {
    const rule: OwnershipRule<WorkspaceRole, WorkspaceAction> = OWNED_WORKSPACE_ACTIONS[action];
    if (!canInWorkspace(role, rule.requires)) return false;
    return (rule.maker && isMaker) || rule.alsoRoles.includes(role);
  });
}

/** What can be done to one member in the Members table (spec section 6, "a member's menu"). */
export const MEMBER_ACTIONS = {
  'member.update': 'Edit the member’s role and workspaces',
  'member.resend': 'Resend the invite (only while it is pending)',
  'member.remove': 'Remove the member (never oneself)',
} as const;
export type MemberAction = keyof typeof MEMBER_ACTIONS;

/** The actions the caller may take on one member: admins manage members, but never remove themself. */
export function allowedMemberActions(
  callerRole: OrgRole,
  member: { isCaller: boolean; invitePending: boolean },
): MemberAction[] {
  if (!canInOrg(callerRole, 'org.members.manage')) return [];
  const actions: MemberAction[] = ['member.update'];
  if (member.invitePending) actions.push('member.resend');
  if (!member.isCaller) actions.push('member.remove');
  return actions;
}
