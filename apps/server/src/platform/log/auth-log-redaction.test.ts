import type { TokenResponse } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../modules/users/tables.ts';
import { createCapturedLog, type CapturedLog } from '../../test/captured-log.ts';
import { bearer, otpFromMail, uniqueEmail } from '../../test/factories.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const auth = '/auth/api/v1';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Every string in a log entry (numbers such as `time` and `pid` left out), ids removed. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value.replace(UUID, '')];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') {
    // A mail line's recipient is a random-looking hex hash whose digits may spell a code by chance.
    return Object.entries(value)
      .filter(([key]) => key !== 'recipient' && key !== 'hostname')
      .flatMap(([, field]) => stringsOf(field));
  }
  return [];
}

/**
 * DESIGN.md, "Logs never hold a password, token, code, mail subject or SQL bound value": the auth
 * flows run with the app's real logger at `trace` and its real mailer's logging, and the log is read.
 */
describe('the log of the auth flows', () => {
  let t: TestApp;
  let captured: CapturedLog;
  const passwords: string[] = [];
  const tokens: string[] = [];
  const codes: string[] = [];
  const addresses: string[] = [];
  let passwordHash: string;

  const post = async (path: string, payload: object, headers = {}) => {
    const response = await t.app.inject({ method: 'POST', url: `${auth}/${path}`, payload, headers });
    if (response.statusCode >= 300) throw new Error(`POST ${path}: ${response.statusCode} ${response.body}`);
    return response;
  };
  const issued = (pair: TokenResponse) => {
    tokens.push(pair.token, pair.refreshToken);
    return pair;
  };

  beforeAll(async () => {
    captured = createCapturedLog('trace');
    t = await createTestApp({ log: captured.log, deliverMail: true });

    // Sign-up with a one-time code.
    const email = uniqueEmail('newcomer');
    const password = 'first Secret-pass 81';
    addresses.push(email);
    passwords.push(password);
    await post('send-otp', { email, otpReasonCode: 1, userName: 'Grace Hopper' });
    const signupCode = otpFromMail(t, email);
    codes.push(signupCode);
    await t.app.inject({
      method: 'PUT',
      url: `${auth}/verify-otp`,
      payload: { email, otp: signupCode, otpReasonCode: 1 },
    });
    issued((await post('signup', { userName: 'Grace Hopper', email, password })).json<TokenResponse>());

    // Sign-in, a refused sign-in, refresh.
    const wrongPassword = 'wrong Secret-pass 13';
    passwords.push(wrongPassword);
    await t.app.inject({ method: 'POST', url: `${auth}/login`, payload: { email, password: wrongPassword } });
    const session = issued((await post('login', { email, password })).json<TokenResponse>());
    const refreshed = issued(
      (await post('refresh-token', { refreshToken: session.refreshToken })).json<TokenResponse>(),
    );
    await t.app.inject({ method: 'GET', url: `${auth}/userinfo`, headers: bearer(refreshed.token) });

    // Password reset: request, code, reset, then sign-in with the new password and logout.
    const newPassword = 'second Secret-pass 27';
    passwords.push(newPassword);
    await post('forgot-password', { email });
    const resetCode = otpFromMail(t, email);
    codes.push(resetCode);
    await post('reset-password', { email, otp: resetCode, password: newPassword });
    const afterReset = issued((await post('login', { email, password: newPassword })).json<TokenResponse>());
    await post('logout', { refreshToken: afterReset.refreshToken }, bearer(afterReset.token));

    // An invite, its address looked up by the link's token, and a sign-up through it.
    const team = await createTeam(t);
    const invitee = uniqueEmail('invitee');
    addresses.push(invitee);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/organisation/${team.org.id}/members/invite`,
      headers: bearer(team.admin.token),
      payload: {
        email: invitee,
        orgRole: 'org_member',
        workspaces: [{ workspaceId: team.workspace.id, roleName: 'collaborator', products: ['drive'] }],
      },
    });
    const link = /https?:\/\/\S+/.exec(t.mail.lastTo(invitee).text)?.[0];
    const inviteToken = link ? new URL(link).searchParams.get('inviteId') : null;
    if (!inviteToken) throw new Error('no invite link in the mail');
    tokens.push(inviteToken);
    await t.app.inject({ method: 'GET', url: `${auth}/email/${inviteToken}` });
    const inviteePassword = 'invitee Secret-pass 64';
    passwords.push(inviteePassword);
    await t.app.inject({
      method: 'POST',
      url: `${auth}/signup`,
      payload: { userName: 'Ada Lovelace', email: invitee, password: inviteePassword, inviteId: inviteToken },
    });

    const [row] = await t.context.database.db.select().from(users).where(eq(users.email, email));
    passwordHash = row?.passwordHash ?? '';
  });
  afterAll(() => t.close());

  /** The log lines holding `secret`, so that a failure shows where it leaked and nothing else. */
  const linesWith = (secret: string) =>
    captured
      .text()
      .split('\n')
      .filter((line) => line.includes(secret));

  it('was written at all: the flows ran and logged their requests', () => {
    const completed = captured.entries().filter((entry) => entry.msg === 'request completed');
    expect(completed.length).toBeGreaterThan(10);
    // One line per request, with the route, the status and the time taken.
    expect(captured.entries().filter((entry) => entry.msg === 'incoming request')).toEqual([]);
    expect(completed).toContainEqual(
      expect.objectContaining({
        req: expect.objectContaining({ method: 'POST', url: '/auth/api/v1/login' }) as unknown,
        res: { statusCode: 200 },
        responseTime: expect.any(Number) as unknown,
      }),
    );
    expect(t.mail.sent.length).toBeGreaterThanOrEqual(3);
  });

  it('holds no password', () => {
    for (const password of passwords) expect(linesWith(password)).toEqual([]);
  });

  it('holds no access, refresh or invite token', () => {
    expect(tokens.length).toBeGreaterThanOrEqual(9);
    for (const token of tokens) expect(linesWith(token)).toEqual([]);
  });

  it('holds no one-time code', () => {
    for (const code of codes) {
      const standalone = new RegExp(`(?<!\\d)${code}(?!\\d)`);
      const leaks = captured
        .entries()
        .filter((entry) => stringsOf(entry).some((text) => standalone.test(text)));
      expect(leaks).toEqual([]);
    }
  });

  it('holds no mail subject', () => {
    for (const { subject } of t.mail.sent) expect(linesWith(subject)).toEqual([]);
  });

  it('holds no SQL bound value: no password hash, no e-mail address', () => {
    expect(passwordHash).not.toBe('');
    expect(linesWith(passwordHash)).toEqual([]);
    for (const address of addresses) expect(linesWith(address)).toEqual([]);
    expect(captured.text()).not.toMatch(/Failed query|params:/);
  });
});
