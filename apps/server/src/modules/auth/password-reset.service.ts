import { ERROR_CODES, MESSAGES, OTP_REASON } from '@hookline/domain';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { sendInBackground } from '../../platform/mail/mailer.ts';
import { setPassword } from './password.service.ts';
import { findUserByEmail } from '../users/index.ts';
import { otpLockNotifier } from './otp-lock-notice.ts';
import { consumeOtp, issueOtp } from './otp.service.ts';
import { otpMail } from './otp-mail.ts';
import { revokeAllSessionsOfUser } from './tokens.service.ts';

/**
 * Mails a reset code when the account exists. An unknown address goes through the same steps (the hourly
 * limit, a lock, a stored code that is never mailed) and the mail leaves after the answer, so neither the
 * answer, its status nor its timing tells whether the account exists.
 */
export async function requestPasswordReset(context: AppContext, email: string): Promise<void> {
  const { db } = context.database;
  const user = await findUserByEmail(db, email);
  const code = await issueOtp(db, {
    secret: context.config.jwtSecret,
    email,
    reason: OTP_REASON.forgotPassword,
  });
  if (!user) return;
  const userName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  sendInBackground(
    context.mailer,
    context.log,
    otpMail({ to: user.email, code, reason: OTP_REASON.forgotPassword, userName }),
  );
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
    onLock: otpLockNotifier(context, { email: input.email, reason: OTP_REASON.forgotPassword }),
  });
  const user = await findUserByEmail(db, input.email);
  if (!user) throw new AppError(ERROR_CODES.otpInvalid, MESSAGES.otpInvalid);
  await setPassword(db, { userId: user.id, password: input.password });
  await revokeAllSessionsOfUser(db, user.id);
}
