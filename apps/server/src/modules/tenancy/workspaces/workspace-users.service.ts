import {
  forcedGrantRole,
  LIFETIME_DEAL_EXCLUDED_PRODUCTS,
  TENANCY_MESSAGES,
  type Product,
  type Workspace,
  type WorkspaceRole,
  type ReleasedModules,
} from '@hookline/domain';
import type { Executor } from '../../../platform/db/database.ts';
import { badRequest, notFound } from '../../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../access/tenancy-resources.ts';
import { heldProductsOf, refuseUnreleasedProducts } from '../members/member-assignment.ts';
import { grantWorkspace } from '../members/membership.service.ts';
import { findActingMembersByUserIds } from '../members/workspace-members.service.ts';
import { findOrganisationRow } from '../organisations/organisation-lookup.service.ts';
import { workspaceDetails } from './workspaces.service.ts';

/** Refusal when a user to add is not an accepted member of the workspace's organisation (another tenant's id included). */

export interface WorkspaceUserRequest {
  userId: string;
  roleName: WorkspaceRole;
  products: Product[];
}

/**
 * Gives organisation members access to the workspace (the invite-members menu). Every request is checked
 * before anything is written: each user must be an accepted member of this organisation, an org guest is
 * stored as a guest whatever was asked (spec section 4), and a lifetime-deal organisation offers neither
 * guest roles nor its excluded products (spec section 5). A module that doesn't exist yet is granted to no
 * one who doesn't hold it here already. An existing grant is replaced.
 */
export async function addWorkspaceUsers(
  db: Executor,
  input: {
    access: WorkspaceAccess;
    userId: string;
    users: WorkspaceUserRequest[];
    /** Which modules exist: the context's. */
    released: ReleasedModules;
  },
): Promise<Workspace> {
  const { access } = input;
  const org = await findOrganisationRow(db, access.orgId);
  if (!org) throw notFound();
  await db.transaction(async (tx) => {
    const members = new Map(
      (
        await findActingMembersByUserIds(tx, {
          orgId: access.orgId,
          userIds: input.users.map((user) => user.userId),
        })
      ).map((member) => [member.userId, member]),
    );
    const grants = input.users.map((request) => {
      const member = members.get(request.userId);
      if (!member) throw badRequest(TENANCY_MESSAGES.selectOrgMembers);
      const roleName = forcedGrantRole(member.role, request.roleName);
      if (org.lifetimeDeal) {
        if (roleName === 'guest') throw badRequest(TENANCY_MESSAGES.lifetimeDealRole);
        if (request.products.some((product) => LIFETIME_DEAL_EXCLUDED_PRODUCTS.includes(product))) {
          throw badRequest(TENANCY_MESSAGES.lifetimeDealProduct);
        }
      }
      return { memberId: member.memberId, roleName, products: request.products };
    });
    for (const grant of grants) {
      const held = await heldProductsOf(tx, { orgId: access.orgId, memberId: grant.memberId });
      refuseUnreleasedProducts(grant.products, held.get(access.workspaceId), input.released);
    }
    for (const grant of grants) {
      await grantWorkspace(tx, { orgId: access.orgId, workspaceId: access.workspaceId, ...grant });
    }
  });
  return workspaceDetails(db, input);
}
