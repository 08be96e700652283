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
import { and, eq, gt, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { otpLockNotifier } from './otp-lock-notice.ts';
import {
  assertOtpUnlocked,
  clearWrongGuesses,
  countIssuedCode,
  lockAfterWrongGuesses,
  OTP_THROTTLE,
  otpLockedError,
  reserveGuess,
} from './otp-throttle.service.ts';
import { otpCodes, type OtpCodeRow } from './tables.ts';

/** How long a sign-up verification by OTP stays good for creating the account. */
export const SIGNUP_VERIFICATION_TTL_MINUTES = 30;
/** How long a reset code verified by verify-otp stays good for the one reset-password call it is for. */
export const RESET_VERIFICATION_TTL_MINUTES = 10;

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

/**
 * Creates a new code for the address and reason, replacing any earlier one, and returns it (to be mailed).
 * Counted against the address's hourly limit, and refused while its codes are locked; the new code gets its
 * own tries, but the address's wrong guesses carry over (otp-throttle.service.ts).
 */
export async function issueOtp(
  db: Executor,
  input: { secret: string; email: string; reason: OtpReasonCode; now?: Date },
): Promise<string> {
  const now = input.now ?? new Date();
  await countIssuedCode(db, { email: input.email, reason: input.reason, now });
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

export interface OtpGuess {
  secret: string;
  email: string;
  reason: OtpReasonCode;
  code: string;
  now?: Date;
  /** Called once, by the guess that locked the address's codes, with the lock's end. */
  onLock?: (lockedUntil: Date) => void;
}

/**
 * Checks a code against the stored one. Locked address, expired code, too many tries of this code and wrong
 * code each give their own error. Both the code's try and the address's guess are counted before comparing,
 * each in one statement, so parallel guesses can't share a count; the address's last allowed wrong guess
 * locks its codes. A verified reset code is checked only when `acceptVerified` (by reset-password).
 * Returns the row when the code is right.
 */
export async function checkOtp(
  db: Executor,
  input: OtpGuess & { acceptVerified?: boolean },
): Promise<OtpCodeRow> {
  const now = input.now ?? new Date();
  const key = { email: input.email, reason: input.reason, now };
  await assertOtpUnlocked(db, key);
  const ofAddress = and(eq(otpCodes.email, input.email), eq(otpCodes.reason, input.reason));
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        ofAddress,
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
        gt(otpCodes.expiresAt, now),
        input.acceptVerified === false ? isNull(otpCodes.verifiedAt) : undefined,
      ),
    )
    .returning();
  if (!row) throw await whyNotTried(db, { ofAddress, now, refuseVerified: input.acceptVerified === false });

  const guess = await reserveGuess(db, key);
  if (sameHash(row.codeHash, hashOtp(input))) {
    await clearWrongGuesses(db, key);
    return row;
  }
  if (guess < OTP_THROTTLE.guessLimit) throw new AppError(ERROR_CODES.otpInvalid, MESSAGES.otpInvalid);
  const lockedUntil = await lockAfterWrongGuesses(db, key);
  if (lockedUntil) input.onLock?.(lockedUntil);
  throw otpLockedError();
}

/** Why no try of the address's code was counted: none (or a verified one, refused), used up, or expired. */
async function whyNotTried(
  db: Executor,
  input: { ofAddress: SQL | undefined; now: Date; refuseVerified: boolean },
): Promise<AppError> {
  const [row] = await db.select().from(otpCodes).where(input.ofAddress).limit(1);
  const invalid = new AppError(ERROR_CODES.otpInvalid, MESSAGES.otpInvalid);
  if (!row || (input.refuseVerified && row.verifiedAt)) return invalid;
  return otpRefusal(row, input.now) ?? invalid;
}

/**
 * verify-otp. A right sign-up code opens a window in which the account may be created. A right reset code
 * becomes verified: verify-otp refuses it from then on, and it works once more, by reset-password, within
 * RESET_VERIFICATION_TTL_MINUTES.
 */
export async function verifyOtp(db: Executor, input: OtpGuess): Promise<void> {
  const now = input.now ?? new Date();
  const reset = input.reason === OTP_REASON.forgotPassword;
  const row = await checkOtp(db, { ...input, now, acceptVerified: !reset });
  if (row.verifiedAt) return;
  const ttl = reset ? RESET_VERIFICATION_TTL_MINUTES : SIGNUP_VERIFICATION_TTL_MINUTES;
  // Only the first of two parallel verifications of the same code marks it; for a reset code the other fails.
  const marked = await db
    .update(otpCodes)
    .set({ verifiedAt: now, expiresAt: new Date(now.getTime() + minutes(ttl)) })
    .where(and(eq(otpCodes.id, row.id), eq(otpCodes.codeHash, row.codeHash), isNull(otpCodes.verifiedAt)))
    .returning({ id: otpCodes.id });
  if (reset && marked.length === 0) throw new AppError(ERROR_CODES.otpInvalid, MESSAGES.otpInvalid);
}

/** verify-otp as the route calls it: a lock it causes is told to the address's owner. */
export async function verifyOtpCode(
  context: AppContext,
  input: { email: string; otp: string; otpReasonCode: OtpReasonCode },
): Promise<void> {
  await verifyOtp(context.database.db, {
    secret: context.config.jwtSecret,
    email: input.email,
    reason: input.otpReasonCode,
    code: input.otp,
    onLock: otpLockNotifier(context, { email: input.email, reason: input.otpReasonCode }),
  });
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

/**
 * Checks a code (fresh, or verified by verify-otp) and deletes it, so it works once (password reset). Of two
 * parallel uses of one code only the first deletes it; the other is refused.
 */
export async function consumeOtp(db: Executor, input: OtpGuess): Promise<void> {
  const row = await checkOtp(db, { ...input, acceptVerified: true });
  const deleted = await db
    .delete(otpCodes)
    .where(and(eq(otpCodes.id, row.id), eq(otpCodes.codeHash, row.codeHash)))
    .returning({ id: otpCodes.id });
  if (deleted.length === 0) throw new AppError(ERROR_CODES.otpInvalid, MESSAGES.otpInvalid);
}

export async function deleteExpiredOtps(db: Executor, now: Date): Promise<number> {
  const deleted = await db.delete(otpCodes).where(lt(otpCodes.expiresAt, now)).returning({ id: otpCodes.id });
  return deleted.length;
}
