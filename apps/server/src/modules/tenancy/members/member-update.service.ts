import { seatResource, TENANCY_MESSAGES, type OrgMember, type UpdateMemberBody } from '@hookline/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { badRequest, notFound } from '../../../platform/http/app-error.ts';
import type { OrgAccess } from '../access/tenancy-resources.ts';
import { findOrganisationRow } from '../organisations/organisation-lookup.service.ts';
import { checkAssignments, heldProductsOf, replaceMemberGrants } from './member-assignment.ts';
import { findOrgMember } from './member-dto.ts';
import { countOtherActiveAdmins, findMemberByRef, lockOrganisationMembers } from './member-lookup.ts';
import { assertSeatAvailable } from './member-seats.ts';
import { orgMembers } from './tables.ts';

/**
 * Edit member (spec section 5): a new org role and the member's whole set of workspace grants. The
 * organisation keeps at least one admin who can act, and a move between members and guests must fit
 * the plan's allowance of the new kind.
 */
export async function updateMember(
  context: AppContext,
  input: { access: OrgAccess; body: UpdateMemberBody },
): Promise<OrgMember> {
  const { db } = context.database;
  const { orgId } = input.access;
  const { orgRole } = input.body;
  const org = await findOrganisationRow(db, orgId);
  if (!org) throw notFound();
  const current = await findMemberByRef(db, { orgId, memberRef: input.body.userId });
  if (!current) throw notFound();
  const held = await heldProductsOf(db, { orgId, memberId: current.id });
  const grants = await checkAssignments(db, {
    org,
    orgRole,
    assignments: input.body.workspaces,
    held,
    released: context.releasedModules,
  });

  const memberId = await db.transaction(async (tx) => {
    await lockOrganisationMembers(tx, orgId);
    const member = await findMemberByRef(tx, { orgId, memberRef: input.body.userId });
    if (!member) throw notFound();
    if (
      member.role === 'org_admin' &&
      orgRole !== 'org_admin' &&
      (await countOtherActiveAdmins(tx, { orgId, exceptMemberId: member.id })) === 0
    ) {
      throw badRequest(TENANCY_MESSAGES.lastAdmin);
    }
    if (seatResource(member.role) !== seatResource(orgRole)) {
      await assertSeatAvailable(tx, { orgId, orgRole, planLimits: context.planLimits });
    }
    await tx
      .update(orgMembers)
      .set({ role: orgRole, updatedAt: sql`now()` })
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.id, member.id)));
    await replaceMemberGrants(tx, { orgId, memberId: member.id, grants });
    return member.id;
  });

  const updated = await findOrgMember(db, { viewer: input.access, memberId });
  if (!updated) throw notFound();
  return updated;
}
