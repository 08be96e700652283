import { ERROR_CODES, MESSAGES, type OtpReasonCode } from '@hookline/domain';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { otpThrottles } from './tables.ts';

const HOUR = 3_600_000;

/**
 * The limits on one address and reason, across all its codes (docs/security.md, "Codes and their guess
 * limits"). The guess window is a day, not an hour: with an hourly window, 9 guesses an hour would never lock.
 */
export const OTP_THROTTLE = {
  /** Wrong guesses in one window; the last of them locks. */
  guessLimit: 10,
  guessWindowMs: 24 * HOUR,
  /** The first lock in a row lasts an hour, each further one twice as long as the one before, at most a day. */
  firstLockMs: HOUR,
  longestLockMs: 24 * HOUR,
  /** Locks count as "in a row" until this long after the last one ended (or a right code clears them). */
  lockMemoryMs: 7 * 24 * HOUR,
  /** Codes issued in one window. */
  issueLimit: 5,
  issueWindowMs: HOUR,
  /** A row untouched this long, and whose lock no longer counts, is deleted by the clean-up job. */
  staleAfterMs: 48 * HOUR,
} as const;

interface ThrottleKey {
  email: string;
  reason: OtpReasonCode;
  now: Date;
}

export const otpLockedError = () => new AppError(ERROR_CODES.otpLocked, MESSAGES.otpLocked);

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);
const keyOf = (key: ThrottleKey) =>
  and(eq(otpThrottles.email, key.email), eq(otpThrottles.reason, key.reason));
const notLockedAt = (now: Date) => or(isNull(otpThrottles.lockedUntil), lte(otpThrottles.lockedUntil, now));

/** How long the `lockNumber`-th lock in a row lasts: 1 h, 2 h, 4 h, 8 h, 16 h, then 24 h. */
export function lockDurationMs(lockNumber: number): number {
  return Math.min(OTP_THROTTLE.firstLockMs * 2 ** Math.max(lockNumber - 1, 0), OTP_THROTTLE.longestLockMs);
}

/** Refuses while the address's codes are locked. */
export async function assertOtpUnlocked(db: Executor, key: ThrottleKey): Promise<void> {
  const [row] = await db
    .select({ lockedUntil: otpThrottles.lockedUntil })
    .from(otpThrottles)
    .where(keyOf(key))
    .limit(1);
  if (row?.lockedUntil && row.lockedUntil > key.now) throw otpLockedError();
}

/**
 * Counts a guess before its code is compared, in one statement, so that parallel guesses each get their own
 * number and none is compared beyond the limit; a right code clears the count afterwards. Returns this
 * guess's number in the window; refuses while locked, or when the window's guesses are used up.
 */
export async function reserveGuess(db: Executor, key: ThrottleKey): Promise<number> {
  const windowOpen = gt(otpThrottles.guessWindowStartedAt, before(key.now, OTP_THROTTLE.guessWindowMs));
  const [row] = await db
    .insert(otpThrottles)
    .values({
      email: key.email,
      reason: key.reason,
      wrongGuesses: 1,
      guessWindowStartedAt: key.now,
      issueWindowStartedAt: key.now,
      updatedAt: key.now,
    })
    .onConflictDoUpdate({
      target: [otpThrottles.email, otpThrottles.reason],
      set: {
        wrongGuesses: sql`case when ${windowOpen} then ${otpThrottles.wrongGuesses} + 1 else 1 end`,
        guessWindowStartedAt: sql`case when ${windowOpen} then ${otpThrottles.guessWindowStartedAt} else ${key.now.toISOString()}::timestamptz end`,
        updatedAt: key.now,
      },
      setWhere: notLockedAt(key.now),
    })
    .returning({ wrongGuesses: otpThrottles.wrongGuesses });
  if (!row || row.wrongGuesses > OTP_THROTTLE.guessLimit) throw otpLockedError();
  return row.wrongGuesses;
}

/**
 * Locks the address's codes after the window's last wrong guess, for longer after each lock in a row.
 * Returns the lock's end when this call set it (the caller mails the owner), else undefined.
 */
export async function lockAfterWrongGuesses(db: Executor, key: ThrottleKey): Promise<Date | undefined> {
  const [current] = await db
    .select({ lockCount: otpThrottles.lockCount, lockedUntil: otpThrottles.lockedUntil })
    .from(otpThrottles)
    .where(keyOf(key))
    .limit(1);
  if (!current) return undefined;
  const inARow =
    current.lockedUntil !== null && current.lockedUntil > before(key.now, OTP_THROTTLE.lockMemoryMs);
  const lockCount = (inARow ? current.lockCount : 0) + 1;
  const lockedUntil = new Date(key.now.getTime() + lockDurationMs(lockCount));
  const [locked] = await db
    .update(otpThrottles)
    .set({ lockedUntil, lockCount, wrongGuesses: 0, guessWindowStartedAt: key.now, updatedAt: key.now })
    .where(and(keyOf(key), notLockedAt(key.now)))
    .returning({ lockedUntil: otpThrottles.lockedUntil });
  return locked?.lockedUntil ?? undefined;
}

/** A right code: the wrong guesses and the locks in a row start again from nothing. */
export async function clearWrongGuesses(db: Executor, key: ThrottleKey): Promise<void> {
  await db
    .update(otpThrottles)
    .set({
      wrongGuesses: 0,
      guessWindowStartedAt: key.now,
      lockCount: 0,
      lockedUntil: null,
      updatedAt: key.now,
    })
    .where(keyOf(key));
}

/** Counts a code about to be issued; refuses while locked, or beyond the window's limit. */
export async function countIssuedCode(db: Executor, key: ThrottleKey): Promise<void> {
  const windowOpen = gt(otpThrottles.issueWindowStartedAt, before(key.now, OTP_THROTTLE.issueWindowMs));
  const [row] = await db
    .insert(otpThrottles)
    .values({
      email: key.email,
      reason: key.reason,
      codesIssued: 1,
      issueWindowStartedAt: key.now,
      guessWindowStartedAt: key.now,
      updatedAt: key.now,
    })
    .onConflictDoUpdate({
      target: [otpThrottles.email, otpThrottles.reason],
      set: {
        codesIssued: sql`case when ${windowOpen} then ${otpThrottles.codesIssued} + 1 else 1 end`,
        issueWindowStartedAt: sql`case when ${windowOpen} then ${otpThrottles.issueWindowStartedAt} else ${key.now.toISOString()}::timestamptz end`,
        updatedAt: key.now,
      },
      setWhere: notLockedAt(key.now),
    })
    .returning({ codesIssued: otpThrottles.codesIssued });
  if (!row) throw otpLockedError();
  if (row.codesIssued > OTP_THROTTLE.issueLimit) {
    throw new AppError(ERROR_CODES.otpRequestLimit, MESSAGES.otpRequestLimit);
  }
}

/** Rows with nothing left to remember: untouched for two days, and no lock that still counts in a row. */
export async function deleteStaleOtpThrottles(db: Executor, now: Date): Promise<number> {
  const deleted = await db
    .delete(otpThrottles)
    .where(
      and(
        lt(otpThrottles.updatedAt, before(now, OTP_THROTTLE.staleAfterMs)),
        or(
          isNull(otpThrottles.lockedUntil),
          lt(otpThrottles.lockedUntil, before(now, OTP_THROTTLE.lockMemoryMs)),
        ),
      ),
    )
    .returning({ email: otpThrottles.email });
  return deleted.length;
}
