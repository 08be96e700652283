import type { AppContext } from '../../../platform/context.ts';
import { findUserByEmail, findUserById } from '../../users/index.ts';
import { inviteLink, inviteMail } from './invite-mail.ts';

/** How the inviter is named in the mail: their full name, or their address when they have no name. */
function displayName(user: { firstName: string; lastName: string; email: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/**
 * Mails an invite's link, which carries `token` (the database keeps only its hash). Called after the
 * invite's transaction has committed, so the link never points at an invite that was rolled back. Whether
 * the address has an account is read now, not at invite time: an invited person may have signed up in between.
 */
export async function sendInviteMail(
  context: AppContext,
  input: { token: string; email: string; orgName: string; inviterUserId: string },
): Promise<void> {
  const { db } = context.database;
  const [account, inviter] = await Promise.all([
    findUserByEmail(db, input.email),
    findUserById(db, input.inviterUserId),
  ]);
  const hasAccount = account !== undefined;
  await context.mailer.send(
    inviteMail({
      to: input.email,
      orgName: input.orgName,
      inviterName: inviter ? displayName(inviter) : 'A colleague',
      link: inviteLink({ appUrl: context.config.appUrl, token: input.token, hasAccount }),
      hasAccount,
    }),
  );
}
