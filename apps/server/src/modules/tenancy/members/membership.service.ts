import { type OrgRole, type Product, type WorkspaceRole } from '@hookline/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { orgMembers, workspaceGrants, type OrgMemberRow } from './tables.ts';

/** The creator of an organisation: its first org admin, accepted at once. */
export async function insertFounderMember(
  db: Executor,
  input: { orgId: string; userId: string; email: string },
): Promise<OrgMemberRow> {
  const [row] = await db
    .insert(orgMembers)
    .values({
      orgId: input.orgId,
      userId: input.userId,
      email: input.email,
      role: 'org_admin',
      inviteStatus: 'accepted',
    })
    .returning();
  if (!row) throw new Error('insert into org_members returned nothing');
  return row;
}

/** Adds or replaces one member's grant in one workspace. */
export async function grantWorkspace(
  db: Executor,
  input: {
    orgId: string;
    workspaceId: string;
    memberId: string;
    roleName: WorkspaceRole;
    products: Product[];
  },
): Promise<void> {
  await db
    .insert(workspaceGrants)
    .values({ ...input, active: true })
    .onConflictDoUpdate({
      target: [workspaceGrants.workspaceId, workspaceGrants.memberId],
      set: { roleName: input.roleName, products: input.products, active: true },
    });
}

/** The caller's accepted, active memberships: the organisations they can open. */
export async function listMembershipsOfUser(
  db: Executor,
  userId: string,
): Promise<{ orgId: string; memberId: string; role: OrgRole }[]> {
  return db
    .select({ orgId: orgMembers.orgId, memberId: orgMembers.id, role: orgMembers.role })
    .from(orgMembers)
    .where(
      and(
        eq(orgMembers.userId, userId),
        eq(orgMembers.inviteStatus, 'accepted'),
        eq(orgMembers.isActive, true),
      ),
    );
}

/**
 * Seats used against the plan: members (admins and users) and guests, pending invites included, so
 * that inviting can't overshoot the limit.
 */
export async function countSeats(
  db: Executor,
  orgId: string,
): Promise<{ membersCount: number; guestUserCount: number }> {
  const [row] = await db
    .select({
      membersCount: sql<number>`count(*) filter (where ${orgMembers.role} <> 'org_guest')::int`,
      guestUserCount: sql<number>`count(*) filter (where ${orgMembers.role} = 'org_guest')::int`,
    })
    .from(orgMembers)
    .where(eq(orgMembers.orgId, orgId));
  return { membersCount: row?.membersCount ?? 0, guestUserCount: row?.guestUserCount ?? 0 };
}

/** How many people can open each workspace: members with an active grant there, plus every org admin. */
export async function membersPerWorkspace(
  db: Executor,
  orgId: string,
): Promise<(workspaceId: string) => number> {
  const rows = await db
    .select({ workspaceId: workspaceGrants.workspaceId, count: sql<number>`count(*)::int` })
    .from(workspaceGrants)
    .innerJoin(orgMembers, eq(orgMembers.id, workspaceGrants.memberId))
    .where(
      and(
        eq(workspaceGrants.orgId, orgId),
        eq(workspaceGrants.active, true),
        eq(orgMembers.inviteStatus, 'accepted'),
        sql`${orgMembers.role} <> 'org_admin'`,
      ),
    )
    .groupBy(workspaceGrants.workspaceId);
  const [admins] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orgMembers)
    .where(
      and(
        eq(orgMembers.orgId, orgId),
        eq(orgMembers.role, 'org_admin'),
        eq(orgMembers.inviteStatus, 'accepted'),
      ),
    );
  const granted = new Map(rows.map((row) => [row.workspaceId, row.count]));
  const adminCount = admins?.count ?? 0;
  return (workspaceId) => (granted.get(workspaceId) ?? 0) + adminCount;
}
