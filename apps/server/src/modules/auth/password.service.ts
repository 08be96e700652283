import { MESSAGES } from '@hookline/domain';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import type { Executor } from '../../platform/db/database.ts';
import { revokeAllSessionsOfUser } from './tokens.service.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { findUserById, updateUserFields } from '../users/index.ts';

/** Sets a new password for the signed-in user after checking the old one; other sessions are signed out. */
export async function changePassword(
  db: Executor,
  input: { userId: string; sessionId: string; oldPassword: string; newPassword: string },
): Promise<void> {
  const user = await findUserById(db, input.userId);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw badRequest(MESSAGES.oldPasswordIncorrect);
  }
  await updateUserFields(db, user.id, { passwordHash: await hashPassword(input.newPassword) });
  await revokeAllSessionsOfUser(db, user.id, { exceptSessionId: input.sessionId });
}

/** Sets a password without the old one: the caller has proven the address (reset by OTP). */
export async function setPassword(db: Executor, input: { userId: string; password: string }): Promise<void> {
  await updateUserFields(db, input.userId, { passwordHash: await hashPassword(input.password) });
}
