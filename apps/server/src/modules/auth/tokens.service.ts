import { createHash, createHmac, createSecretKey, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';
import { ERROR_CODES, MESSAGES, type TokenResponse } from '@hookline/domain';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../platform/config/config.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { preparedPerExecutor } from '../../platform/db/prepared-per-executor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AccessTokenVerifier, AuthenticatedUser } from '../../platform/http/authenticate.ts';
import { liveSessionChecker } from './live-sessions.ts';
import { authSessions, refreshTokens, type RefreshTokenRow } from './tables.ts';

type TokenConfig = Pick<Config, 'jwtSecret' | 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds'> &
  Partial<Pick<Config, 'jwtPreviousSecret'>>;

const ISSUER = 'hookline';
const AUDIENCE = 'hookline-api';

/** How far another server's clock may run ahead or behind: the slack on `exp`, and on an `iat` in the future. */
export const CLOCK_SKEW_SECONDS = 30;

/**
 * How long a traded refresh token still answers the pair it was traded for, so that two tabs refreshing at
 * once both stay signed in. Presented any later, it is treated as stolen and its family is revoked.
 */
export const REFRESH_GRACE_SECONDS = 30;

/** Imported once per secret: importing the key on every verification cost about half of it. */
const importedKeys = new Map<string, KeyObject>();
function secretKey(secret: string): KeyObject {
  let key = importedKeys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    importedKeys.set(secret, key);
  }
  return key;
}
const revoked = () => new AppError(ERROR_CODES.tokenRevoked, MESSAGES.sessionExpired);
const expired = () => new AppError(ERROR_CODES.tokenExpired, MESSAGES.sessionExpired);

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The token a refresh token is traded for: an HMAC of it under a key of its own derived from the signing
 * secret, so a second request within the grace window can answer the same token without any being stored.
 */
export function childRefreshToken(secret: string, parent: string): string {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'hookline:refresh-token:v1', 32));
  return createHmac('sha256', key).update(parent).digest('base64url');
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

/** Tries the signing secret, then the previous one (a rotation in progress); only a bad signature moves on. */
async function verifyWithEither(token: string, secrets: string[], now: Date) {
  const options = {
    algorithms: ['HS256'],
    issuer: ISSUER,
    audience: AUDIENCE,
    requiredClaims: ['exp', 'iat'],
    currentDate: now,
    clockTolerance: CLOCK_SKEW_SECONDS,
  };
  for (const [index, secret] of secrets.entries()) {
    try {
      return await jwtVerify(token, secretKey(secret), options);
    } catch (error) {
      const last = index === secrets.length - 1;
      if (last || !(error instanceof joseErrors.JWSSignatureVerificationFailed)) throw error;
    }
  }
  throw new AppError(ERROR_CODES.unauthorized);
}

/**
 * Checks signature, `exp` and `iat` only; `createAccessTokenVerifier` adds the session check. A token without
 * `exp` or `iat`, or issued further in the future than the clock skew, is refused.
 */
export async function readAccessToken(input: {
  secret: string;
  /** JWT_PREVIOUS_SECRET: verifies, never signs. */
  previousSecret?: string;
  token: string;
  now?: Date;
}): Promise<AuthenticatedUser> {
  const now = input.now ?? new Date();
  const secrets = input.previousSecret ? [input.secret, input.previousSecret] : [input.secret];
  try {
    const { payload } = await verifyWithEither(input.token, secrets, now);
    const issuedTooLate = (payload.iat ?? Infinity) > now.getTime() / 1000 + CLOCK_SKEW_SECONDS;
    if (issuedTooLate || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
      throw new AppError(ERROR_CODES.unauthorized);
    }
    return { userId: payload.sub, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw expired();
    throw new AppError(ERROR_CODES.unauthorized);
  }
}

const activeSessionQuery = preparedPerExecutor((db) =>
  db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.userId, sql.placeholder('userId')),
        isNull(authSessions.revokedAt),
      ),
    )
    .limit(1)
    .prepare('auth_active_session'),
);

/** Whether the session is live and belongs to this user: a session of someone else proves nothing. */
export async function isSessionActive(
  db: Executor,
  session: { sessionId: string; userId: string },
): Promise<boolean> {
  const [row] = await activeSessionQuery(db).execute(session);
  return row !== undefined;
}

/** How many verified access tokens a process remembers; past it, it starts again empty. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * The claims of access tokens already verified, until they expire. A token is a signed, unchanging string:
 * verifying it again can only give the same answer until `exp`, so only the expiry is checked again.
 * Revocation is not a property of the token and is never remembered: the session is asked on every request.
 */
function verifiedTokens() {
  const verified = new Map<string, { caller: AuthenticatedUser; expiresAtMs: number }>();
  return {
    get(token: string, nowMs: number): AuthenticatedUser | undefined {
      const found = verified.get(token);
      if (found === undefined) return undefined;
      if (found.expiresAtMs > nowMs) return found.caller;
      verified.delete(token);
      return undefined;
    },
    set(token: string, caller: AuthenticatedUser, expiresAtMs: number): void {
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
      verified.set(token, { caller, expiresAtMs });
    },
  };
}

