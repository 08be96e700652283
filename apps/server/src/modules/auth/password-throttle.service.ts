import { ERROR_CODES } from '@hookline/domain';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { passwordThrottles } from './tables.ts';

/** Wrong tries of one pair that cost nothing; each one after them starts a wait. */
export const FREE_WRONG_TRIES = 5;
/** The first wait; each next wrong try doubles it, up to `LONGEST_WAIT_SECONDS`. */
export const FIRST_WAIT_SECONDS = 30;
export const LONGEST_WAIT_SECONDS = 24 * 60 * 60;
/** A pair's wrong tries are forgotten this long after the last one. */
const FORGET_AFTER_SECONDS = 24 * 60 * 60;

export type GuessKind = 'login' | 'share-link' | 'licence';
export interface GuessPair {
  kind: GuessKind;
  subject: string;
  address: string;
}

/** The wait after `failures` wrong tries in a row: none for the free ones, then 30 s, 1 min, 2 min… */
export function waitAfter(failures: number): number {
  if (failures <= FREE_WRONG_TRIES) return 0;
  return Math.min(LONGEST_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failures - FREE_WRONG_TRIES - 1));
}

/** "45 seconds", "2 minutes", "3 hours": the wait in the words a person reads. */
export function describeWait(seconds: number): string {
  const [amount, unit] =
    seconds < 90
      ? [Math.max(1, Math.ceil(seconds)), 'second']
      : seconds < 90 * 60
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/**
 * The 429 of a pair that must wait, with the wait in words and in `retryAfterSeconds` (Retry-After). `what`
 * names the guesses and where they came from: "passwords for this account from your address".
 */
export class GuessWaitError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    what: string,
  ) {
    super(
      ERROR_CODES.tooManyRequests,
      `Too many wrong ${what}. Try again in ${describeWait(retryAfterSeconds)}.`,
    );
  }
}

const pairIs = (pair: GuessPair) =>
  and(
    eq(passwordThrottles.kind, pair.kind),
    eq(passwordThrottles.subject, pair.subject),
    eq(passwordThrottles.address, pair.address),
  );

/** Throws `GuessWaitError` while this pair must wait; `what` names the guesses ("passwords for this link from your address"). */
export async function assertMayGuess(
  db: Executor,
  pair: GuessPair,
  what: string,
  now: Date = new Date(),
): Promise<void> {
  const [row] = await db
    .select({ lockedUntil: passwordThrottles.lockedUntil })
    .from(passwordThrottles)
    .where(pairIs(pair))
    .limit(1);
  const waitMs = (row?.lockedUntil?.getTime() ?? 0) - now.getTime();
  if (waitMs > 0) throw new GuessWaitError(Math.ceil(waitMs / 1000), what);
}

/** Counts a wrong try of the pair and starts its wait once the free tries are spent; answers the wait (s). */
export async function recordWrongGuess(
  db: Executor,
  pair: GuessPair,
  now: Date = new Date(),
): Promise<number> {
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_SECONDS * 1000);
  const [row] = await db
    .insert(passwordThrottles)
    .values({ ...pair, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [passwordThrottles.kind, passwordThrottles.subject, passwordThrottles.address],
      set: {
        failures: sql`case when ${passwordThrottles.updatedAt} < ${forgetBefore} then 1
                      else ${passwordThrottles.failures} + 1 end`,
        updatedAt: now,
      },
    })
    .returning({ failures: passwordThrottles.failures });
  const wait = waitAfter(row?.failures ?? 1);
  if (wait > 0) {
    await db
      .update(passwordThrottles)
      .set({ lockedUntil: new Date(now.getTime() + wait * 1000) })
      .where(pairIs(pair));
  }
  return wait;
}

/** A right guess: the pair starts afresh. */
export async function clearWrongGuesses(db: Executor, pair: GuessPair): Promise<void> {
  await db.delete(passwordThrottles).where(pairIs(pair));
}

/** Deletes pairs with nothing left to remember: no wait running and no wrong try for a day. */
export async function deleteStalePasswordThrottles(db: Executor, now: Date): Promise<number> {
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_SECONDS * 1000);
  const deleted = await db
    .delete(passwordThrottles)
    .where(
      and(
        lt(passwordThrottles.updatedAt, forgetBefore),
        or(isNull(passwordThrottles.lockedUntil), lt(passwordThrottles.lockedUntil, now)),
      ),
    )
    .returning({ kind: passwordThrottles.kind });
  return deleted.length;
}
