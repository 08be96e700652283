import { ERROR_CODES, TENANCY_MESSAGES, type InviteMemberBody, type OrgMember } from '@hookline/domain';
import type { AppContext } from '../../../platform/context.ts';
import { AppError, notFound } from '../../../platform/http/app-error.ts';
import type { OrgAccess } from '../access/tenancy-resources.ts';
import { findOrganisationRow } from '../organisations/organisation-lookup.service.ts';
import { findUserByEmail } from '../../users/index.ts';
import { sendInviteMail } from './invite-delivery.service.ts';
import { createInvite } from './invites.service.ts';
import { checkAssignments, replaceMemberGrants } from './member-assignment.ts';
import { findOrgMember } from './member-dto.ts';
import { isUniqueViolation, lockOrganisationMembers, memberEmailTaken } from './member-lookup.ts';
import { assertSeatAvailable } from './member-seats.ts';
import { orgMembers } from './tables.ts';

export const memberExists = () => new AppError(ERROR_CODES.memberExists, TENANCY_MESSAGES.memberExists);

/**
 * Invites an address into the organisation (spec sections 4 and 5): the invite, the pending member and
 * its workspace grants are written together, and the mail goes out once they are committed.
 */
export async function inviteMember(
  context: AppContext,
  input: { access: OrgAccess; inviterUserId: string; body: InviteMemberBody },
): Promise<OrgMember> {
  const { db } = context.database;
  const { orgId } = input.access;
  const { email, orgRole } = input.body;
  const org = await findOrganisationRow(db, orgId);
  if (!org) throw notFound();
  const grants = await checkAssignments(db, {
    org,
    orgRole,
    assignments: input.body.workspaces,
    released: context.releasedModules,
  });

  const { memberId, token } = await db
    .transaction(async (tx) => {
      await lockOrganisationMembers(tx, orgId);
      if (await memberEmailTaken(tx, { orgId, email })) throw memberExists();
      await assertSeatAvailable(tx, { orgId, orgRole, planLimits: context.planLimits });
      const account = await findUserByEmail(tx, email);
      const { invite, token } = await createInvite(tx, {
        email,
        orgId,
        invitedByUserId: input.inviterUserId,
      });
      const [member] = await tx
        .insert(orgMembers)
        .values({
          orgId,
          // An existing account is linked now; it still has to accept before it can open the organisation.
          userId: account?.id ?? null,
          email,
          role: orgRole,
          inviteStatus: 'pending',
          inviteId: invite.id,
          invitedByUserId: input.inviterUserId,
        })
        .returning({ id: orgMembers.id });
      if (!member) throw new Error('insert into org_members returned nothing');
      await replaceMemberGrants(tx, { orgId, memberId: member.id, grants });
      return { memberId: member.id, token };
    })
    .catch((error: unknown) => {
      // Two invites of one address racing past the check: the unique index has the last word.
      throw isUniqueViolation(error) ? memberExists() : error;
    });

  await sendInviteMail(context, { token, email, orgName: org.name, inviterUserId: input.inviterUserId });
  const member = await findOrgMember(db, { viewer: input.access, memberId });
  if (!member) throw notFound();
  return member;
}
