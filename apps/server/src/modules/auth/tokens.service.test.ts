import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { insertUser } from '../users/users.service.ts';
import { authSessions, refreshTokens } from './tables.ts';
import {
  CLOCK_SKEW_SECONDS,
  createAccessTokenVerifier,
  hashRefreshToken,
  readAccessToken,
  REFRESH_GRACE_SECONDS,
  revokeAllSessionsOfUser,
  revokeRefreshToken,
  rotateRefreshToken,
  signAccessToken,
  startSession,
} from './tokens.service.ts';

const config = {
  jwtSecret: 'unit-test-secret-unit-test-secret-000',
  accessTokenTtlSeconds: 900,
  refreshTokenTtlSeconds: 3600,
};
const later = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/** A token with the right signature, issuer and audience, and whatever times the test gives it. */
function forge(input: { sub: string; iat?: number; exp?: number; secret?: string }): Promise<string> {
  const jwt = new SignJWT({ sid: 'session-1' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(input.sub)
    .setIssuer('hookline')
    .setAudience('hookline-api');
  if (input.iat !== undefined) jwt.setIssuedAt(input.iat);
  if (input.exp !== undefined) jwt.setExpirationTime(input.exp);
  return jwt.sign(new TextEncoder().encode(input.secret ?? config.jwtSecret));
}

describe('access and refresh tokens', () => {
  let database: DatabaseHandle;
  let userId: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    userId = (
      await insertUser(database.db, {
        email: 'tokens@acme-ads.test',
        firstName: 'T',
        lastName: 'K',
        passwordHash: null,
        isRiskyEmail: false,
      })
    ).id;
  });
  afterAll(() => database.close());

  it('signs an access token that carries the user and session and expires after its lifetime', async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const token = await signAccessToken({ config, userId, sessionId: 'session-1', now });
    await expect(readAccessToken({ secret: config.jwtSecret, token, now: later(now, 899) })).resolves.toEqual(
      { userId, sessionId: 'session-1' },
    );
    // Another server's clock may lag by the skew, no more.
    await expect(
      readAccessToken({ secret: config.jwtSecret, token, now: later(now, 900 + CLOCK_SKEW_SECONDS - 1) }),
    ).resolves.toMatchObject({ userId });
    await expect(
      readAccessToken({ secret: config.jwtSecret, token, now: later(now, 900 + CLOCK_SKEW_SECONDS) }),
    ).rejects.toMatchObject({ code: 'TOKEN_EXPIRED', status: 401 });
    await expect(
      readAccessToken({ secret: 'another-secret-another-secret-0000000', token, now }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses a token signed with the real secret but without exp or iat', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const token of [
      await forge({ sub: userId, iat: now }),
      await forge({ sub: userId, exp: now + 900 }),
    ]) {
      await expect(readAccessToken({ secret: config.jwtSecret, token })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
        status: 401,
      });
    }
  });

  it('refuses a token issued in the future beyond the clock skew, and accepts one within it', async () => {
    const now = Math.floor(Date.now() / 1000);
    const farAhead = await forge({ sub: userId, iat: now + 5 * 60, exp: now + 5 * 60 + 900 });
    await expect(readAccessToken({ secret: config.jwtSecret, token: farAhead })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      status: 401,
    });
    const slightlyAhead = await forge({ sub: userId, iat: now + 10, exp: now + 10 + 900 });
    await expect(readAccessToken({ secret: config.jwtSecret, token: slightlyAhead })).resolves.toEqual({
      userId,
      sessionId: 'session-1',
    });
  });

  it('accepts a token of the previous secret while rotating, never one of an unknown secret', async () => {
    const previousSecret = 'previous-secret-previous-secret-00000';
    const fromPrevious = await signAccessToken({
      config: { ...config, jwtSecret: previousSecret },
      userId,
      sessionId: 'session-1',
    });
    await expect(
      readAccessToken({ secret: config.jwtSecret, previousSecret, token: fromPrevious }),
    ).resolves.toEqual({ userId, sessionId: 'session-1' });
    await expect(readAccessToken({ secret: config.jwtSecret, token: fromPrevious })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const fromUnknown = await forge({
      sub: userId,
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 900,
      secret: 'unknown-secret-unknown-secret-0000000',
    });
    await expect(
      readAccessToken({ secret: config.jwtSecret, previousSecret, token: fromUnknown }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    const session = await startSession(database.db, { config, userId });
    const { sessionId } = await readAccessToken({ secret: config.jwtSecret, token: session.token });
    const verify = createAccessTokenVerifier({ db: database.db, secret: config.jwtSecret, previousSecret });
    const signedBefore = await signAccessToken({
      config: { ...config, jwtSecret: previousSecret },
      userId,
      sessionId,
    });
    await expect(verify(signedBefore)).resolves.toEqual({ userId, sessionId });
  });

  it('stores refresh tokens hashed, with an expiry', async () => {
    const now = new Date();
    const { refreshToken } = await startSession(database.db, { config, userId, now });
    expect(Buffer.from(refreshToken, 'base64url')).toHaveLength(32);
    const [row] = await database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
    expect(row?.expiresAt.getTime()).toBe(now.getTime() + 3600_000);
    const all = await database.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(all.map((r) => r.hash)).not.toContain(refreshToken);
  });

  it('rotates: the new token works, the old one is revoked', async () => {
    const first = await startSession(database.db, { config, userId });
    const second = await rotateRefreshToken(database.db, { config, refreshToken: first.refreshToken });
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const [old] = await database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(first.refreshToken)));
    expect(old?.revokedAt).toBeInstanceOf(Date);
    const third = await rotateRefreshToken(database.db, { config, refreshToken: second.refreshToken });
    expect((await readAccessToken({ secret: config.jwtSecret, token: third.token })).userId).toBe(userId);
  });

  it('revokes the whole family when a rotated token is presented after the grace window', async () => {
    const first = await startSession(database.db, { config, userId });
    const rotatedAt = new Date();
    const second = await rotateRefreshToken(database.db, {
      config,
      refreshToken: first.refreshToken,
      now: rotatedAt,
    });
    await expect(
      rotateRefreshToken(database.db, {
        config,
        refreshToken: first.refreshToken,
        now: later(rotatedAt, REFRESH_GRACE_SECONDS + 1),
      }),
    ).rejects.toMatchObject({ code: 'TOKEN_REVOKED', status: 401 });
    await expect(
      rotateRefreshToken(database.db, { config, refreshToken: second.refreshToken }),
    ).rejects.toMatchObject({ status: 401 });
    const verify = createAccessTokenVerifier({ db: database.db, secret: config.jwtSecret });
    await expect(verify(second.token)).rejects.toMatchObject({ code: 'TOKEN_REVOKED' });
    const { sessionId } = await readAccessToken({ secret: config.jwtSecret, token: second.token });
    const [session] = await database.db.select().from(authSessions).where(eq(authSessions.id, sessionId));
    expect(session?.revokedAt).toBeInstanceOf(Date);
  });

  describe('the grace window after a rotation', () => {
    const rotateAt = (refreshToken: string, now: Date) =>
      rotateRefreshToken(database.db, { config, refreshToken, now });

    it('answers the same pair to the same token, and the session goes on', async () => {
      const rotatedAt = later(new Date(), -120);
      const first = await startSession(database.db, { config, userId, now: later(rotatedAt, -60) });
      const second = await rotateAt(first.refreshToken, rotatedAt);
      const again = await rotateAt(first.refreshToken, later(rotatedAt, REFRESH_GRACE_SECONDS - 1));
      expect(again).toEqual(second);
      const verify = createAccessTokenVerifier({ db: database.db, secret: config.jwtSecret });
      await expect(verify(second.token)).resolves.toMatchObject({ userId });
      const third = await rotateAt(second.refreshToken, later(rotatedAt, 60));
      await expect(verify(third.token)).resolves.toMatchObject({ userId });
    });

    it('gives nothing once the family was logged out or the password reset', async () => {
      for (const revoke of [
        (pair: { refreshToken: string }) => revokeRefreshToken(database.db, pair.refreshToken),
        () => revokeAllSessionsOfUser(database.db, userId),
      ]) {
        const first = await startSession(database.db, { config, userId });
        const rotatedAt = new Date();
        const second = await rotateAt(first.refreshToken, rotatedAt);
        await revoke(second);
        await expect(rotateAt(first.refreshToken, later(rotatedAt, 1))).rejects.toMatchObject({
          code: 'TOKEN_REVOKED',
          status: 401,
        });
        await expect(rotateAt(second.refreshToken, later(rotatedAt, 2))).rejects.toMatchObject({
          status: 401,
        });
      }
    });

    it('treats the token as stolen once its child was itself traded', async () => {
      const first = await startSession(database.db, { config, userId });
      const rotatedAt = new Date();
      const second = await rotateAt(first.refreshToken, rotatedAt);
      const third = await rotateAt(second.refreshToken, later(rotatedAt, 1));
      await expect(rotateAt(first.refreshToken, later(rotatedAt, 2))).rejects.toMatchObject({
        code: 'TOKEN_REVOKED',
      });
      await expect(
        createAccessTokenVerifier({ db: database.db, secret: config.jwtSecret })(third.token),
      ).rejects.toMatchObject({ code: 'TOKEN_REVOKED' });
    });
  });

  it('refuses an expired refresh token', async () => {
    const past = new Date(Date.now() - 2 * 3600_000);
    const { refreshToken } = await startSession(database.db, { config, userId, now: past });
    await expect(rotateRefreshToken(database.db, { config, refreshToken })).rejects.toMatchObject({
      code: 'TOKEN_EXPIRED',
      status: 401,
    });
  });

  it('logout revokes the session, so its access token fails the check', async () => {
    const tokens = await startSession(database.db, { config, userId });
    const verify = createAccessTokenVerifier({ db: database.db, secret: config.jwtSecret });
    await expect(verify(tokens.token)).resolves.toMatchObject({ userId });
    await revokeRefreshToken(database.db, tokens.refreshToken);
    await expect(verify(tokens.token)).rejects.toMatchObject({ code: 'TOKEN_REVOKED' });
    await expect(
      rotateRefreshToken(database.db, { config, refreshToken: tokens.refreshToken }),
    ).rejects.toMatchObject({ status: 401 });
  });
});
