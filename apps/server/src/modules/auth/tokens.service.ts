import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES, MESSAGES, type TokenResponse } from '@hookline/domain';
import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../platform/config/config.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AccessTokenVerifier, AuthenticatedUser } from '../../platform/http/authenticate.ts';
import { authSessions, refreshTokens } from './tables.ts';

type TokenConfig = Pick<Config, 'jwtSecret' | 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds'>;

const ISSUER = 'hookline';
const AUDIENCE = 'hookline-api';

const secretKey = (secret: string) => new TextEncoder().encode(secret);
const revoked = () => new AppError(ERROR_CODES.tokenRevoked, MESSAGES.sessionExpired);
const expired = () => new AppError(ERROR_CODES.tokenExpired, MESSAGES.sessionExpired);

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function signAccessToken(input: {
  config: TokenConfig;
  userId: string;
  sessionId: string;
  now?: Date;
}): Promise<string> {
  const issuedAt = Math.floor((input.now ?? new Date()).getTime() / 1000);
  return new SignJWT({ sid: input.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(input.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + input.config.accessTokenTtlSeconds)
    .sign(secretKey(input.config.jwtSecret));
}

/** Checks signature and expiry only; `createAccessTokenVerifier` adds the session check. */
export async function readAccessToken(input: {
  secret: string;
  token: string;
  now?: Date;
}): Promise<AuthenticatedUser> {
  try {
    const { payload } = await jwtVerify(input.token, secretKey(input.secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: input.now,
      clockTolerance: 0,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
      throw new AppError(ERROR_CODES.unauthorized);
    }
    return { userId: payload.sub, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw expired();
    throw new AppError(ERROR_CODES.unauthorized);
  }
}

export async function isSessionActive(db: Executor, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
    .limit(1);
  return row !== undefined;
}

/** Access tokens are checked against their session on every request, so logging out takes effect at once. */
export function createAccessTokenVerifier(input: { db: Database; secret: string }): AccessTokenVerifier {
  return async (token) => {
    const caller = await readAccessToken({ secret: input.secret, token });
    if (!(await isSessionActive(input.db, caller.sessionId))) throw revoked();
    return caller;
  };
}

async function issueRefreshToken(
  db: Executor,
  input: { config: TokenConfig; userId: string; sessionId: string; now: Date },
): Promise<string> {
  const refreshToken = newRefreshToken();
  const expiresAt = new Date(input.now.getTime() + input.config.refreshTokenTtlSeconds * 1000);
  await db.insert(refreshTokens).values({
    sessionId: input.sessionId,
    userId: input.userId,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt,
    createdAt: input.now,
  });
  await db.update(authSessions).set({ expiresAt }).where(eq(authSessions.id, input.sessionId));
  return refreshToken;
}

/** Starts a sign-in session: a new refresh-token family and its first pair of tokens. */
export async function startSession(
  db: Database,
  input: { config: TokenConfig; userId: string; now?: Date },
): Promise<TokenResponse> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(authSessions)
      .values({ userId: input.userId, expiresAt: now, createdAt: now })
      .returning({ id: authSessions.id });
    if (!session) throw new Error('insert into auth_sessions returned nothing');
    const refreshToken = await issueRefreshToken(tx, { ...input, sessionId: session.id, now });
    const token = await signAccessToken({ ...input, sessionId: session.id, now });
    return { token, refreshToken };
  });
}

export async function revokeSession(db: Executor, sessionId: string, now: Date = new Date()): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)));
}

/** Signs the user out everywhere (after a password reset), or everywhere but one session (after a change). */
export async function revokeAllSessionsOfUser(
  db: Executor,
  userId: string,
  options: { exceptSessionId?: string; now?: Date } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const keep = options.exceptSessionId;
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keep ? ne(authSessions.id, keep) : undefined,
      ),
    );
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keep ? ne(refreshTokens.sessionId, keep) : undefined,
      ),
    );
}

/**
 * Trades a refresh token for a new pair and revokes it. A token presented after it was rotated means it was
 * copied: the whole family is revoked and the caller must sign in again.
 */
export async function rotateRefreshToken(
  db: Database,
  input: { config: TokenConfig; refreshToken: string; now?: Date },
): Promise<TokenResponse> {
  const now = input.now ?? new Date();
  const [stored] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(input.refreshToken)))
    .limit(1);
  if (!stored) throw new AppError(ERROR_CODES.unauthorized);
  if (stored.revokedAt) {
    await revokeSession(db, stored.sessionId, now);
    throw revoked();
  }
  if (stored.expiresAt.getTime() <= now.getTime()) throw expired();

  const rotated = await db.transaction(async (tx) => {
    // Only one of two racing requests can revoke the token; the loser is treated as reuse.
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.id, stored.id), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (!claimed || !(await isSessionActive(tx, stored.sessionId))) return undefined;
    const refreshToken = await issueRefreshToken(tx, {
      config: input.config,
      userId: stored.userId,
      sessionId: stored.sessionId,
      now,
    });
    const token = await signAccessToken({
      config: input.config,
      userId: stored.userId,
      sessionId: stored.sessionId,
      now,
    });
    return { token, refreshToken };
  });
  if (!rotated) {
    await revokeSession(db, stored.sessionId, now);
    throw revoked();
  }
  return rotated;
}

/** Logout: revokes the family of the given refresh token. An unknown token is quietly ignored. */
export async function revokeRefreshToken(
  db: Executor,
  refreshToken: string,
  now: Date = new Date(),
): Promise<void> {
  const [stored] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)))
    .limit(1);
  if (stored) await revokeSession(db, stored.sessionId, now);
}

/**
 * Deletes refresh tokens and sessions that expired more than `graceSeconds` ago. Revoked tokens stay until
 * they expire, so a rotated token presented again is still recognised as reuse.
 */
export async function deleteStaleSessions(db: Executor, now: Date, graceSeconds: number): Promise<number> {
  const cutoff = new Date(now.getTime() - graceSeconds * 1000);
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, cutoff));
  const deleted = await db
    .delete(authSessions)
    .where(lt(authSessions.expiresAt, cutoff))
    .returning({ id: authSessions.id });
  return deleted.length;
}
