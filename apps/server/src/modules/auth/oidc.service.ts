import { ERROR_CODES, MESSAGES, type TokenResponse } from '@hookline/domain';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { IdentityClaims, IdentityProvider } from '../../platform/identity/oidc-client.ts';
import { findLiveInviteFor, markInviteAccepted, requireLiveInvite } from '../tenancy/index.ts';
import type { UserRow } from '../users/index.ts';
import {
  findUserByEmail,
  findUserByOidcSubject,
  insertUser,
  linkOidcSubject,
  splitFullName,
} from '../users/index.ts';
import { assertBusinessEmail } from './signup.service.ts';
import { oidcStates } from './tables.ts';
import { startSession } from './tokens.service.ts';

const STATE_TTL_MS = 10 * 60_000;

const oidcFailed = () => new AppError(ERROR_CODES.badRequest, MESSAGES.oidcFailed);

export function oidcRedirectUri(appUrl: string): string {
  return `${appUrl}/auth/oidc/callback`;
}

function requireIdentity(context: AppContext): IdentityProvider {
  if (!context.identity) throw new AppError(ERROR_CODES.oidcNotConfigured, MESSAGES.oidcNotConfigured);
  return context.identity;
}

export function oidcSettings(context: AppContext): { enabled: boolean; providerName: string } {
  return { enabled: context.identity !== undefined, providerName: context.identity?.providerName ?? '' };
}

/**
 * Builds the provider's authorization URL and remembers what the callback must check. `inviteId` is the
 * invite link's token; the state keeps the invite's row id, never the token.
 */
export async function startOidcSignIn(
  context: AppContext,
  input: { inviteId?: string },
): Promise<{ url: string; state: string }> {
  const identity = requireIdentity(context);
  const invite = input.inviteId
    ? await requireLiveInvite(context.database.db, { token: input.inviteId })
    : undefined;
  const request = await identity.startAuthorization({ redirectUri: oidcRedirectUri(context.config.appUrl) });
  await context.database.db.insert(oidcStates).values({
    state: request.state,
    codeVerifier: request.codeVerifier,
    nonce: request.nonce,
    inviteId: invite?.id ?? null,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  return { url: request.url, state: request.state };
}

/** A state works once and only within its ten minutes. */
async function takeState(db: Executor, state: string) {
  const [row] = await db
    .delete(oidcStates)
    .where(and(eq(oidcStates.state, state), gt(oidcStates.expiresAt, new Date())))
    .returning();
  return row;
}

/**
 * Finds the account of an identity: by subject, else by verified e-mail (linking it), else creates one,
 * accepting the invite with row id `inviteId` when it is still live and was sent to that address.
 */
async function accountFor(
  context: AppContext,
  claims: IdentityClaims,
  inviteId: string | undefined,
): Promise<UserRow> {
  const { db } = context.database;
  const bySubject = await findUserByOidcSubject(db, claims.subject);
  if (bySubject) return bySubject;
  if (!claims.email || !claims.emailVerified) throw oidcFailed();
  const email = claims.email;
  const byEmail = await findUserByEmail(db, email);
  if (byEmail) {
    await linkOidcSubject(db, byEmail.id, claims.subject);
    return byEmail;
  }
  const { isRiskyEmail } = await assertBusinessEmail(context, email);
  const names = claims.givenName
    ? { firstName: claims.givenName, lastName: claims.familyName ?? '' }
    : splitFullName(claims.name ?? '');
  return db.transaction(async (tx) => {
    const invite = inviteId ? await findLiveInviteFor(tx, { inviteId, email }) : undefined;
    const user = await insertUser(tx, {
      email,
      ...names,
      passwordHash: null,
      isRiskyEmail,
      oidcSubject: claims.subject,
    });
    if (invite) await markInviteAccepted(tx, { inviteId: invite.id, userId: user.id });
    return user;
  });
}

/**
 * oidc/callback and invite-signup/oidc: trade the code for the identity, then sign its account in.
 * `inviteId` (invite-signup/oidc) is the invite link's token.
 */
export async function finishOidcSignIn(
  context: AppContext,
  input: { code: string; state: string; iss?: string; inviteId?: string },
): Promise<TokenResponse> {
  const identity = requireIdentity(context);
  const { db } = context.database;
  const invite = input.inviteId ? await requireLiveInvite(db, { token: input.inviteId }) : undefined;
  const pending = await takeState(db, input.state);
  if (!pending) throw oidcFailed();
  let claims: IdentityClaims;
  try {
    claims = await identity.finishAuthorization({
      redirectUri: oidcRedirectUri(context.config.appUrl),
      code: input.code,
      state: input.state,
      iss: input.iss,
      codeVerifier: pending.codeVerifier,
      nonce: pending.nonce,
    });
  } catch (error) {
    context.log.warn({ err: error }, 'identity sign-in failed');
    throw oidcFailed();
  }
  const user = await accountFor(context, claims, invite?.id ?? pending.inviteId ?? undefined);
  return startSession(db, { config: context.config, userId: user.id });
}

export async function deleteExpiredOidcStates(db: Executor, now: Date): Promise<number> {
  const deleted = await db
    .delete(oidcStates)
    .where(lt(oidcStates.expiresAt, now))
    .returning({ state: oidcStates.state });
  return deleted.length;
}
