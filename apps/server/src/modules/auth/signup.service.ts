import {
  ERROR_CODES,
  MESSAGES,
  OTP_REASON,
  type TokenResponse,
  type ValidateSignupResponse,
} from '@hookline/domain';
import type { AppContext } from '../../platform/context.ts';
import { classifyEmailDomain } from '../../platform/email-domain/email-domain.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { markInviteAccepted, requireLiveInvite } from '../tenancy/index.ts';
import { hashPassword } from './password-hash.ts';
import { insertUser, splitFullName, userExists } from '../users/index.ts';
import { consumeSignupVerification, issueOtp } from './otp.service.ts';
import { otpMail } from './otp-mail.ts';
import { requestPasswordReset } from './password-reset.service.ts';
import { startSession } from './tokens.service.ts';

export const businessEmailRequired = () =>
  new AppError(ERROR_CODES.genericEmail, MESSAGES.businessEmailRequired);
export const userAlreadyExists = () => new AppError(ERROR_CODES.userExists, MESSAGES.userExists);

const UNIQUE_VIOLATION = '23505';

/** What the sign-up form needs to know about an address before sending a code. */
export async function validateSignup(context: AppContext, email: string): Promise<ValidateSignupResponse> {
  const domainClass = classifyEmailDomain(email);
  const [exist, isValidEmailDomain] = await Promise.all([
    userExists(context.database.db, email),
    context.mxVerifier.hasMailServers(domainClass.domain),
  ]);
  return {
    exist,
    isGenericEmail: domainClass.isGeneric,
    isValidEmailDomain,
    isRiskyEmail: domainClass.isDisposable,
  };
}

/** The business-e-mail rule for new accounts: no free-mail providers, and a domain that can receive mail. */
export async function assertBusinessEmail(
  context: AppContext,
  email: string,
): Promise<{ isRiskyEmail: boolean }> {
  const domainClass = classifyEmailDomain(email);
  if (domainClass.isGeneric) throw businessEmailRequired();
  if (!(await context.mxVerifier.hasMailServers(domainClass.domain))) throw businessEmailRequired();
  return { isRiskyEmail: domainClass.isDisposable };
}

/** send-otp: a sign-up code for a new business address, or a password-reset code. */
export async function sendOtp(
  context: AppContext,
  input: { email: string; otpReasonCode: 1 | 2; userName?: string },
): Promise<void> {
  if (input.otpReasonCode === OTP_REASON.forgotPassword) {
    await requestPasswordReset(context, input.email);
    return;
  }
  await assertBusinessEmail(context, input.email);
  if (await userExists(context.database.db, input.email)) throw userAlreadyExists();
  const code = await issueOtp(context.database.db, {
    secret: context.config.jwtSecret,
    email: input.email,
    reason: OTP_REASON.signup,
  });
  await context.mailer.send(
    otpMail({ to: input.email, code, reason: OTP_REASON.signup, userName: input.userName }),
  );
}

/** Creates the account of an address proven by OTP (or by the invite mail) and signs it in. */
export async function signup(
  context: AppContext,
  input: { userName: string; email: string; password: string; isRiskyEmail: boolean; inviteId?: string },
): Promise<TokenResponse> {
  const { db } = context.database;
  const { isRiskyEmail } = await assertBusinessEmail(context, input.email);
  if (await userExists(db, input.email)) throw userAlreadyExists();
  const passwordHash = await hashPassword(input.password);

  const user = await db
    .transaction(async (tx) => {
      // `inviteId` is the invite link's token. A dead link is refused; one sent to another address proves nothing.
      const link = input.inviteId ? await requireLiveInvite(tx, { token: input.inviteId }) : undefined;
      const invite = link?.email === input.email ? link : undefined;
      const verified = invite !== undefined || (await consumeSignupVerification(tx, { email: input.email }));
      if (!verified) throw new AppError(ERROR_CODES.emailNotVerified, MESSAGES.emailNotVerified);
      const created = await insertUser(tx, {
        email: input.email,
        ...splitFullName(input.userName),
        passwordHash,
        isRiskyEmail: isRiskyEmail || input.isRiskyEmail,
      });
      if (invite) await markInviteAccepted(tx, { inviteId: invite.id, userId: created.id });
      return created;
    })
    .catch((error: unknown) => {
      if ((error as { code?: string; cause?: { code?: string } }).code === UNIQUE_VIOLATION) {
        throw userAlreadyExists();
      }
      if ((error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION) {
        throw userAlreadyExists();
      }
      throw error;
    });
  return startSession(db, { config: context.config, userId: user.id });
}
