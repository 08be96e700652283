import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSignedInUser, otpFromMail, uniqueEmail } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const base = '/auth/api/v1';

describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `${base}/${path}`, payload });

  it('mails a reset code, resets the password and signs out every session', async () => {
    const { user, tokens } = await createSignedInUser(t);
    const forgot = await post('forgot-password', { email: user.email });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({
      message: 'A code was sent to your email. Please check your inbox or spam folder',
    });
    expect(t.mail.lastTo(user.email).subject).toContain('password reset code');
    const otp = otpFromMail(t, user.email);

    const verify = await t.app.inject({
      method: 'PUT',
      url: `${base}/verify-otp`,
      payload: { email: user.email, otp, otpReasonCode: 2 },
    });
    expect(verify.json()).toEqual({ verified: true });

    const reset = await post('reset-password', { email: user.email, otp, password: 'brand-new-pass' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Password reset successfully. Please login.' });

    expect((await post('login', { email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await post('login', { email: user.email, password: 'brand-new-pass' })).statusCode).toBe(200);
    expect((await post('refresh-token', { refreshToken: tokens.refreshToken })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `${base}/userinfo`, headers: bearer(tokens.token) }))
        .statusCode,
    ).toBe(401);
    // The code works once.
    expect(
      (await post('reset-password', { email: user.email, otp, password: 'another-pass' })).statusCode,
    ).toBe(400);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    for (const response of [
      await post('forgot-password', { email }),
      await post('send-otp', { email, otpReasonCode: 2 }),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'A code was sent to your email. Please check your inbox or spam folder',
      });
    }
    expect(t.mail.sent.filter((m) => m.to === email)).toHaveLength(0);
  });

  it('send-otp with reason 2 mails a reset code to an existing account', async () => {
    const { user } = await createSignedInUser(t);
    expect((await post('send-otp', { email: user.email, otpReasonCode: 2 })).statusCode).toBe(200);
    expect(otpFromMail(t, user.email)).toMatch(/^\d{4}$/);
  });

  it('refuses a wrong code, counting the try, and a short password', async () => {
    const { user } = await createSignedInUser(t);
    await post('forgot-password', { email: user.email });
    const otp = otpFromMail(t, user.email);
    const wrong = await post('reset-password', {
      email: user.email,
      otp: otp === '0000' ? '1111' : '0000',
      password: 'brand-new-pass',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Please enter the correct code', code: 'OTP_INVALID' });
    const short = await post('reset-password', { email: user.email, otp, password: '12' });
    expect(short.json<{ message: string }>().message).toBe('Password must be at least 6 characters long');
    expect((await post('login', { email: user.email, password: user.password })).statusCode).toBe(200);
  });
});
