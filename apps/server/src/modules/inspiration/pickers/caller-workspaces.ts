import {
  allowedWorkspaceActions,
  effectiveWorkspaceRole,
  type OrgRole,
  type Product,
  type WorkspaceAction,
  type WorkspaceRole,
} from '@hookline/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { orgMembers, organisations, workspaceGrants, workspaces } from '../../tenancy/index.ts';

/** A workspace whose Inspiration the caller opens, with what they may do there. */
export interface InspirationWorkspaceOfCaller {
  orgId: string;
  orgName: string;
  workspaceId: string;
  workspaceName: string;
  actions: readonly WorkspaceAction[];
}

/**
 * The workspaces whose Inspiration `userId` opens, in `orgId` or in every organisation of theirs: an org
 * admin's every workspace, otherwise those with a live grant that includes Inspiration, under the effective
 * role (an org guest is a guest everywhere). One query; organisations then workspaces by name.
 */
export async function inspirationWorkspacesOf(
  db: Executor,
  input: { userId: string; orgId?: string | undefined },
): Promise<InspirationWorkspaceOfCaller[]> {
  const rows = await db
    .select({
      orgId: organisations.id,
      orgName: organisations.name,
      workspaceId: workspaces.id,
      workspaceName: workspaces.name,
      orgRole: orgMembers.role,
      grantRole: workspaceGrants.roleName,
      grantProducts: workspaceGrants.products,
      grantActive: workspaceGrants.active,
    })
    .from(orgMembers)
    .innerJoin(organisations, eq(organisations.id, orgMembers.orgId))
    .innerJoin(workspaces, eq(workspaces.orgId, orgMembers.orgId))
    .leftJoin(
      workspaceGrants,
      and(eq(workspaceGrants.workspaceId, workspaces.id), eq(workspaceGrants.memberId, orgMembers.id)),
    )
    .where(
      and(
        eq(orgMembers.userId, input.userId),
        eq(orgMembers.inviteStatus, 'accepted'),
        eq(orgMembers.isActive, true),
        input.orgId === undefined ? undefined : eq(orgMembers.orgId, input.orgId),
      ),
    )
    .orderBy(
      sql`lower(${organisations.name})`,
      asc(organisations.id),
      sql`lower(${workspaces.name})`,
      asc(workspaces.id),
    );
  return rows.flatMap((row) => {
    const orgRole: OrgRole = row.orgRole;
    const grantRole: WorkspaceRole | null = row.grantActive === true ? row.grantRole : null;
    const role = effectiveWorkspaceRole(orgRole, grantRole);
    const products: readonly Product[] =
      orgRole === 'org_admin' ? ['inspiration'] : (row.grantProducts ?? []);
    if (role === null || !products.includes('inspiration')) return [];
    return [
      {
        orgId: row.orgId,
        orgName: row.orgName,
        workspaceId: row.workspaceId,
        workspaceName: row.workspaceName,
        actions: allowedWorkspaceActions(role),
      },
    ];
  });
}
