import { OTP_MAX_ATTEMPTS, OTP_REASON } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import {
  checkOtp,
  consumeOtp,
  consumeSignupVerification,
  generateOtp,
  hashOtp,
  issueOtp,
  verifyOtp,
} from './otp.service.ts';
import { otpCodes, otpThrottles } from './tables.ts';

const secret = 'unit-test-secret-unit-test-secret-000';
const minutes = (n: number) => n * 60_000;

describe('one-time codes', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const rowsFor = (email: string) => database.db.select().from(otpCodes).where(eq(otpCodes.email, email));
  const wrong = (code: string) => (code === '0000' ? '1111' : '0000');

  it('generates four digits and stores only a keyed hash', async () => {
    expect(generateOtp()).toMatch(/^\d{4}$/);
    const code = await issueOtp(database.db, {
      secret,
      email: 'hash@acme-ads.test',
      reason: OTP_REASON.signup,
    });
    const [row] = await rowsFor('hash@acme-ads.test');
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash).toBe(
      hashOtp({ secret, email: 'hash@acme-ads.test', reason: OTP_REASON.signup, code }),
    );
    expect(
      hashOtp({ secret, email: 'hash@acme-ads.test', reason: OTP_REASON.forgotPassword, code }),
    ).not.toBe(row?.codeHash);
  });

  it('accepts the right code within ten minutes and refuses it after', async () => {
    const email = 'expiry@acme-ads.test';
    const now = new Date('2026-01-01T10:00:00Z');
    const code = await issueOtp(database.db, { secret, email, reason: OTP_REASON.forgotPassword, now });
    await expect(
      checkOtp(database.db, {
        secret,
        email,
        reason: OTP_REASON.forgotPassword,
        code,
        now: new Date(now.getTime() + minutes(9)),
      }),
    ).resolves.toMatchObject({ email });
    await expect(
      checkOtp(database.db, {
        secret,
        email,
        reason: OTP_REASON.forgotPassword,
        code,
        now: new Date(now.getTime() + minutes(10)),
      }),
    ).rejects.toMatchObject({
      code: 'OTP_EXPIRED',
      message: 'The code has expired. Please request a new one.',
    });
  });

  it('allows five wrong tries, then refuses even the right code', async () => {
    const email = 'attempts@acme-ads.test';
    const code = await issueOtp(database.db, { secret, email, reason: OTP_REASON.signup });
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) {
      await expect(
        checkOtp(database.db, { secret, email, reason: OTP_REASON.signup, code: wrong(code) }),
      ).rejects.toMatchObject({
        code: 'OTP_INVALID',
        message: 'Please enter the correct code',
      });
    }
    expect((await rowsFor(email))[0]?.attempts).toBe(OTP_MAX_ATTEMPTS);
    await expect(
      checkOtp(database.db, { secret, email, reason: OTP_REASON.signup, code }),
    ).rejects.toMatchObject({
      code: 'OTP_ATTEMPTS_EXCEEDED',
      message: 'Too many incorrect attempts. Please request a new code.',
    });
  });

  it("replaces the earlier code on resend with the code's own five tries, while the address's wrong guesses carry over", async () => {
    const email = 'resend@acme-ads.test';
    const first = await issueOtp(database.db, { secret, email, reason: OTP_REASON.signup });
    await checkOtp(database.db, { secret, email, reason: OTP_REASON.signup, code: wrong(first) }).catch(
      () => undefined,
    );
    let second = await issueOtp(database.db, { secret, email, reason: OTP_REASON.signup });
    while (second === first) {
      second = await issueOtp(database.db, { secret, email, reason: OTP_REASON.signup });
    }
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.attempts).toBe(0);
    const [throttle] = await database.db.select().from(otpThrottles).where(eq(otpThrottles.email, email));
    expect(throttle?.wrongGuesses).toBe(1);
    await expect(
      checkOtp(database.db, { secret, email, reason: OTP_REASON.signup, code: first }),
    ).rejects.toMatchObject({ code: 'OTP_INVALID' });
    await expect(
      checkOtp(database.db, { secret, email, reason: OTP_REASON.signup, code: second }),
    ).resolves.toBeTruthy();
  });

  it('keeps a sign-up verification for thirty minutes, usable once', async () => {
    const email = 'verified@acme-ads.test';
    const now = new Date();
    expect(await consumeSignupVerification(database.db, { email, now })).toBe(false);
    const code = await issueOtp(database.db, { secret, email, reason: OTP_REASON.signup, now });
    expect(await consumeSignupVerification(database.db, { email, now })).toBe(false);
    await verifyOtp(database.db, { secret, email, reason: OTP_REASON.signup, code, now });
    expect(
      await consumeSignupVerification(database.db, { email, now: new Date(now.getTime() + minutes(31)) }),
    ).toBe(false);
    expect(
      await consumeSignupVerification(database.db, { email, now: new Date(now.getTime() + minutes(29)) }),
    ).toBe(true);
    expect(await consumeSignupVerification(database.db, { email, now })).toBe(false);
  });

  it('uses a reset code once', async () => {
    const email = 'once@acme-ads.test';
    const code = await issueOtp(database.db, { secret, email, reason: OTP_REASON.forgotPassword });
    await consumeOtp(database.db, { secret, email, reason: OTP_REASON.forgotPassword, code });
    await expect(
      consumeOtp(database.db, { secret, email, reason: OTP_REASON.forgotPassword, code }),
    ).rejects.toMatchObject({ code: 'OTP_INVALID' });
  });
});
