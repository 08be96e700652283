import { OTP_REASON, type OtpReasonCode } from '@hookline/domain';
import type { AppContext } from '../../platform/context.ts';
import { sendInBackground } from '../../platform/mail/mailer.ts';
import { findUserByEmail } from '../users/index.ts';
import { otpLockedMail } from './otp-mail.ts';

/**
 * What a lock of an address's codes does besides refusing: a reset-code lock mails the account's owner,
 * if the address has an account. Sign-up codes belong to addresses without one, so nobody is told. It all
 * happens after the answer, whose timing must not tell whether the account exists.
 */
export function otpLockNotifier(
  context: AppContext,
  input: { email: string; reason: OtpReasonCode },
): (lockedUntil: Date) => void {
  return (lockedUntil) => {
    if (input.reason !== OTP_REASON.forgotPassword) return;
    findUserByEmail(context.database.db, input.email).then(
      (user) => {
        if (!user) return;
        const userName = [user.firstName, user.lastName].filter(Boolean).join(' ');
        sendInBackground(
          context.mailer,
          context.log,
          otpLockedMail({ to: user.email, lockedUntil, userName }),
        );
      },
      (error: unknown) => context.log.error({ err: error }, 'reset lock notice failed'),
    );
  };
}
