import { TENANCY_MESSAGES } from '@hookline/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { badRequest, notFound } from '../../../platform/http/app-error.ts';
import type { OrgAccess } from '../access/tenancy-resources.ts';
import { findOrganisationRow } from '../organisations/organisation-lookup.service.ts';
import { sendInviteMail } from './invite-delivery.service.ts';
import { createInvite, findPendingInviteInOrg, renewInviteLink } from './invites.service.ts';
import { findMemberByRef } from './member-lookup.ts';
import { orgMembers } from './tables.ts';

/**
 * Resend invite (spec section 4: only a pending invite). The invite gets a new link valid for another
 * INVITE_TTL_DAYS, so an expired invite can be revived; the earlier link stops working. A member whose
 * invite row is gone gets a fresh invite.
 */
export async function resendInvite(
  context: AppContext,
  input: { access: OrgAccess; callerUserId: string; memberRef: string },
): Promise<void> {
  const { db } = context.database;
  const { orgId } = input.access;
  const member = await findMemberByRef(db, { orgId, memberRef: input.memberRef });
  if (!member) throw notFound();
  if (member.inviteStatus !== 'pending') throw badRequest(TENANCY_MESSAGES.onlyPendingResend);
  const org = await findOrganisationRow(db, orgId);
  if (!org) throw notFound();

  const existing = member.inviteId
    ? await findPendingInviteInOrg(db, { orgId, inviteId: member.inviteId })
    : undefined;
  let token: string;
  if (existing) {
    const renewed = await renewInviteLink(db, { inviteId: existing.id });
    // Accepted between the check above and now.
    if (!renewed) throw badRequest(TENANCY_MESSAGES.onlyPendingResend);
    token = renewed.token;
  } else {
    token = await db.transaction(async (tx) => {
      const issued = await createInvite(tx, {
        email: member.email,
        orgId,
        invitedByUserId: input.callerUserId,
      });
      await tx
        .update(orgMembers)
        .set({ inviteId: issued.invite.id, updatedAt: sql`now()` })
        .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.id, member.id)));
      return issued.token;
    });
  }

  await sendInviteMail(context, {
    token,
    email: member.email,
    orgName: org.name,
    inviterUserId: input.callerUserId,
  });
}
