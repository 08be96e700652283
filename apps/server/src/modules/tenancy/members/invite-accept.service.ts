import { MESSAGES } from '@hookline/domain';
import type { Executor } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { findUserById } from '../../users/index.ts';
import { markInviteAccepted, requireLiveInvite } from './invites.service.ts';
import { findPendingMemberOfInvite } from './member-lookup.ts';

/**
 * A signed-in user accepts an invite of theirs with the token of the mail's sign-in link. Anyone else's
 * invite, an accepted one, or one without a pending membership answers the same 404; an expired link says so.
 */
export async function acceptInvite(
  db: Executor,
  input: { userId: string; token: string },
): Promise<{ orgId: string }> {
  const user = await findUserById(db, input.userId);
  if (!user) throw notFound(MESSAGES.inviteNotFound);
  return db.transaction(async (tx) => {
    const invite = await requireLiveInvite(tx, { token: input.token });
    if (invite.email !== user.email || !invite.orgId) throw notFound(MESSAGES.inviteNotFound);
    const member = await findPendingMemberOfInvite(tx, { orgId: invite.orgId, inviteId: invite.id });
    if (!member) throw notFound(MESSAGES.inviteNotFound);
    // The update itself re-checks that the invite is still pending, in case another request got there first.
    const accepted = await markInviteAccepted(tx, { inviteId: invite.id, userId: user.id });
    if (!accepted) throw notFound(MESSAGES.inviteNotFound);
    return { orgId: invite.orgId };
  });
}