/** When a verified token stops being accepted: its `exp` plus the clock skew `readAccessToken` allows. */
function acceptedUntilMs(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (payload === undefined) return undefined;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' ? (exp + CLOCK_SKEW_SECONDS) * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Access tokens are checked against their session on every request, so logging out takes effect at once; the
 * session must be the token's user's own. The signature is verified once per token (see `verifiedTokens`); the
 * sessions of requests that arrive together are asked in one statement (see `liveSessionChecker`).
 */
export function createAccessTokenVerifier(input: {
  db: Database;
  secret: string;
  previousSecret?: string | undefined;
}): AccessTokenVerifier {
  const verified = verifiedTokens();
  const isLive = liveSessionChecker(input.db);
  return async (token) => {
    const nowMs = Date.now();
    let caller = verified.get(token, nowMs);
    if (caller === undefined) {
      caller = await readAccessToken({
        secret: input.secret,
        previousSecret: input.previousSecret,
        token,
        now: new Date(nowMs),
      });
      const until = acceptedUntilMs(token);
      if (until !== undefined) verified.set(token, caller, until);
    }
    if (!(await isLive(caller))) throw revoked();
    return caller;
  };
}

async function issueRefreshToken(
  db: Executor,
  input: { config: TokenConfig; userId: string; sessionId: string; now: Date; refreshToken?: string },
): Promise<string> {
  const refreshToken = input.refreshToken ?? newRefreshToken();
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

async function findRefreshToken(db: Executor, refreshToken: string): Promise<RefreshTokenRow | undefined> {
  const [stored] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)))
    .limit(1);
  return stored;
}

/** Marks a live token rotated and issues its child; undefined when another request traded it first. */
async function tradeRefreshToken(
  db: Database,
  input: { config: TokenConfig; stored: RefreshTokenRow; refreshToken: string; now: Date },
): Promise<TokenResponse | undefined> {
  const { config, stored, now } = input;
  return db.transaction(async (tx) => {
    // Of two racing requests only one claims the token; the other finds it rotated and replays the pair.
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ revokedAt: now, rotatedAt: now })
      .where(and(eq(refreshTokens.id, stored.id), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (!claimed || !(await isSessionActive(tx, stored))) return undefined;
    const session = { config, userId: stored.userId, sessionId: stored.sessionId, now };
    const refreshToken = await issueRefreshToken(tx, {
      ...session,
      refreshToken: childRefreshToken(config.jwtSecret, input.refreshToken),
    });
    return { token: await signAccessToken(session), refreshToken };
  });
}

/**
 * Within the grace window after a rotation, answers the very pair that rotation issued: the child token is
 * recomputed, and the access token signed again with the rotation time. Nothing is answered once the family
 * is revoked (logout, password reset, reuse), or once the child is no longer the live token of the session.
 */
async function replayRotation(
  db: Executor,
  input: { config: TokenConfig; stored: RefreshTokenRow; refreshToken: string; now: Date },
): Promise<TokenResponse | undefined> {
  const { config, stored, now } = input;
  const rotatedAt = stored.rotatedAt;
  if (!rotatedAt || now.getTime() - rotatedAt.getTime() > REFRESH_GRACE_SECONDS * 1000) return undefined;
  if (!(await isSessionActive(db, stored))) return undefined;
  // The child was derived under the signing secret of the moment, which a rotation may have just replaced.
  for (const secret of [config.jwtSecret, config.jwtPreviousSecret].filter((s) => s !== undefined)) {
    const child = childRefreshToken(secret, input.refreshToken);
    const [live] = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.tokenHash, hashRefreshToken(child)),
          eq(refreshTokens.sessionId, stored.sessionId),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .limit(1);
    if (!live) continue;
    const token = await signAccessToken({
      config,
      userId: stored.userId,
      sessionId: stored.sessionId,
      now: rotatedAt,
    });
    return { token, refreshToken: child };
  }
  return undefined;
}

/**
 * Trades a refresh token for a new pair and revokes it. The same token presented again within
 * REFRESH_GRACE_SECONDS answers the same pair (two tabs refreshing at once). Presented any later, or once
 * its family was revoked, it means the token was copied: the whole family is revoked and the caller must
 * sign in again.
 */
export async function rotateRefreshToken(
  db: Database,
  input: { config: TokenConfig; refreshToken: string; now?: Date },
): Promise<TokenResponse> {
  const now = input.now ?? new Date();
  let stored = await findRefreshToken(db, input.refreshToken);
  if (!stored) throw new AppError(ERROR_CODES.unauthorized);
  if (!stored.revokedAt) {
    if (stored.expiresAt.getTime() <= now.getTime()) throw expired();
    const rotated = await tradeRefreshToken(db, { ...input, stored, now });
    if (rotated) return rotated;
    stored = (await findRefreshToken(db, input.refreshToken)) ?? stored;
  }
  const replayed = await replayRotation(db, { ...input, stored, now });
  if (replayed) return replayed;
  await revokeSession(db, stored.sessionId, now);
  throw revoked();
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
