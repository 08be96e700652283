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
import { organisations } from '../organisations/tables.ts';
import { orgMembers, workspaceGrants } from '../members/tables.ts';
import { workspaces } from '../workspaces/tables.ts';

/** A workspace where the caller opens a product, with what they may do there. */
export interface ProductWorkspaceOfCaller {
  orgId: string;
  orgName: string;
  workspaceId: string;
  workspaceName: string;
  actions: readonly WorkspaceAction[];
}

/**
 * The workspaces where `userId` opens the product, in `orgId` or in every organisation of theirs: an org
 * admin's every workspace, otherwise those with a live grant that includes the product, under the effective
 * role (an org guest is a guest everywhere). One query; organisations then workspaces by name.
 */
export async function productWorkspacesOf(
  db: Executor,
  input: { userId: string; product: Product; orgId?: string | undefined },
): Promise<ProductWorkspaceOfCaller[]> {
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
      orgRole === 'org_admin' ? [input.product] : (row.grantProducts ?? []);
    if (role === null || !products.includes(input.product)) return [];
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
