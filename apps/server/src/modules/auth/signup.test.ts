import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createPendingInvite, createUser, otpFromMail, uniqueEmail } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { invites } from '../tenancy/members/tables.ts';
import { users } from '../users/tables.ts';
import { otpCodes } from './tables.ts';

const base = '/auth/api/v1';
const INVITE_EXPIRED = 'This invitation has expired. Please ask an admin to send it again';

describe('sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `${base}/${path}`, payload });
  const put = (path: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `${base}/${path}`, payload });

  describe('POST validate-signup', () => {
    it('describes a business, a generic, a disposable and an existing address', async () => {
      const business = await post('validate-signup', { email: uniqueEmail() });
      expect(business.statusCode).toBe(200);
      expect(business.json()).toEqual({
        exist: false,
        isGenericEmail: false,
        isValidEmailDomain: true,
        isRiskyEmail: false,
      });

      expect((await post('validate-signup', { email: 'someone@gmail.com' })).json()).toMatchObject({
        isGenericEmail: true,
        isRiskyEmail: false,
      });
      expect((await post('validate-signup', { email: 'someone@mailinator.com' })).json()).toMatchObject({
        isGenericEmail: false,
        isRiskyEmail: true,
      });

      const existing = await createUser(t);
      expect((await post('validate-signup', { email: existing.email.toUpperCase() })).json()).toMatchObject({
        exist: true,
      });
    });

    it('refuses a malformed e-mail with the spec message', async () => {
      const response = await post('validate-signup', { email: 'not-an-email' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Please enter a valid email address',
        code: 'VALIDATION_FAILED',
      });
    });
  });

  describe('POST send-otp (sign-up)', () => {
    it('mails a 4-digit code and stores it hashed', async () => {
      const email = uniqueEmail();
      const response = await post('send-otp', { email, otpReasonCode: 1, userName: 'Grace Hopper' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'A code was sent to your email. Please check your inbox or spam folder',
      });
      const mail = t.mail.lastTo(email);
      const code = otpFromMail(t, email);
      expect(mail.subject).toContain('verification code');
      expect(mail.html).toContain(code);
      expect(mail.text).toContain('Grace Hopper');
      const [row] = await t.context.database.db.select().from(otpCodes).where(eq(otpCodes.email, email));
      expect(row?.codeHash).toBeTruthy();
      expect(row?.codeHash).not.toBe(code);
    });

    it('refuses a generic address', async () => {
      const response = await post('send-otp', { email: 'someone@gmail.com', otpReasonCode: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Business email required. Please provide a valid Business email.',
        code: 'GENERIC_EMAIL',
      });
      expect(t.mail.sent.filter((m) => m.to === 'someone@gmail.com')).toHaveLength(0);
    });

    it('refuses an existing account', async () => {
      const user = await createUser(t);
      const response = await post('send-otp', { email: user.email, otpReasonCode: 1 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'User already exist. Please login.', code: 'USER_EXISTS' });
    });

    it('refuses an unknown reason code', async () => {
      const response = await post('send-otp', { email: uniqueEmail(), otpReasonCode: 3 });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    });
  });

  describe('PUT verify-otp', () => {
    it('verifies the right code', async () => {
      const email = uniqueEmail();
      await post('send-otp', { email, otpReasonCode: 1 });
      const response = await put('verify-otp', { email, otp: otpFromMail(t, email), otpReasonCode: 1 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ verified: true });
      const [row] = await t.context.database.db.select().from(otpCodes).where(eq(otpCodes.email, email));
      expect(row?.verifiedAt).toBeInstanceOf(Date);
    });

    it('refuses a wrong code, then an empty one', async () => {
      const email = uniqueEmail();
      await post('send-otp', { email, otpReasonCode: 1 });
      const code = otpFromMail(t, email);
      const wrong = await put('verify-otp', {
        email,
        otp: code === '0000' ? '1111' : '0000',
        otpReasonCode: 1,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: 'Please enter the correct code', code: 'OTP_INVALID' });
      const empty = await put('verify-otp', { email, otp: '', otpReasonCode: 1 });
      expect(empty.statusCode).toBe(400);
      expect(empty.json<{ message: string }>().message).toBe('Please enter the correct code');
    });

    it('refuses an expired code', async () => {
      const email = uniqueEmail();
      await post('send-otp', { email, otpReasonCode: 1 });
      await t.context.database.db
        .update(otpCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(otpCodes.email, email));
      const response = await put('verify-otp', { email, otp: otpFromMail(t, email), otpReasonCode: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'The code has expired. Please request a new one.',
        code: 'OTP_EXPIRED',
      });
    });

    it('locks the code after five wrong tries', async () => {
      const email = uniqueEmail();
      await post('send-otp', { email, otpReasonCode: 1 });
      const code = otpFromMail(t, email);
      const wrong = code === '0000' ? '1111' : '0000';
      for (let i = 0; i < 5; i += 1) {
        expect(
          (await put('verify-otp', { email, otp: wrong, otpReasonCode: 1 })).json<{ code: string }>().code,
        ).toBe('OTP_INVALID');
      }
      const locked = await put('verify-otp', { email, otp: code, otpReasonCode: 1 });
      expect(locked.statusCode).toBe(400);
      expect(locked.json()).toEqual({
        message: 'Too many incorrect attempts. Please request a new code.',
        code: 'OTP_ATTEMPTS_EXCEEDED',
      });
    });
  });

  describe('POST signup', () => {
    async function verifiedEmail(): Promise<string> {
      const email = uniqueEmail();
      await post('send-otp', { email, otpReasonCode: 1 });
      await put('verify-otp', { email, otp: otpFromMail(t, email), otpReasonCode: 1 });
      return email;
    }

    it('creates the account of a verified address and signs it in', async () => {
      const email = await verifiedEmail();
      const response = await post('signup', {
        userName: 'Grace Brewster Hopper',
        email,
        password: 'secret-pass',
        isRiskyEmail: false,
      });
      expect(response.statusCode).toBe(200);
      const { token, refreshToken } = response.json<{ token: string; refreshToken: string }>();
      expect(refreshToken).toBeTruthy();
      const [row] = await t.context.database.db.select().from(users).where(eq(users.email, email));
      expect(row).toMatchObject({ firstName: 'Grace', lastName: 'Brewster Hopper', isNewSignup: true });
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      const me = await t.app.inject({ method: 'GET', url: `${base}/userinfo`, headers: bearer(token) });
      expect(me.json()).toMatchObject({ email, firstName: 'Grace', isNewSignup: true });
      // The verification is used up.
      const again = await post('signup', {
        userName: 'Grace Hopper',
        email,
        password: 'secret-pass',
        isRiskyEmail: false,
      });
      expect(again.statusCode).toBe(409);
    });

    it('refuses an address that was not verified', async () => {
      const response = await post('signup', {
        userName: 'Nobody',
        email: uniqueEmail(),
        password: 'secret-pass',
        isRiskyEmail: false,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Please verify your email with the code first',
        code: 'EMAIL_NOT_VERIFIED',
      });
    });

    it('refuses a generic address, an existing account and a bad name', async () => {
      const generic = await post('signup', {
        userName: 'Some One',
        email: 'x@gmail.com',
        password: 'secret-pass',
        isRiskyEmail: false,
      });
      expect(generic.json()).toMatchObject({ code: 'GENERIC_EMAIL' });
      const user = await createUser(t);
      const existing = await post('signup', {
        userName: 'Some One',
        email: user.email,
        password: 'secret-pass',
        isRiskyEmail: false,
      });
      expect(existing.statusCode).toBe(409);
      const badName = await post('signup', {
        userName: 'R2D2',
        email: uniqueEmail(),
        password: 'secret-pass',
        isRiskyEmail: false,
      });
      expect(badName.statusCode).toBe(400);
      expect(badName.json<{ message: string }>().message).toBe('Name can only contain alphabet characters');
      const shortPassword = await post('signup', {
        userName: 'Some One',
        email: uniqueEmail(),
        password: '123',
        isRiskyEmail: false,
      });
      expect(shortPassword.json<{ message: string }>().message).toBe(
        'Password must be at least 6 characters long',
      );
    });

    it('marks a disposable address risky', async () => {
      const email = `temp-${Date.now()}@mailinator.com`;
      await post('send-otp', { email, otpReasonCode: 1 });
      await put('verify-otp', { email, otp: otpFromMail(t, email), otpReasonCode: 1 });
      const response = await post('signup', {
        userName: 'Temp Person',
        email,
        password: 'secret-pass',
        isRiskyEmail: false,
      });
      expect(response.statusCode).toBe(200);
      const [row] = await t.context.database.db.select().from(users).where(eq(users.email, email));
      expect(row?.isRiskyEmail).toBe(true);
    });

    it('accepts a pending invite as proof of the address and marks it accepted', async () => {
      const email = uniqueEmail('invited');
      const invite = await createPendingInvite(t, email);
      const response = await post('signup', {
        userName: 'Invited Person',
        email,
        password: 'secret-pass',
        isRiskyEmail: false,
        inviteId: invite.token,
      });
      expect(response.statusCode).toBe(200);
      const [row] = await t.context.database.db.select().from(invites).where(eq(invites.id, invite.id));
      expect(row?.status).toBe('accepted');
    });

    it('refuses an expired invite link, the invite’s row id and an unknown token, creating nothing', async () => {
      const email = uniqueEmail('invited');
      const invite = await createPendingInvite(t, email);
      const expired = await createPendingInvite(t, uniqueEmail('expired'));
      await t.context.database.db
        .update(invites)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invites.id, expired.id));
      const cases = [
        { email: expired.email, inviteId: expired.token, message: INVITE_EXPIRED },
        { email, inviteId: invite.id, message: 'This invitation is no longer valid' },
        { email, inviteId: 'A'.repeat(43), message: 'This invitation is no longer valid' },
      ];
      for (const { email: address, inviteId, message } of cases) {
        const response = await post('signup', {
          userName: 'Invited Person',
          email: address,
          password: 'secret-pass',
          isRiskyEmail: false,
          inviteId,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message, code: 'NOT_FOUND' });
        expect(await t.context.database.db.select().from(users).where(eq(users.email, address))).toEqual([]);
      }
      const rows = await t.context.database.db.select().from(invites).where(eq(invites.email, expired.email));
      expect(rows.map((row) => row.status)).toEqual(['pending']);
      expect(
        (await t.context.database.db.select().from(invites).where(eq(invites.id, invite.id)))[0]?.status,
      ).toBe('pending');
    });

    it('does not accept an invite sent to another address', async () => {
      const invite = await createPendingInvite(t, uniqueEmail('invited'));
      const response = await post('signup', {
        userName: 'Other Person',
        email: uniqueEmail(),
        password: 'secret-pass',
        isRiskyEmail: false,
        inviteId: invite.token,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('EMAIL_NOT_VERIFIED');
    });
  });

  describe('GET email/{inviteId}', () => {
    it('answers the address of a pending invite', async () => {
      const email = uniqueEmail('invited');
      const invite = await createPendingInvite(t, email);
      const response = await t.app.inject({ method: 'GET', url: `${base}/email/${invite.token}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ email });
      // The row id is not the link's token.
      expect((await t.app.inject({ method: 'GET', url: `${base}/email/${invite.id}` })).statusCode).toBe(404);
    });

    it('answers 404 with its own message for a link past its expiry', async () => {
      const invite = await createPendingInvite(t, uniqueEmail('expired'));
      await t.context.database.db
        .update(invites)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invites.id, invite.id));
      const response = await t.app.inject({ method: 'GET', url: `${base}/email/${invite.token}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: INVITE_EXPIRED, code: 'NOT_FOUND' });
    });

    it('answers 404 for an unknown, malformed or accepted invite', async () => {
      const unknown = await t.app.inject({
        method: 'GET',
        url: `${base}/email/00000000-0000-4000-8000-000000000000`,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'This invitation is no longer valid', code: 'NOT_FOUND' });
      expect((await t.app.inject({ method: 'GET', url: `${base}/email/not-a-uuid` })).statusCode).toBe(404);
      const invite = await createPendingInvite(t, uniqueEmail('accepted'));
      await t.context.database.db
        .update(invites)
        .set({ status: 'accepted' })
        .where(eq(invites.id, invite.id));
      expect((await t.app.inject({ method: 'GET', url: `${base}/email/${invite.token}` })).statusCode).toBe(
        404,
      );
    });
  });
});
