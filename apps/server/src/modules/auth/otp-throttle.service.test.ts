import { OTP_REASON } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { checkOtp, issueOtp } from './otp.service.ts';
import {
  deleteStaleOtpThrottles,
  lockDurationMs,
  OTP_THROTTLE,
  reserveGuess,
} from './otp-throttle.service.ts';
import { otpThrottles } from './tables.ts';

const secret = 'unit-test-secret-unit-test-secret-000';
const reason = OTP_REASON.forgotPassword;
const HOUR = 3_600_000;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
const wrong = (code: string) => (code === '0000' ? '1111' : '0000');

describe('guess and request limits of one-time codes', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const throttleOf = async (email: string) => {
    const [row] = await database.db
      .select()
      .from(otpThrottles)
      .where(and(eq(otpThrottles.email, email), eq(otpThrottles.reason, reason)));
    return row;
  };

  /** Spends the address's ten wrong guesses at `now` over two codes (five tries each); returns the last answer. */
  async function guessWrongTenTimes(email: string, now: Date): Promise<unknown> {
    let last: unknown;
    for (let codeNumber = 0; codeNumber < 2; codeNumber += 1) {
      const code = await issueOtp(database.db, { secret, email, reason, now });
      for (let i = 0; i < 5; i += 1) {
        last = await checkOtp(database.db, { secret, email, reason, code: wrong(code), now }).catch(
          (error: unknown) => error,
        );
      }
    }
    return last;
  }

  it('locks for 1 h, 2 h, 4 h, 8 h, 16 h, then 24 h', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map((n) => lockDurationMs(n) / HOUR)).toEqual([
      1, 2, 4, 8, 16, 24, 24, 24,
    ]);
  });

  it('locks after the tenth wrong guess, refuses checking and issuing until the lock ends, then works again', async () => {
    const email = 'expiry-lock@acme-ads.test';
    const now = new Date('2026-03-01T08:00:00Z');
    expect(await guessWrongTenTimes(email, now)).toMatchObject({ code: 'OTP_LOCKED', status: 429 });
    expect(await throttleOf(email)).toMatchObject({
      lockedUntil: later(now, HOUR),
      lockCount: 1,
      wrongGuesses: 0,
    });

    const almost = later(now, HOUR - 1000);
    await expect(issueOtp(database.db, { secret, email, reason, now: almost })).rejects.toMatchObject({
      code: 'OTP_LOCKED',
    });
    await expect(
      checkOtp(database.db, { secret, email, reason, code: '1234', now: almost }),
    ).rejects.toMatchObject({ code: 'OTP_LOCKED' });

    const after = later(now, HOUR);
    const code = await issueOtp(database.db, { secret, email, reason, now: after });
    await expect(
      checkOtp(database.db, { secret, email, reason, code: wrong(code), now: after }),
    ).rejects.toMatchObject({ code: 'OTP_INVALID' });
    await expect(checkOtp(database.db, { secret, email, reason, code, now: after })).resolves.toMatchObject({
      email,
    });
    // A right code clears the count and the locks in a row.
    expect(await throttleOf(email)).toMatchObject({ wrongGuesses: 0, lockCount: 0, lockedUntil: null });
  });

  it('doubles each lock in a row up to a day, and forgets the row of locks a week after the last one', async () => {
    const email = 'back-off@acme-ads.test';
    let now = new Date('2026-03-02T00:00:00Z');
    const lengths: number[] = [];
    for (let lock = 0; lock < 7; lock += 1) {
      await guessWrongTenTimes(email, now);
      const row = await throttleOf(email);
      lengths.push((row!.lockedUntil!.getTime() - now.getTime()) / HOUR);
      now = row!.lockedUntil!;
    }
    expect(lengths).toEqual([1, 2, 4, 8, 16, 24, 24]);

    // Less than a week after the last lock ended, the next one is still a day long.
    await guessWrongTenTimes(email, later(now, 6 * 24 * HOUR));
    const eighth = await throttleOf(email);
    expect(eighth?.lockCount).toBe(8);
    // A week without a lock: back to an hour.
    const quiet = later(eighth!.lockedUntil!, OTP_THROTTLE.lockMemoryMs);
    await guessWrongTenTimes(email, quiet);
    expect(await throttleOf(email)).toMatchObject({ lockCount: 1, lockedUntil: later(quiet, HOUR) });
  });

  it('keeps counting wrong guesses when a new code is issued, within a day', async () => {
    const email = 'carry-over@acme-ads.test';
    const now = new Date('2026-03-03T00:00:00Z');
    for (let codeNumber = 0; codeNumber < 3; codeNumber += 1) {
      const code = await issueOtp(database.db, { secret, email, reason, now });
      for (let i = 0; i < 3; i += 1) {
        await checkOtp(database.db, { secret, email, reason, code: wrong(code), now }).catch(() => undefined);
      }
    }
    expect((await throttleOf(email))?.wrongGuesses).toBe(9);
    // A day later the window starts again.
    const nextDay = later(now, OTP_THROTTLE.guessWindowMs);
    const code = await issueOtp(database.db, { secret, email, reason, now: nextDay });
    await checkOtp(database.db, { secret, email, reason, code: wrong(code), now: nextDay }).catch(
      () => undefined,
    );
    expect(await throttleOf(email)).toMatchObject({
      wrongGuesses: 1,
      guessWindowStartedAt: nextDay,
      lockCount: 0,
    });
  });

  it('numbers parallel guesses one by one, so twenty at once are all counted and ten at most compared', async () => {
    const email = 'parallel-reserve@acme-ads.test';
    const now = new Date('2026-03-04T00:00:00Z');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => reserveGuess(database.db, { email, reason, now })),
    );
    const numbers = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(10);
    expect((await throttleOf(email))?.wrongGuesses).toBe(20);
  });

  it('issues five codes an hour per address and reason', async () => {
    const email = 'issue-limit@acme-ads.test';
    const now = new Date('2026-03-05T00:00:00Z');
    for (let i = 0; i < 5; i += 1) await issueOtp(database.db, { secret, email, reason, now });
    await expect(issueOtp(database.db, { secret, email, reason, now })).rejects.toMatchObject({
      code: 'OTP_REQUEST_LIMIT',
      status: 429,
      message: 'Too many codes requested for this email. Please try again after some time.',
    });
    // The other reason has its own count.
    await issueOtp(database.db, { secret, email, reason: OTP_REASON.signup, now });
    await expect(issueOtp(database.db, { secret, email, reason, now: later(now, HOUR) })).resolves.toMatch(
      /^\d{4}$/,
    );
  });

  it('deletes rows untouched for two days whose lock no longer counts, and keeps the others', async () => {
    const now = new Date('2026-04-01T00:00:00Z');
    const days = (n: number) => later(now, -n * 24 * HOUR);
    await database.db.insert(otpThrottles).values([
      { email: 'stale@acme-ads.test', reason, updatedAt: days(3) },
      { email: 'old-lock@acme-ads.test', reason, updatedAt: days(9), lockCount: 2, lockedUntil: days(8) },
      { email: 'recent@acme-ads.test', reason, updatedAt: days(1) },
      { email: 'remembered@acme-ads.test', reason, updatedAt: days(3), lockCount: 6, lockedUntil: days(2) },
    ]);
    // The rows of the tests above (in March) are stale by now too.
    expect(await deleteStaleOtpThrottles(database.db, now)).toBeGreaterThanOrEqual(2);
    const left = (await database.db.select({ email: otpThrottles.email }).from(otpThrottles)).map(
      (r) => r.email,
    );
    expect(left.sort()).toEqual(['recent@acme-ads.test', 'remembered@acme-ads.test']);
  });
});
