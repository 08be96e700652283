import { effectiveWorkspaceRole, type Product, type WorkspaceRole } from '@hookline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { orgMembers, workspaceGrants } from './tables.ts';

/**
 * The role each of `userIds` holds in the workspace now, for those who may open `product` there: accepted,
 * active members of its organisation, an org admin (admin everywhere) or with a live grant that includes the
 * product. Anyone else is left out of the map.
 */
export async function workspaceRolesAmong(
  db: Executor,
  input: { orgId: string; workspaceId: string; product: Product; userIds: readonly string[] },
): Promise<Map<string, WorkspaceRole>> {
  if (input.userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: orgMembers.userId,
      orgRole: orgMembers.role,
      grantRole: workspaceGrants.roleName,
      grantProducts: workspaceGrants.products,
    })
    .from(orgMembers)
    .leftJoin(
      workspaceGrants,
      and(
        eq(workspaceGrants.memberId, orgMembers.id),
        eq(workspaceGrants.workspaceId, input.workspaceId),
        eq(workspaceGrants.active, true),
      ),
    )
    .where(
      and(
        eq(orgMembers.orgId, input.orgId),
        inArray(orgMembers.userId, [...input.userIds]),
        eq(orgMembers.inviteStatus, 'accepted'),
        eq(orgMembers.isActive, true),
      ),
    );
  const roles = new Map<string, WorkspaceRole>();
  for (const row of rows) {
    if (row.userId === null) continue;
    const opensProduct = row.orgRole === 'org_admin' || (row.grantProducts ?? []).includes(input.product);
    const role = effectiveWorkspaceRole(row.orgRole, row.grantRole);
    if (opensProduct && role !== null) roles.set(row.userId, role);
  }
  return roles;
}
