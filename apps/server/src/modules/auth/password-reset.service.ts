import { ERROR_CODES, MESSAGES, OTP_REASON } from '@hookline/domain';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { setPassword } from '../users/password.service.ts';
import { findUserByEmail } from '../users/users.service.ts';
import { consumeOtp, issueOtp } from './otp.service.ts';
import { otpMail } from './otp-mail.ts';
import { revokeAllSessionsOfUser } from './tokens.service.ts';

/** Mails a reset code when the account exists; the caller answers the same either way, so existence doesn't leak. */
export async function requestPasswordReset(context: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(context.database.db, email);
  if (!user) return;
  const code = await issueOtp(context.database.db, {
    secret: context.config.jwtSecret,
    email: user.email,
    reason: OTP_REASON.forgotPassword,
  });
  const userName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  await context.mailer.send(otpMail({ to: user.email, code, reason: OTP_REASON.forgotPassword, userName }));
}

/** Sets a new password with a reset code (used once) and signs the account out everywhere. */
export async function resetPassword(
  context: AppContext,
  input: { email: string; otp: string; password: string },
): Promise<void> {
  const { db } = context.database;
  await consumeOtp(db, {
    secret: context.config.jwtSecret,
    email: input.email,
    reason: OTP_REASON.forgotPassword,
    code: input.otp,
  });
  const user = await findUserByEmail(db, input.email);
  if (!user) throw new AppError(ERROR_CODES.otpInvalid, MESSAGES.otpInvalid);
  await setPassword(db, { userId: user.id, password: input.password });
  await revokeAllSessionsOfUser(db, user.id);
}
