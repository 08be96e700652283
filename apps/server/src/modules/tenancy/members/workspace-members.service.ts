import {
  effectiveWorkspaceRole,
  PRODUCTS,
  type OrgMemberGrant,
  type OrgRole,
  type Product,
  type WorkspaceMember,
  type WorkspaceRole,
} from '@hookline/domain';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { findUsersByIds, profileImageUrl } from '../../users/index.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { invites, orgMembers, workspaceGrants, type OrgMemberRow } from './tables.ts';

/** Accepted and active: a member who can open the organisation (the tenancy guard's test). */
const canActInOrg = and(eq(orgMembers.inviteStatus, 'accepted'), eq(orgMembers.isActive, true));

/** The workspaces a member holds an active grant in, with the grant as stored. */
export async function listActiveGrantsOfMember(
  db: Executor,
  input: { orgId: string; memberId: string },
): Promise<{ workspaceId: string; roleName: WorkspaceRole; products: Product[] }[]> {
  return db
    .select({
      workspaceId: workspaceGrants.workspaceId,
      roleName: workspaceGrants.roleName,
      products: workspaceGrants.products,
    })
    .from(workspaceGrants)
    .where(
      and(
        eq(workspaceGrants.orgId, input.orgId),
        eq(workspaceGrants.memberId, input.memberId),
        eq(workspaceGrants.active, true),
      ),
    );
}

/** One entry of the Organisation's `orgMembers` map (spec section 3). */
export interface OrgMemberEntry {
  memberId: string;
  isActive: boolean;
  role: OrgRole;
  grants: OrgMemberGrant[];
}

/**
 * The organisation's members with their grants, invited ones included; only `memberId` when given (a
 * non-admin sees no one but themself).
 */
export async function listOrgMemberEntries(
  db: Executor,
  input: { orgId: string; memberId?: string },
): Promise<OrgMemberEntry[]> {
  const members = await db
    .select({ id: orgMembers.id, isActive: orgMembers.isActive, role: orgMembers.role })
    .from(orgMembers)
    .where(
      and(
        eq(orgMembers.orgId, input.orgId),
        input.memberId === undefined ? undefined : eq(orgMembers.id, input.memberId),
      ),
    )
    .orderBy(asc(orgMembers.createdAt));
  const grants = await db
    .select({
      memberId: workspaceGrants.memberId,
      workspaceId: workspaceGrants.workspaceId,
      roleName: workspaceGrants.roleName,
      products: workspaceGrants.products,
      active: workspaceGrants.active,
    })
    .from(workspaceGrants)
    .where(
      and(
        eq(workspaceGrants.orgId, input.orgId),
        input.memberId === undefined ? undefined : eq(workspaceGrants.memberId, input.memberId),
      ),
    )
    .orderBy(asc(workspaceGrants.createdAt));
  const grantsByMember = new Map<string, OrgMemberGrant[]>();
  for (const { memberId, ...grant } of grants) {
    grantsByMember.set(memberId, [...(grantsByMember.get(memberId) ?? []), grant]);
  }
  return members.map((member) => ({
    memberId: member.id,
    isActive: member.isActive,
    role: member.role,
    grants: grantsByMember.get(member.id) ?? [],
  }));
}

/**
 * The people who can open each of `workspaceIds` (the Workspace DTO's `members`): accepted, active members
 * with an active grant there, under their effective role (an org guest is a guest everywhere), plus every
 * org admin, who manages every workspace as its admin with all products. Sorted by name.
 */
export async function listWorkspacePeople(
  db: Executor,
  input: { orgId: string; workspaceIds: readonly string[] },
): Promise<Map<string, WorkspaceMember[]>> {
  if (input.workspaceIds.length === 0) return new Map();
  const admins = await db
    .select({ userId: orgMembers.userId })
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, input.orgId), eq(orgMembers.role, 'org_admin'), canActInOrg));
  const granted = await db
    .select({
      workspaceId: workspaceGrants.workspaceId,
      userId: orgMembers.userId,
      orgRole: orgMembers.role,
      roleName: workspaceGrants.roleName,
      products: workspaceGrants.products,
    })
    .from(workspaceGrants)
    .innerJoin(
      orgMembers,
      and(eq(orgMembers.id, workspaceGrants.memberId), eq(orgMembers.orgId, input.orgId)),
    )
    .where(
      and(
        eq(workspaceGrants.orgId, input.orgId),
        inArray(workspaceGrants.workspaceId, [...input.workspaceIds]),
        eq(workspaceGrants.active, true),
        // Org admins are listed once, as admins, whatever grant they also hold.
        ne(orgMembers.role, 'org_admin'),
        canActInOrg,
      ),
    );
  const users = new Map(
    (
      await findUsersByIds(
        db,
        [...admins, ...granted].flatMap((row) => row.userId ?? []),
      )
    ).map((user) => [user.id, user]),
  );
  const person = (userId: string | null, roleName: WorkspaceRole, products: Product[]): WorkspaceMember[] => {
    const user = userId ? users.get(userId) : undefined;
    if (!user) return [];
    return [
      {
        userId: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        profileURL: profileImageUrl(user),
        roleName,
        products,
        isActive: true,
      },
    ];
  };
  const adminPeople = admins.flatMap((admin) => person(admin.userId, 'admin', [...PRODUCTS]));
  const result = new Map<string, WorkspaceMember[]>(
    input.workspaceIds.map((workspaceId) => [workspaceId, [...adminPeople]]),
  );
  for (const grant of granted) {
    const roleName = effectiveWorkspaceRole(grant.orgRole, grant.roleName);
    if (roleName) result.get(grant.workspaceId)?.push(...person(grant.userId, roleName, grant.products));
  }
  const sortKey = (member: WorkspaceMember) => `${member.firstName} ${member.lastName} ${member.email}`;
  for (const members of result.values()) {
    members.sort((a, b) => sortKey(a).localeCompare(sortKey(b), 'en', { sensitivity: 'base' }));
  }
  return result;
}

