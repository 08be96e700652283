import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { insertUser } from '../users/users.service.ts';
import { authSessions, refreshTokens } from './tables.ts';
import {
  createAccessTokenVerifier,
  hashRefreshToken,
  readAccessToken,
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
    await expect(
      readAccessToken({ secret: config.jwtSecret, token, now: new Date(now.getTime() + 899_000) }),
    ).resolves.toEqual({ userId, sessionId: 'session-1' });
    await expect(
      readAccessToken({ secret: config.jwtSecret, token, now: new Date(now.getTime() + 900_000) }),
    ).rejects.toMatchObject({ code: 'TOKEN_EXPIRED', status: 401 });
    await expect(
      readAccessToken({ secret: 'another-secret-another-secret-0000000', token, now }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
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

  it('revokes the whole family when a rotated token is presented again', async () => {
    const first = await startSession(database.db, { config, userId });
    const second = await rotateRefreshToken(database.db, { config, refreshToken: first.refreshToken });
    await expect(
      rotateRefreshToken(database.db, { config, refreshToken: first.refreshToken }),
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
