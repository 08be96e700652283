import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ERROR_CODES,
  MESSAGES,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_REASON,
  OTP_TTL_MINUTES,
  type OtpReasonCode,
} from '@hookline/domain';
import { and, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { otpCodes, type OtpCodeRow } from './tables.ts';

/** How long a sign-up verification by OTP stays good for creating the account. */
export const SIGNUP_VERIFICATION_TTL_MINUTES = 30;

const minutes = (n: number) => n * 60_000;

export function generateOtp(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/** Keyed with the server secret and bound to address and reason, so a leaked table can't be brute-forced offline. */
export function hashOtp(input: {
  secret: string;
  email: string;
  reason: OtpReasonCode;
  code: string;
}): string {
  return createHmac('sha256', input.secret)
    .update(`${input.reason}:${input.email}:${input.code}`)
    .digest('base64url');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Why a stored code can no longer be tried, if it can't. */
export function otpRefusal(row: Pick<OtpCodeRow, 'attempts' | 'expiresAt'>, now: Date): AppError | undefined {
  if (row.attempts >= OTP_MAX_ATTEMPTS) {
    return new AppError(ERROR_CODES.otpAttemptsExceeded, MESSAGES.otpAttemptsExceeded);
  }
  if (row.expiresAt.getTime() <= now.getTime()) {
    return new AppError(ERROR_CODES.otpExpired, MESSAGES.otpExpired);
  }
  return undefined;
}

/** Creates a new code for the address and reason, replacing any earlier one, and returns it (to be mailed). */
export async function issueOtp(
  db: Executor,
  input: { secret: string; email: string; reason: OtpReasonCode; now?: Date },
): Promise<string> {
  const now = input.now ?? new Date();
  const code = generateOtp();
  const values = {
    codeHash: hashOtp({ ...input, code }),
    attempts: 0,
    expiresAt: new Date(now.getTime() + minutes(OTP_TTL_MINUTES)),
    verifiedAt: null,
    createdAt: now,
  };
  await db
    .insert(otpCodes)
    .values({ email: input.email, reason: input.reason, ...values })
    .onConflictDoUpdate({ target: [otpCodes.email, otpCodes.reason], set: values });
  return code;
}

/**
 * Checks a code against the stored one: expired, too many wrong tries and wrong code each give their own
 * error; a wrong code counts as a try. Returns the row when the code is right.
 */
export async function checkOtp(
  db: Executor,
  input: { secret: string; email: string; reason: OtpReasonCode; code: string; now?: Date },
): Promise<OtpCodeRow> {
  const now = input.now ?? new Date();
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.email, input.email), eq(otpCodes.reason, input.reason)))
    .limit(1);
  if (!row) throw new AppError(ERROR_CODES.otpInvalid, MESSAGES.otpInvalid);
  const refusal = otpRefusal(row, now);
  if (refusal) throw refusal;
  if (sameHash(row.codeHash, hashOtp(input))) return row;

  // Counted in the database, so parallel guesses can't share one try.
  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, row.id), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ attempts: otpCodes.attempts });
  if (!counted) throw new AppError(ERROR_CODES.otpAttemptsExceeded, MESSAGES.otpAttemptsExceeded);
  throw new AppError(ERROR_CODES.otpInvalid, MESSAGES.otpInvalid);
}

/** verify-otp: a right sign-up code opens a window in which the account may be created. */
export async function verifyOtp(
  db: Executor,
  input: { secret: string; email: string; reason: OtpReasonCode; code: string; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  const row = await checkOtp(db, { ...input, now });
  if (input.reason !== OTP_REASON.signup || row.verifiedAt) return;
  await db
    .update(otpCodes)
    .set({ verifiedAt: now, expiresAt: new Date(now.getTime() + minutes(SIGNUP_VERIFICATION_TTL_MINUTES)) })
    .where(eq(otpCodes.id, row.id));
}

/** Uses up a sign-up verification; false when the address was not verified (or the window has closed). */
export async function consumeSignupVerification(
  db: Executor,
  input: { email: string; now?: Date },
): Promise<boolean> {
  const now = input.now ?? new Date();
  const deleted = await db
    .delete(otpCodes)
    .where(
      and(
        eq(otpCodes.email, input.email),
        eq(otpCodes.reason, OTP_REASON.signup),
        isNotNull(otpCodes.verifiedAt),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .returning({ id: otpCodes.id });
  return deleted.length > 0;
}

/** Checks a code and deletes it, so it works once (password reset). */
export async function consumeOtp(
  db: Executor,
  input: { secret: string; email: string; reason: OtpReasonCode; code: string; now?: Date },
): Promise<void> {
  const row = await checkOtp(db, input);
  await db.delete(otpCodes).where(eq(otpCodes.id, row.id));
}

export async function deleteExpiredOtps(db: Executor, now: Date): Promise<number> {
  const deleted = await db.delete(otpCodes).where(lt(otpCodes.expiresAt, now)).returning({ id: otpCodes.id });
  return deleted.length;
}
