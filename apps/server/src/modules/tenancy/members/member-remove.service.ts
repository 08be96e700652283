import { TENANCY_MESSAGES } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { badRequest, notFound } from '../../../platform/http/app-error.ts';
import type { OrgAccess } from '../access/tenancy-resources.ts';
import { forgetUserChoicesInOrg } from '../workspaces/workspace-user-settings.service.ts';
import { countOtherActiveAdmins, findMemberByRef, lockOrganisationMembers } from './member-lookup.ts';
import { invites, orgMembers } from './tables.ts';

/**
 * Delete member (spec sections 4 and 6): never oneself, never the last admin who can act. The member's
 * grants go with it (cascade), and so do a still-pending invite, whose link must stop working, and the
 * person's own pins and notification choices in the organisation's workspaces.
 */
export async function removeMember(
  db: Executor,
  input: { access: OrgAccess; callerUserId: string; memberRef: string },
): Promise<void> {
  const { orgId } = input.access;
  await db.transaction(async (tx) => {
    await lockOrganisationMembers(tx, orgId);
    const member = await findMemberByRef(tx, { orgId, memberRef: input.memberRef });
    if (!member) throw notFound();
    if (member.id === input.access.memberId || member.userId === input.callerUserId) {
      throw badRequest(TENANCY_MESSAGES.cannotDeleteSelf);
    }
    if (
      member.role === 'org_admin' &&
      member.inviteStatus === 'accepted' &&
      (await countOtherActiveAdmins(tx, { orgId, exceptMemberId: member.id })) === 0
    ) {
      throw badRequest(TENANCY_MESSAGES.lastAdmin);
    }
    await tx.delete(orgMembers).where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.id, member.id)));
    if (member.userId) await forgetUserChoicesInOrg(tx, { orgId, userId: member.userId });
    if (member.inviteId) {
      await tx
        .delete(invites)
        .where(and(eq(invites.orgId, orgId), eq(invites.id, member.inviteId), eq(invites.status, 'pending')));
    }
  });
}
