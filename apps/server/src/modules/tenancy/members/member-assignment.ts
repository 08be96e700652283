import {
  forcedGrantRole,
  LIFETIME_DEAL_EXCLUDED_PRODUCTS,
  MODULE_OF_PRODUCT,
  newlyGrantedUnreleased,
  notGrantableYetMessage,
  TENANCY_MESSAGES,
  type MemberWorkspaceAssignment,
  type OrgRole,
  type Product,
  type WorkspaceRole,
  type ReleasedModules,
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

/** What the member holds now in each workspace: products kept as they are, even of unreleased modules. */
export type HeldProducts = ReadonlyMap<string, readonly Product[]>;

/** The member's products in each of their workspaces now. */
export async function heldProductsOf(
  db: Executor,
  input: { orgId: string; memberId: string },
): Promise<HeldProducts> {
  const rows = await db
    .select({ workspaceId: workspaceGrants.workspaceId, products: workspaceGrants.products })
    .from(workspaceGrants)
    .where(and(eq(workspaceGrants.orgId, input.orgId), eq(workspaceGrants.memberId, input.memberId)));
  return new Map(rows.map((row) => [row.workspaceId, row.products]));
}

/** Refuses to newly grant a module that doesn't exist yet; what a member already holds stays. */
export function refuseUnreleasedProducts(
  requested: readonly Product[],
  held: readonly Product[] = [],
  released: ReleasedModules,
): void {
  const [product] = newlyGrantedUnreleased(requested, held, released);
  if (product) throw badRequest(notGrantableYetMessage(MODULE_OF_PRODUCT[product]));
}

/**
 * The rules shared by invite and edit (spec sections 4 and 5): every workspace belongs to this
 * organisation (another tenant's id is refused like an unknown one, so it doesn't leak), a lifetime-deal
 * organisation offers no guest roles nor the excluded products, an org guest is a guest everywhere, and
 * a module that doesn't exist yet is granted to no one new (`held`: what an edited member has now).
 */
export async function checkAssignments(
  db: Executor,
  input: {
    org: { id: string; lifetimeDeal: boolean };
    orgRole: OrgRole;
    assignments: MemberWorkspaceAssignment[];
    held?: HeldProducts;
    /** Which modules exist: the context's. */
    released: ReleasedModules;
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
  for (const row of input.assignments) {
    refuseUnreleasedProducts(row.products, input.held?.get(row.workspaceId), input.released);
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
