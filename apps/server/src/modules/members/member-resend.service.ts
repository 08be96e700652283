import { TENANCY_MESSAGES } from '@hookline/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import type { OrgAccess } from '../../platform/http/tenancy-guard.ts';
import { findOrganisationRow } from '../orgs/organisation-lookup.service.ts';
import { sendInviteMail } from './invite-delivery.service.ts';
import { createInvite, findPendingInviteInOrg } from './invites.service.ts';
import { findMemberByRef } from './member-lookup.ts';
import { orgMembers } from './tables.ts';

/**
 * Resend invite (spec section 4: only a pending invite). The same invite id goes out again so that an
 * earlier mail keeps working; a member whose invite row is gone gets a fresh one.
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
  const inviteId =
    existing?.id ??
    (await db.transaction(async (tx) => {
      const invite = await createInvite(tx, {
        email: member.email,
        orgId,
        invitedByUserId: input.callerUserId,
      });
      await tx
        .update(orgMembers)
        .set({ inviteId: invite.id, updatedAt: sql`now()` })
        .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.id, member.id)));
      return invite.id;
    }));

  await sendInviteMail(context, {
    inviteId,
    email: member.email,
    orgName: org.name,
    inviterUserId: input.callerUserId,
  });
}
