import {
  forcedGrantRole,
  LIFETIME_DEAL_EXCLUDED_PRODUCTS,
  TENANCY_MESSAGES,
  type MemberWorkspaceAssignment,
  type OrgRole,
  type Product,
  type WorkspaceRole,
} from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/http/app-error.ts';
import { listWorkspaceRows } from '../workspaces/workspace-lookup.service.ts';
import { workspaceGrants } from './tables.ts';

/** A workspace grant ready to store: checked against the organisation, with the guest rule applied. */
export interface CheckedGrant {
  workspaceId: string;
  roleName: WorkspaceRole;
  products: Product[];
  active: boolean;
}

/**
 * The rules shared by invite and edit (spec sections 4 and 5): every workspace belongs to this
 * organisation (another tenant's id is refused like an unknown one, so it doesn't leak), a lifetime-deal
 * organisation offers no guest roles nor the excluded products, and an org guest is a guest everywhere.
 */
export async function checkAssignments(
  db: Executor,
  input: {
    org: { id: string; lifetimeDeal: boolean };
    orgRole: OrgRole;
    assignments: MemberWorkspaceAssignment[];
  },
): Promise<CheckedGrant[]> {
  const workspaceIds = new Set((await listWorkspaceRows(db, input.org.id)).map((row) => row.id));
  if (input.assignments.some((row) => !workspaceIds.has(row.workspaceId))) {
    throw badRequest(TENANCY_MESSAGES.workspaceNotInOrg);
  }
  if (input.org.lifetimeDeal) {
    if (input.orgRole === 'org_guest' || input.assignments.some((row) => row.roleName === 'guest')) {
      throw badRequest(TENANCY_MESSAGES.lifetimeDealRole);
    }
    const excluded = (product: Product) => LIFETIME_DEAL_EXCLUDED_PRODUCTS.includes(product);
    if (input.assignments.some((row) => row.products.some(excluded))) {
      throw badRequest(TENANCY_MESSAGES.lifetimeDealProduct);
    }
  }
  return input.assignments.map((row) => ({
    workspaceId: row.workspaceId,
    roleName: forcedGrantRole(input.orgRole, row.roleName),
    products: row.products,
    active: row.active ?? true,
  }));
}

/** Makes `grants` the member's whole set of workspace grants. */
export async function replaceMemberGrants(
  tx: Executor,
  input: { orgId: string; memberId: string; grants: CheckedGrant[] },
): Promise<void> {
  await tx
    .delete(workspaceGrants)
    .where(and(eq(workspaceGrants.orgId, input.orgId), eq(workspaceGrants.memberId, input.memberId)));
  if (input.grants.length === 0) return;
  await tx
    .insert(workspaceGrants)
    .values(input.grants.map((grant) => ({ ...grant, orgId: input.orgId, memberId: input.memberId })));
}
