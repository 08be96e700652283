import {
  allowedOrgActions,
  allowedWorkspaceActions,
  deniedMessage,
  effectiveWorkspaceRole,
  PRODUCTS,
  type OrgAction,
  type OrgRole,
  type Product,
  type WorkspaceAction,
  type WorkspaceRole,
} from '@hookline/domain';
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../platform/db/database.ts';
import { preparedPerExecutor } from '../../../platform/db/prepared-per-executor.ts';
import type { Resolved, Resource } from '../../../platform/http/access/resource.ts';
import { orgMembers, workspaceGrants } from '../members/tables.ts';
import { organisations, type OrganisationRow } from '../organisations/tables.ts';
import { workspaces, type WorkspaceRow } from '../workspaces/tables.ts';

/** The caller's proven place in an organisation. */
export interface OrgAccess {
  orgId: string;
  memberId: string;
  orgRole: OrgRole;
}

/** The caller's proven place in a workspace: the effective role after the guest-forcing rule. */
export interface WorkspaceAccess extends OrgAccess {
  workspaceId: string;
  role: WorkspaceRole;
  products: Product[];
}

/** The caller's accepted, active membership of the organisation `orgId` names. */
const activeMembershipIn = (orgId: PgColumn | SQL) =>
  and(
    eq(orgMembers.orgId, orgId),
    eq(orgMembers.userId, sql.placeholder('userId')),
    eq(orgMembers.inviteStatus, 'accepted'),
    eq(orgMembers.isActive, true),
  );

/** The membership and grant columns every workspace-scoped lookup selects next to its row. */
const membershipColumns = {
  workspaceId: workspaces.id,
  orgId: workspaces.orgId,
  memberId: orgMembers.id,
  orgRole: orgMembers.role,
  grantRole: workspaceGrants.roleName,
  grantProducts: workspaceGrants.products,
  grantActive: workspaceGrants.active,
};

interface MembershipColumns {
  workspaceId: string;
  orgId: string;
  memberId: string;
  orgRole: OrgRole;
  grantRole: WorkspaceRole | null;
  grantProducts: Product[] | null;
  grantActive: boolean | null;
}

/** The effective access a membership row gives in a workspace; undefined without a live grant (nor org admin). */
function workspaceAccessOf(columns: MembershipColumns): WorkspaceAccess | undefined {
  const grantRole = columns.grantRole !== null && columns.grantActive === true ? columns.grantRole : null;
  const role = effectiveWorkspaceRole(columns.orgRole, grantRole);
  if (role === null) return undefined;
  return {
    orgId: columns.orgId,
    memberId: columns.memberId,
    orgRole: columns.orgRole,
    workspaceId: columns.workspaceId,
    role,
    products: columns.orgRole === 'org_admin' ? [...PRODUCTS] : (columns.grantProducts ?? []),
  };
}

const organisationQuery = preparedPerExecutor((db) =>
  db
    .select({ row: getTableColumns(organisations), memberId: orgMembers.id, orgRole: orgMembers.role })
    .from(organisations)
    .innerJoin(orgMembers, activeMembershipIn(organisations.id))
    .where(eq(organisations.id, sql.placeholder('id')))
    .limit(1)
    .prepare('resource_organisation'),
);

/** An organisation, reached by its active members. */
export const organisationResource: Resource<OrganisationRow, OrgAccess, OrgAction> = {
  name: 'organisation',
  async forMember(db, { userId, id }) {
    const [found] = await organisationQuery(db).execute({ id, userId });
    if (!found) return undefined;
    return {
      row: found.row,
      access: { orgId: found.row.id, memberId: found.memberId, orgRole: found.orgRole },
    };
  },
  allowedActions: ({ access }) => allowedOrgActions(access.orgRole),
  deniedMessage,
};

/** The actions a workspace access allows, with the product a resource needs (none: the workspace itself). */
function workspaceActionsOf(
  access: WorkspaceAccess,
  product: Product | undefined,
): readonly WorkspaceAction[] {
  if (product !== undefined && !access.products.includes(product)) return [];
  return allowedWorkspaceActions(access.role);
}

