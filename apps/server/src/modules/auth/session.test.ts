import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSignedInUser, createUser, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { authSessions, refreshTokens } from './tables.ts';
import {
  hashRefreshToken,
  readAccessToken,
  REFRESH_GRACE_SECONDS,
  signAccessToken,
} from './tokens.service.ts';

const base = '/auth/api/v1';

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `${base}/${path}`, payload });
  const userinfo = (token: string) =>
    t.app.inject({ method: 'GET', url: `${base}/userinfo`, headers: bearer(token) });

  describe('POST login', () => {
    it('signs in with the right password (e-mail case does not matter)', async () => {
      const user = await createUser(t);
      const response = await post('login', { email: user.email.toUpperCase(), password: user.password });
      expect(response.statusCode).toBe(200);
      const { token } = response.json<{ token: string }>();
      expect((await readAccessToken({ secret: t.context.config.jwtSecret, token })).userId).toBe(user.id);
    });

    it('answers 401 with the spec message for a wrong password or an unknown account', async () => {
      const user = await createUser(t);
      for (const payload of [
        { email: user.email, password: 'wrong-password' },
        { email: 'nobody@acme-ads.test', password: 'whatever' },
      ]) {
        const response = await post('login', payload);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          message: 'Email or Password is invalid',
          code: 'INVALID_CREDENTIALS',
        });
      }
    });

    it('refuses an account that has no password (identity sign-in only)', async () => {
      const user = await createUser(t, { password: null });
      expect((await post('login', { email: user.email, password: 'anything' })).statusCode).toBe(401);
    });
  });

  describe('GET userinfo', () => {
    it('answers the signed-in user with the spec fields', async () => {
      const { user, tokens } = await createSignedInUser(t);
      const response = await userinfo(tokens.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        _id: user.id,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: user.email,
        profileURL: null,
        profileId: null,
        enableEmailNotification: true,
        userCanCreateOrg: true,
        isExpert: false,
        isNewSignup: true,
        notificationsReviewed: false,
        hasPassword: true,
        tour: { init: true, completed: false, skipped: false },
        welcomeBannerDismissed: false,
      });
    });

    it('answers 401 without a token, with a forged token and with an expired token', async () => {
      const { user, tokens } = await createSignedInUser(t);
      expect((await t.app.inject({ method: 'GET', url: `${base}/userinfo` })).statusCode).toBe(401);
      expect((await userinfo(`${tokens.token}x`)).statusCode).toBe(401);
      const { sessionId } = await readAccessToken({
        secret: t.context.config.jwtSecret,
        token: tokens.token,
      });
      const expired = await signAccessToken({
        config: t.context.config,
        userId: user.id,
        sessionId,
        now: new Date(Date.now() - 2 * t.context.config.accessTokenTtlSeconds * 1000),
      });
      const response = await userinfo(expired);
      expect(response.statusCode).toBe(401);
      expect(response.json<{ code: string }>().code).toBe('TOKEN_EXPIRED');
    });
  });

  describe('the token check', () => {
    it("answers 401 to a token whose session is another user's", async () => {
      const victim = await createSignedInUser(t);
      const other = await createSignedInUser(t);
      const { sessionId } = await readAccessToken({
        secret: t.context.config.jwtSecret,
        token: other.tokens.token,
      });
      const crossed = await signAccessToken({ config: t.context.config, userId: victim.user.id, sessionId });
      const response = await userinfo(crossed);
      expect(response.statusCode).toBe(401);
      expect((await userinfo(victim.tokens.token)).statusCode).toBe(200);
    });

    it('refuses a token at once after its logout, and a crossed session, among requests sent together', async () => {
      const leaving = await createSignedInUser(t);
      const staying = await createSignedInUser(t);
      const { sessionId } = await readAccessToken({
        secret: t.context.config.jwtSecret,
        token: staying.tokens.token,
      });
      const crossed = await signAccessToken({ config: t.context.config, userId: leaving.user.id, sessionId });
      const together = async (tokens: string[]) =>
        (await Promise.all(tokens.map((token) => userinfo(token)))).map((response) => response.statusCode);
      const rounds = (token: string) => Array.from({ length: 6 }, () => token);

      // Both tokens have been used (and their signatures verified) before the logout.
      expect(await together([...rounds(leaving.tokens.token), ...rounds(staying.tokens.token)])).toEqual(
        Array.from({ length: 12 }, () => 200),
      );
      expect((await post('logout', { refreshToken: leaving.tokens.refreshToken })).statusCode).toBe(200);
      const statuses = await together([
        ...rounds(leaving.tokens.token),
        ...rounds(staying.tokens.token),
        ...rounds(crossed),
      ]);
      expect(statuses).toEqual([
        ...Array.from({ length: 6 }, () => 401),
        ...Array.from({ length: 6 }, () => 200),
        ...Array.from({ length: 6 }, () => 401),
      ]);
    });

    it('refuses every other session at once after a password change, and keeps the one that changed it', async () => {
      const { user, tokens } = await createSignedInUser(t);
      const elsewhere = await signIn(t, user);
      expect((await userinfo(elsewhere.token)).statusCode).toBe(200);
      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/update-password',
        headers: bearer(tokens.token),
        payload: { oldPassword: user.password, newPassword: 'another-Passw0rd!' },
      });
      expect(changed.statusCode).toBe(200);
      expect((await userinfo(elsewhere.token)).statusCode).toBe(401);
      expect((await userinfo(tokens.token)).statusCode).toBe(200);
    });

    it('answers 401 when anything follows the token in the Authorization header', async () => {
      const { tokens } = await createSignedInUser(t);
      const me = (authorization: string) =>
        t.app.inject({ method: 'GET', url: `${base}/userinfo`, headers: { authorization } });
      expect((await me(`Bearer ${tokens.token}`)).statusCode).toBe(200);
      expect((await me(`bearer ${tokens.token}`)).statusCode).toBe(200);
      for (const header of [
        `Bearer ${tokens.token} junk`,
        `Bearer ${tokens.token} ${tokens.token}`,
        `Bearer ${tokens.token},junk`,
        `Bearer  ${tokens.token}`,
        `Basic ${tokens.token}`,
        'Bearer',
      ]) {
        expect((await me(header)).statusCode, header).toBe(401);
      }
    });
  });

  describe('POST refresh-token', () => {
    it('rotates the pair and revokes the old refresh token', async () => {
      const { tokens } = await createSignedInUser(t);
      const response = await post('refresh-token', { refreshToken: tokens.refreshToken });
      expect(response.statusCode).toBe(200);
      const next = response.json<{ token: string; refreshToken: string }>();
      expect(next.refreshToken).not.toBe(tokens.refreshToken);
      expect((await userinfo(next.token)).statusCode).toBe(200);
      const rows = await t.context.database.db.select().from(refreshTokens);
      expect(rows.filter((r) => r.revokedAt !== null).length).toBeGreaterThanOrEqual(1);
    });

    it('answers the same pair to two refreshes of one token sent at once (two tabs)', async () => {
      const { tokens } = await createSignedInUser(t);
      const [first, second] = await Promise.all([
        post('refresh-token', { refreshToken: tokens.refreshToken }),
        post('refresh-token', { refreshToken: tokens.refreshToken }),
      ]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      const pair = first.json<{ token: string; refreshToken: string }>();
      expect(second.json()).toEqual(pair);
      expect((await userinfo(pair.token)).statusCode).toBe(200);
      const next = await post('refresh-token', { refreshToken: pair.refreshToken });
      expect(next.statusCode).toBe(200);
      expect((await userinfo(next.json<{ token: string }>().token)).statusCode).toBe(200);
    });

    it('gives nothing in the grace window once the session was logged out', async () => {
      const { tokens } = await createSignedInUser(t);
      const next = (await post('refresh-token', { refreshToken: tokens.refreshToken })).json<{
        refreshToken: string;
      }>();
      expect((await post('logout', { refreshToken: next.refreshToken })).statusCode).toBe(200);
      const replay = await post('refresh-token', { refreshToken: tokens.refreshToken });
      expect(replay.statusCode).toBe(401);
      expect(replay.json<{ code: string }>().code).toBe('TOKEN_REVOKED');
    });

    it('answers 401 to a token reused after the grace window and revokes the whole family', async () => {
      const { tokens } = await createSignedInUser(t);
      const next = (await post('refresh-token', { refreshToken: tokens.refreshToken })).json<{
        token: string;
        refreshToken: string;
      }>();
      const longAgo = new Date(Date.now() - (REFRESH_GRACE_SECONDS + 1) * 1000);
      await t.context.database.db
        .update(refreshTokens)
        .set({ rotatedAt: longAgo, revokedAt: longAgo })
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(tokens.refreshToken)));
      const reused = await post('refresh-token', { refreshToken: tokens.refreshToken });
      expect(reused.statusCode).toBe(401);
      expect(reused.json()).toEqual({
        message: 'Your session has expired. Please sign in again.',
        code: 'TOKEN_REVOKED',
      });
      expect((await post('refresh-token', { refreshToken: next.refreshToken })).statusCode).toBe(401);
      expect((await userinfo(next.token)).statusCode).toBe(401);
    });

    it('answers 401 to an unknown token and 400 to a missing one', async () => {
      expect((await post('refresh-token', { refreshToken: 'made-up' })).statusCode).toBe(401);
      expect((await post('refresh-token', {})).statusCode).toBe(400);
    });
  });

  describe('POST logout', () => {
    it('revokes the refresh token and the access tokens of its session', async () => {
      const { user, tokens } = await createSignedInUser(t);
      const other = await signIn(t, user);
      const response = await post('logout', { refreshToken: tokens.refreshToken });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Logged out successfully' });
      expect((await post('refresh-token', { refreshToken: tokens.refreshToken })).statusCode).toBe(401);
      const me = await userinfo(tokens.token);
      expect(me.statusCode).toBe(401);
      expect(me.json<{ code: string }>().code).toBe('TOKEN_REVOKED');
      // Another device's session is untouched.
      expect((await userinfo(other.token)).statusCode).toBe(200);
      const sessions = await t.context.database.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.userId, user.id));
      expect(sessions.filter((s) => s.revokedAt !== null)).toHaveLength(1);
    });

    it('answers the same for an unknown token and refuses a malformed body', async () => {
      expect((await post('logout', { refreshToken: 'made-up' })).statusCode).toBe(200);
      expect((await post('logout', { refreshToken: 42 })).statusCode).toBe(400);
    });
  });

  it('documents the auth and users routes in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>().paths;
    for (const path of [
      '/auth/api/v1/login',
      '/auth/api/v1/refresh-token',
      '/auth/api/v1/oidc/callback',
      '/api/v1/users/{userId}',
      '/api/v1/users/{userId}/profile-image',
    ]) {
      expect(paths).toHaveProperty([path]);
    }
  });

  describe('POST licence/activate', () => {
    it('answers the licence failure for a code that was never issued', async () => {
      const { tokens } = await createSignedInUser(t);
      const response = await t.app.inject({
        method: 'POST',
        url: `${base}/licence/activate`,
        headers: bearer(tokens.token),
        payload: { code: 'LTD-123' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: 'AppSumo license activation failed. Please contact our support team.',
        code: 'LICENCE_NOT_FOUND',
      });
    });

    it('needs a signed-in user and a code', async () => {
      const { tokens } = await createSignedInUser(t);
      expect((await post('licence/activate', { code: 'LTD-123' })).statusCode).toBe(401);
      const empty = await t.app.inject({
        method: 'POST',
        url: `${base}/licence/activate`,
        headers: bearer(tokens.token),
        payload: { code: ' ' },
      });
      expect(empty.statusCode).toBe(400);
    });
  });
});
