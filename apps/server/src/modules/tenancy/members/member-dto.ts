import { allowedMemberActions, type OrgMember, type OrgMemberGrant } from '@hookline/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { findUsersByIds, profileImageUrl } from '../../users/index.ts';
import { listWorkspaceRows } from '../workspaces/workspace-lookup.service.ts';
import { isInviteExpired } from './invites.service.ts';
import type { OrgAccess } from '../access/tenancy-resources.ts';
import { invites, orgMembers, workspaceGrants, type OrgMemberRow } from './tables.ts';

/** Whose view of the members list: what they may do to each member depends on it. */
export type MemberViewer = Pick<OrgAccess, 'orgId' | 'orgRole' | 'memberId'>;

/**
 * Org members as the Members screen shows them (spec section 3, "Org member"). Names and profile
 * images come from the member's account; an invited address without an account has none yet.
 */
async function toOrgMembers(db: Executor, viewer: MemberViewer, rows: OrgMemberRow[]): Promise<OrgMember[]> {
  const { orgId } = viewer;
  if (rows.length === 0) return [];
  const memberIds = rows.map((row) => row.id);
  const inviteIds = rows.flatMap((row) =>
    row.inviteStatus === 'pending' && row.inviteId ? [row.inviteId] : [],
  );
  const [workspaceRows, grantRows, accounts, inviteRows] = await Promise.all([
    listWorkspaceRows(db, orgId),
    db
      .select()
      .from(workspaceGrants)
      .where(and(eq(workspaceGrants.orgId, orgId), inArray(workspaceGrants.memberId, memberIds))),
    findUsersByIds(
      db,
      rows.flatMap((row) => (row.userId ? [row.userId] : [])),
    ),
    inviteIds.length === 0
      ? []
      : db
          .select({ id: invites.id, status: invites.status, expiresAt: invites.expiresAt })
          .from(invites)
          .where(and(eq(invites.orgId, orgId), inArray(invites.id, inviteIds))),
  ]);
  // Grants follow the workspace list's order (by name), like the dialog's workspace table.
  const workspaceOrder = new Map(workspaceRows.map((row, index) => [row.id, index]));
  const grantsByMember = new Map<string, OrgMemberGrant[]>();
  for (const grant of grantRows.sort(
    (a, b) => (workspaceOrder.get(a.workspaceId) ?? 0) - (workspaceOrder.get(b.workspaceId) ?? 0),
  )) {
    const list = grantsByMember.get(grant.memberId) ?? [];
    list.push({
      workspaceId: grant.workspaceId,
      roleName: grant.roleName,
      products: grant.products,
      active: grant.active,
    });
    grantsByMember.set(grant.memberId, list);
  }
  const accountById = new Map(accounts.map((account) => [account.id, account]));
  const now = new Date();
  const liveInviteIds = new Set(
    inviteRows
      .filter((invite) => invite.status === 'pending' && !isInviteExpired(invite, now))
      .map((invite) => invite.id),
  );

  return rows.map((row) => {
    const account = row.userId ? accountById.get(row.userId) : undefined;
    const grants = grantsByMember.get(row.id) ?? [];
    return {
      _id: row.id,
      userId: row.userId,
      firstName: account?.firstName ?? '',
      lastName: account?.lastName ?? '',
      email: row.email,
      profileURL: account ? profileImageUrl(account) : null,
      inviteStatus: row.inviteStatus,
      // No working link (expired, or the invite row is gone): a resend issues a new one.
      inviteExpired: row.inviteStatus === 'pending' && !(row.inviteId && liveInviteIds.has(row.inviteId)),
      isActive: row.isActive,
      role: row.role,
      workspaces: grants,
      // An org admin manages every workspace of the organisation, granted or not.
      workspaceCount:
        row.role === 'org_admin' ? workspaceRows.length : grants.filter((grant) => grant.active).length,
      allowedActions: allowedMemberActions(viewer.orgRole, {
        isCaller: row.id === viewer.memberId,
        invitePending: row.inviteStatus === 'pending',
      }),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** Everyone in the organisation, pending invites included, sorted by e-mail. */
export async function listOrgMembers(db: Executor, viewer: MemberViewer): Promise<OrgMember[]> {
  const rows = await db
    .select()
    .from(orgMembers)
    .where(eq(orgMembers.orgId, viewer.orgId))
    .orderBy(asc(orgMembers.email));
  return toOrgMembers(db, viewer, rows);
}

export async function findOrgMember(
  db: Executor,
  input: { viewer: MemberViewer; memberId: string },
): Promise<OrgMember | undefined> {
  const { orgId } = input.viewer;
  const rows = await db
    .select()
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.id, input.memberId)))
    .limit(1);
  const [member] = await toOrgMembers(db, input.viewer, rows);
  return member;
}