/** The accepted, active members of the organisation among these user ids (to add to a workspace). */
export async function findActingMembersByUserIds(
  db: Executor,
  input: { orgId: string; userIds: readonly string[] },
): Promise<{ memberId: string; userId: string; role: OrgRole }[]> {
  const ids = [...new Set(input.userIds.filter(isUuid))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ memberId: orgMembers.id, userId: orgMembers.userId, role: orgMembers.role })
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, input.orgId), inArray(orgMembers.userId, ids), canActInOrg));
  return rows.flatMap((row) => (row.userId ? [{ ...row, userId: row.userId }] : []));
}

/**
 * Where a person stands with an organisation they might join by e-mail domain: already a member, invited
 * (a pending member row or invite for their address), deactivated by an admin, or unknown to it.
 */
export type JoinStanding = 'member' | 'invited' | 'deactivated' | 'none';

export async function joinStandingOf(
  db: Executor,
  input: { orgId: string; userId: string; email: string },
): Promise<JoinStanding> {
  const [member] = await db
    .select({ inviteStatus: orgMembers.inviteStatus, isActive: orgMembers.isActive })
    .from(orgMembers)
    .where(
      and(
        eq(orgMembers.orgId, input.orgId),
        or(eq(orgMembers.userId, input.userId), eq(orgMembers.email, input.email)),
      ),
    )
    .limit(1);
  if (member?.inviteStatus === 'pending') return 'invited';
  if (member) return member.isActive ? 'member' : 'deactivated';
  const [invite] = await db
    .select({ id: invites.id })
    .from(invites)
    .where(and(eq(invites.orgId, input.orgId), eq(invites.email, input.email), eq(invites.status, 'pending')))
    .limit(1);
  return invite ? 'invited' : 'none';
}

/** Of `orgIds`, those where the person is known in any way (see JoinStanding): they can't be offered to join. */
export async function orgsKnowingPerson(
  db: Executor,
  input: { orgIds: readonly string[]; userId: string; email: string },
): Promise<Set<string>> {
  if (input.orgIds.length === 0) return new Set();
  const orgIds = [...input.orgIds];
  const members = await db
    .select({ orgId: orgMembers.orgId })
    .from(orgMembers)
    .where(
      and(
        inArray(orgMembers.orgId, orgIds),
        or(eq(orgMembers.userId, input.userId), eq(orgMembers.email, input.email)),
      ),
    );
  const pendingInvites = await db
    .select({ orgId: invites.orgId })
    .from(invites)
    .where(
      and(inArray(invites.orgId, orgIds), eq(invites.email, input.email), eq(invites.status, 'pending')),
    );
  return new Set([...members, ...pendingInvites].flatMap((row) => (row.orgId ? [row.orgId] : [])));
}

/** People (accepted members, any role) in each organisation, for the join-by-domain cards. */
export async function countPeoplePerOrg(
  db: Executor,
  orgIds: readonly string[],
): Promise<Map<string, number>> {
  if (orgIds.length === 0) return new Map();
  const rows = await db
    .select({ orgId: orgMembers.orgId, count: sql<number>`count(*)::int` })
    .from(orgMembers)
    .where(and(inArray(orgMembers.orgId, [...orgIds]), canActInOrg))
    .groupBy(orgMembers.orgId);
  return new Map(rows.map((row) => [row.orgId, row.count]));
}

/**
 * A colleague who joins by e-mail domain: an accepted org member with no workspace grant, so they see
 * "You don't have access to any workspaces" until an admin grants one. Undefined when a row for the user
 * or address appeared meanwhile (the unique indexes decide a race).
 */
export async function insertJoinedMember(
  db: Executor,
  input: { orgId: string; userId: string; email: string },
): Promise<OrgMemberRow | undefined> {
  const [row] = await db
    .insert(orgMembers)
    .values({
      orgId: input.orgId,
      userId: input.userId,
      email: input.email,
      role: 'org_member',
      inviteStatus: 'accepted',
    })
    .onConflictDoNothing()
    .returning();
  return row;
}
