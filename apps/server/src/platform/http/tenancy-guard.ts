import {
  canInOrg,
  canInWorkspace,
  deniedMessage,
  effectiveWorkspaceRole,
  PRODUCTS,
  type OrgAction,
  type OrgRole,
  type Product,
  type WorkspaceAction,
  type WorkspaceRole,
} from '@hookline/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { preparedPerExecutor } from '../db/prepared-per-executor.ts';
import { orgMembers, workspaceGrants, workspaces } from '../db/schema.ts';
import { forbidden, notFound } from './app-error.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

/** The caller's accepted, active membership; the caller's id is the `userId` placeholder. */
const activeMembership = () =>
  and(
    eq(orgMembers.userId, sql.placeholder('userId')),
    eq(orgMembers.inviteStatus, 'accepted'),
    eq(orgMembers.isActive, true),
  );

const organisationMembershipQuery = preparedPerExecutor((db) =>
  db
    .select({ id: orgMembers.id, role: orgMembers.role })
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, sql.placeholder('orgId')), activeMembership()))
    .limit(1)
    .prepare('tenancy_guard_organisation'),
);

const workspaceAccessQuery = preparedPerExecutor((db) =>
  db
    .select({
      orgId: workspaces.orgId,
      memberId: orgMembers.id,
      orgRole: orgMembers.role,
      grantRole: workspaceGrants.roleName,
      grantProducts: workspaceGrants.products,
      grantActive: workspaceGrants.active,
    })
    .from(workspaces)
    .innerJoin(orgMembers, and(eq(orgMembers.orgId, workspaces.orgId), activeMembership()))
    .leftJoin(
      workspaceGrants,
      and(eq(workspaceGrants.workspaceId, workspaces.id), eq(workspaceGrants.memberId, orgMembers.id)),
    )
    .where(eq(workspaces.id, sql.placeholder('workspaceId')))
    .limit(1)
    .prepare('tenancy_guard_workspace'),
);

/**
 * The tenancy guard (DESIGN.md, "Security and tenancy"): resolves an unverified organisation id to the
 * caller's active membership. Not a member, or not an id at all: 404, so ids don't leak. A member whose
 * role lacks the action: 403.
 */
export async function guardOrganisation(
  db: Executor,
  input: { userId: string; unverifiedOrgId: string; action?: OrgAction },
): Promise<OrgAccess> {
  if (!UUID_PATTERN.test(input.unverifiedOrgId)) throw notFound();
  const [member] = await organisationMembershipQuery(db).execute({
    orgId: input.unverifiedOrgId,
    userId: input.userId,
  });
  if (!member) throw notFound();
  if (input.action && !canInOrg(member.role, input.action)) throw forbidden(deniedMessage(input.action));
  return { orgId: input.unverifiedOrgId, memberId: member.id, orgRole: member.role };
}

/**
 * Resolves an unverified workspace id to the caller's access: an active grant (or org admin) in the
 * workspace's organisation. No access: 404. A role without the action, or a grant without the product: 403.
 */
export async function guardWorkspace(
  db: Executor,
  input: { userId: string; unverifiedWorkspaceId: string; action?: WorkspaceAction; product?: Product },
): Promise<WorkspaceAccess> {
  if (!UUID_PATTERN.test(input.unverifiedWorkspaceId)) throw notFound();
  const [row] = await workspaceAccessQuery(db).execute({
    workspaceId: input.unverifiedWorkspaceId,
    userId: input.userId,
  });
  if (!row) throw notFound();
  const grantRole = row.grantRole !== null && row.grantActive === true ? row.grantRole : null;
  const role = effectiveWorkspaceRole(row.orgRole, grantRole);
  if (role === null) throw notFound();
  const products = row.orgRole === 'org_admin' ? [...PRODUCTS] : (row.grantProducts ?? []);
  if (input.action && !canInWorkspace(role, input.action)) throw forbidden(deniedMessage(input.action));
  if (input.product && !products.includes(input.product)) throw forbidden(deniedMessage('workspace.view'));
  return {
    orgId: row.orgId,
    memberId: row.memberId,
    orgRole: row.orgRole,
    workspaceId: input.unverifiedWorkspaceId,
    role,
    products,
  };
}