/**
 * A kind of row that belongs to one workspace: found by its id, in one query that joins the caller's
 * membership and grant, so another tenant's row never comes back. `product` is the product the caller's
 * grant must include (Analytics for reports); `within` is the parent column a route may pin (the ad account
 * of a folder, say).
 */
export function workspaceChildResource<Table extends PgTable>(options: {
  name: string;
  table: Table;
  id: PgColumn;
  workspaceId: PgColumn;
  within?: PgColumn;
  product?: Product;
}): Resource<Table['$inferSelect'], WorkspaceAccess, WorkspaceAction> {
  type Row = Table['$inferSelect'];
  const columns = getTableColumns(options.table);
  const select = (db: Executor, pinned: boolean) =>
    db
      .select({ row: columns, ...membershipColumns })
      // A generic table defeats Drizzle's check for data-modifying subqueries; `Table` is a plain table.
      .from(options.table as PgTable)
      .innerJoin(workspaces, eq(workspaces.id, options.workspaceId))
      .innerJoin(orgMembers, activeMembershipIn(workspaces.orgId))
      .leftJoin(
        workspaceGrants,
        and(eq(workspaceGrants.workspaceId, workspaces.id), eq(workspaceGrants.memberId, orgMembers.id)),
      )
      .where(
        pinned && options.within
          ? and(eq(options.id, sql.placeholder('id')), eq(options.within, sql.placeholder('within')))
          : eq(options.id, sql.placeholder('id')),
      )
      .limit(1)
      .prepare(`resource_${options.name}${pinned ? '_within' : ''}`);
  const anywhere = preparedPerExecutor((db) => select(db, false));
  const pinned = preparedPerExecutor((db) => select(db, true));

  return {
    name: options.name,
    async forMember(db, { userId, id, within }) {
      if (within !== undefined && !options.within) {
        throw new Error(`${options.name} has no parent column to pin a route's "within" to`);
      }
      const query = within === undefined ? anywhere(db) : pinned(db);
      const [found] = await query.execute({ id, userId, within });
      if (!found) return undefined;
      const access = workspaceAccessOf(found);
      return access ? { row: found.row, access } : undefined;
    },
    allowedActions: ({ access }: Resolved<Row, WorkspaceAccess>) =>
      workspaceActionsOf(access, options.product),
    deniedMessage,
  };
}

const workspaceQuery = preparedPerExecutor((db) =>
  db
    .select({ row: getTableColumns(workspaces), ...membershipColumns })
    .from(workspaces)
    .innerJoin(orgMembers, activeMembershipIn(workspaces.orgId))
    .leftJoin(
      workspaceGrants,
      and(eq(workspaceGrants.workspaceId, workspaces.id), eq(workspaceGrants.memberId, orgMembers.id)),
    )
    .where(eq(workspaces.id, sql.placeholder('id')))
    .limit(1)
    .prepare('resource_workspace'),
);

/** A workspace, reached by the members with a live grant in it, and by every admin of its organisation. */
export const workspaceResource: Resource<WorkspaceRow, WorkspaceAccess, WorkspaceAction> = {
  name: 'workspace',
  async forMember(db, { userId, id }) {
    const [found] = await workspaceQuery(db).execute({ id, userId });
    const access = found ? workspaceAccessOf(found) : undefined;
    return found && access ? { row: found.row, access } : undefined;
  },
  allowedActions: ({ access }) => workspaceActionsOf(access, undefined),
  deniedMessage,
};

/** The workspace with a product: Analytics routes reach a workspace only through a grant that includes it. */
export function workspaceWithProduct(
  product: Product,
): Resource<WorkspaceRow, WorkspaceAccess, WorkspaceAction> {
  return {
    ...workspaceResource,
    name: `workspace:${product}`,
    allowedActions: ({ access }) => workspaceActionsOf(access, product),
  };
}
