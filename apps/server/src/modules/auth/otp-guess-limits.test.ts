import { MESSAGES, OTP_REASON } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCapturedLog, type CapturedLog } from '../../test/captured-log.ts';
import { createUser, otpFromMail, uniqueEmail } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashOtp } from './otp.service.ts';
import { otpCodes, otpThrottles } from './tables.ts';

const base = '/auth/api/v1';
const locked = { message: MESSAGES.otpLocked, code: 'OTP_LOCKED' };
const requestLimit = { message: MESSAGES.otpRequestLimit, code: 'OTP_REQUEST_LIMIT' };
const invalid = { message: MESSAGES.otpInvalid, code: 'OTP_INVALID' };
const sent = { message: MESSAGES.otpSent };
const wrongFor = (code: string) => (code === '0000' ? '1111' : '0000');

/**
 * docs/security.md, "Codes and their guess limits": ten wrong guesses per address and reason lock its
 * codes, across codes and across verify-otp and reset-password; a reset code is used once; five codes an hour.
 */
describe('guess and request limits of one-time codes', () => {
  let t: TestApp;
  let captured: CapturedLog;
  beforeAll(async () => {
    captured = createCapturedLog('trace');
    t = await createTestApp({
      // The per-minute limit of each account would stop these tests long before the code limits do.
      env: { AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' },
      log: captured.log,
      deliverMail: true,
    });
  });
  afterAll(() => t.close());

  const post = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `${base}/${path}`, payload });
  const put = (path: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `${base}/${path}`, payload });
  const verify = (email: string, otp: string, otpReasonCode: 1 | 2 = 2) =>
    put('verify-otp', { email, otp, otpReasonCode });
  const reset = (email: string, otp: string, password = 'brand-new-pass') =>
    post('reset-password', { email, otp, password });
  const throttleOf = async (email: string) => {
    const [row] = await t.context.database.db
      .select()
      .from(otpThrottles)
      .where(and(eq(otpThrottles.email, email), eq(otpThrottles.reason, OTP_REASON.forgotPassword)));
    return row;
  };
  const lockMailsTo = (email: string) =>
    t.mail.sent.filter((m) => m.to === email && m.kind === 'reset-locked');

  it('refuses the eleventh wrong guess across codes and both paths, even after a new code, and mails the owner', async () => {
    const user = await createUser(t);
    const { email } = user;

    expect((await post('forgot-password', { email })).json()).toEqual(sent);
    const first = otpFromMail(t, email);
    for (let i = 0; i < 5; i += 1) expect((await verify(email, wrongFor(first))).json()).toEqual(invalid);

    // A new code has its own five tries, but the address's wrong guesses go on counting.
    expect((await post('send-otp', { email, otpReasonCode: 2 })).json()).toEqual(sent);
    const second = otpFromMail(t, email);
    for (let i = 0; i < 4; i += 1) expect((await reset(email, wrongFor(second))).json()).toEqual(invalid);
    expect((await throttleOf(email))?.wrongGuesses).toBe(9);

    const tenth = await reset(email, wrongFor(second));
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json()).toEqual(locked);

    // Locked: no new code, and not even the right one is checked, on either path.
    for (const response of [
      await post('forgot-password', { email }),
      await post('send-otp', { email, otpReasonCode: 2 }),
      await verify(email, second),
      await reset(email, second),
    ]) {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual(locked);
    }
    expect((await post('login', { email, password: user.password })).statusCode).toBe(200);

    await vi.waitFor(() => expect(lockMailsTo(email)).toHaveLength(1));
    const [notice] = lockMailsTo(email);
    expect(notice?.subject).toBe('Password resets for your Hookline account are paused');
    expect(notice?.text).toContain('Someone tried to reset the password of your Hookline account');
    const lockedUntil = (await throttleOf(email))?.lockedUntil;
    expect(lockedUntil?.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(notice?.text).toMatch(/paused until \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC/);

    // Once the lock has ended, codes are issued and checked again.
    await t.context.database.db
      .update(otpThrottles)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(otpThrottles.email, email));
    expect((await post('forgot-password', { email })).statusCode).toBe(200);
    const third = otpFromMail(t, email);
    expect((await reset(email, third)).statusCode).toBe(200);
    expect(await throttleOf(email)).toMatchObject({ wrongGuesses: 0, lockCount: 0, lockedUntil: null });
  });

  it('locks sign-up codes the same way, without a mail (the address has no account)', async () => {
    const email = uniqueEmail('signup-lock');
    await post('send-otp', { email, otpReasonCode: 1 });
    const first = otpFromMail(t, email);
    for (let i = 0; i < 5; i += 1) await verify(email, wrongFor(first), 1);
    await post('send-otp', { email, otpReasonCode: 1 });
    const second = otpFromMail(t, email);
    for (let i = 0; i < 4; i += 1) expect((await verify(email, wrongFor(second), 1)).json()).toEqual(invalid);
    expect((await verify(email, wrongFor(second), 1)).json()).toEqual(locked);
    const resend = await post('send-otp', { email, otpReasonCode: 1 });
    expect(resend.statusCode).toBe(429);
    expect(resend.json()).toEqual(locked);
    expect(t.mail.sent.filter((m) => m.to === email).map((m) => m.kind)).toEqual([
      'signup-code',
      'signup-code',
    ]);
  });

  it('refuses to verify a verified reset code again, takes it once for reset-password, then forgets it', async () => {
    const user = await createUser(t);
    await post('forgot-password', { email: user.email });
    const code = otpFromMail(t, user.email);
    const first = await verify(user.email, code);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ verified: true });
    const [row] = await t.context.database.db.select().from(otpCodes).where(eq(otpCodes.email, user.email));
    expect(row?.verifiedAt).toBeInstanceOf(Date);
    expect(row!.expiresAt.getTime() - row!.verifiedAt!.getTime()).toBe(10 * 60_000);

    const again = await verify(user.email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalid);

    expect((await reset(user.email, code)).statusCode).toBe(200);
    for (const response of [await reset(user.email, code, 'another-pass'), await verify(user.email, code)]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalid);
    }
    expect((await post('login', { email: user.email, password: 'brand-new-pass' })).statusCode).toBe(200);
  });

  it('takes a reset code once on reset-password alone (the web flow), and two parallel uses only once', async () => {
    const user = await createUser(t);
    await post('forgot-password', { email: user.email });
    const code = otpFromMail(t, user.email);
    const [one, two] = await Promise.all([
      reset(user.email, code, 'first-new-pass'),
      reset(user.email, code),
    ]);
    expect([one?.statusCode, two?.statusCode].sort()).toEqual([200, 400]);
    expect((await reset(user.email, code, 'third-new-pass')).json()).toEqual(invalid);
  });

  it('issues five codes an hour per address, and answers a known and an unknown address alike', async () => {
    const newcomer = uniqueEmail('five-codes');
    for (let i = 0; i < 5; i += 1) {
      expect((await post('send-otp', { email: newcomer, otpReasonCode: 1 })).statusCode).toBe(200);
    }
    const sixth = await post('send-otp', { email: newcomer, otpReasonCode: 1 });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(requestLimit);
    expect(t.mail.sent.filter((m) => m.to === newcomer)).toHaveLength(5);

    const known = (await createUser(t)).email;
    const unknown = uniqueEmail('nobody');
    const answers = async (email: string) => {
      const seen: { status: number; body: unknown }[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await post('forgot-password', { email });
        seen.push({ status: response.statusCode, body: response.json() });
      }
      for (let i = 0; i < 3; i += 1) {
        const response = await post('send-otp', { email, otpReasonCode: 2 });
        seen.push({ status: response.statusCode, body: response.json() });
      }
      return seen;
    };
    const expected = [
      ...Array.from({ length: 5 }, () => ({ status: 200, body: sent })),
      { status: 429, body: requestLimit },
    ];
    expect(await answers(known)).toEqual(expected);
    expect(await answers(unknown)).toEqual(expected);
    expect(t.mail.sent.filter((m) => m.to === known)).toHaveLength(5);
    expect(t.mail.sent.filter((m) => m.to === unknown)).toHaveLength(0);
  });

  it('answers wrong guesses for an unknown address as for a known one', async () => {
    const answersFor = async (email: string) => {
      await post('forgot-password', { email });
      // A stored code no guess below can hit, so that the answers don't depend on luck.
      await t.context.database.db
        .update(otpCodes)
        .set({
          codeHash: hashOtp({
            secret: t.context.config.jwtSecret,
            email,
            reason: OTP_REASON.forgotPassword,
            code: '9999',
          }),
        })
        .where(eq(otpCodes.email, email));
      const answers: unknown[] = [];
      for (const guess of ['0000', '1111', '2222', '3333', '4444', '5555']) {
        const response = await verify(email, guess);
        answers.push([response.statusCode, response.json()]);
      }
      return answers;
    };
    const forKnown = await answersFor((await createUser(t)).email);
    const forUnknown = await answersFor(uniqueEmail('ghost-guesses'));
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown.at(-1)).toEqual([
      400,
      { message: MESSAGES.otpAttemptsExceeded, code: 'OTP_ATTEMPTS_EXCEEDED' },
    ]);
  });

  it('counts twenty parallel wrong guesses one by one', async () => {
    const user = await createUser(t);
    const { email } = user;
    const parallel = async (send: (otp: string) => ReturnType<typeof verify>, otp: string) =>
      (await Promise.all(Array.from({ length: 20 }, () => send(otp)))).map(
        (r) => r.json<{ code: string }>().code,
      );

    await post('forgot-password', { email });
    const first = otpFromMail(t, email);
    const firstAnswers = await parallel((otp) => verify(email, otp), wrongFor(first));
    // Each code is compared five times at most, whatever arrives at once; each comparison is counted.
    expect(firstAnswers.filter((code) => code === 'OTP_INVALID')).toHaveLength(5);
    expect(firstAnswers.filter((code) => code === 'OTP_ATTEMPTS_EXCEEDED')).toHaveLength(15);
    expect((await throttleOf(email))?.wrongGuesses).toBe(5);
    const [row] = await t.context.database.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(row?.attempts).toBe(5);

    await post('forgot-password', { email });
    const second = otpFromMail(t, email);
    const secondAnswers = await parallel((otp) => reset(email, otp), wrongFor(second));
    expect(secondAnswers.filter((code) => code === 'OTP_INVALID')).toHaveLength(4);
    expect(secondAnswers).toContain('OTP_LOCKED');
    expect(await throttleOf(email)).toMatchObject({ lockCount: 1 });
    expect((await reset(email, second)).json()).toEqual(locked);
    await vi.waitFor(() => expect(lockMailsTo(email)).toHaveLength(1));
  });

  it('keeps codes out of mail subjects, and codes, subjects and addresses out of the log', async () => {
    const codeMails = t.mail.sent.filter((m) => m.kind === 'signup-code' || m.kind === 'reset-code');
    expect(codeMails.length).toBeGreaterThan(10);
    expect(t.mail.sent.some((m) => m.kind === 'reset-locked')).toBe(true);
    const codes = new Set<string>();
    for (const mail of codeMails) {
      const code = /code to [^:]+: (\d{4})/.exec(mail.text)?.[1];
      expect(code).toMatch(/^\d{4}$/);
      expect(mail.subject).not.toMatch(/\d/);
      codes.add(code!);
    }

    // Reset and lock mails leave after the answer: wait until each has been written and logged.
    const mailLinesOf = () => captured.entries().filter((e) => e.msg === 'mail written to outbox');
    await vi.waitFor(() => expect(mailLinesOf()).toHaveLength(t.mail.sent.length));
    const mailLines = mailLinesOf();
    for (const line of mailLines) {
      expect(Object.keys(line).sort()).toEqual([
        'hostname',
        'kind',
        'level',
        'msg',
        'pid',
        'recipient',
        'time',
      ]);
      expect(line.recipient).toMatch(/^[0-9a-f]{12}$/);
    }

    const text = captured.text();
    for (const mail of t.mail.sent) {
      expect(text).not.toContain(mail.subject);
      expect(text).not.toContain(mail.to);
    }
    // Every string of every entry but the machine's name, which is not ours to choose, and the request id and
    // recipient hash, random hex whose digits may spell any code by chance (their shapes are checked above).
    const strings = (value: unknown): string[] => {
      if (typeof value === 'string') return [value];
      if (Array.isArray(value)) return value.flatMap(strings);
      if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
      return [];
    };
    for (const code of codes) {
      const standalone = new RegExp(`(?<!\\d)${code}(?!\\d)`);
      const leaks = captured
        .entries()
        .filter(({ hostname: _hostname, reqId: _reqId, recipient: _recipient, ...entry }) =>
          strings(entry).some((s) => standalone.test(s)),
        );
      expect(leaks).toEqual([]);
    }
  });
});
