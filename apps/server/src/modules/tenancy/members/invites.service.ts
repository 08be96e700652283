import { createHash, randomBytes } from 'node:crypto';
import { INVITE_TTL_DAYS, MESSAGES } from '@hookline/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { invites, orgMembers, type InviteRow } from './tables.ts';

const DAY_MS = 24 * 60 * 60_000;

/** An invite as it is written: the row, and the token for the mail's link. Only the token's hash is stored. */
export interface IssuedInvite {
  invite: InviteRow;
  token: string;
}

/**
 * What the database keeps of a link's token. Links mailed before tokens existed carry the invite's id,
 * and the migration stored the same hash of it, so they are looked up the same way.
 */
export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

/** A fresh link: 32 random bytes, and the end of its validity counted from `now`. */
function newInviteLink(now: Date) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    tokenHash: hashInviteToken(token),
    expiresAt: new Date(now.getTime() + INVITE_TTL_DAYS * DAY_MS),
  };
}

export function isInviteExpired(invite: Pick<InviteRow, 'expiresAt'>, now: Date): boolean {
  return invite.expiresAt.getTime() <= now.getTime();
}

/**
 * The pending invite a link's token names, while the link still works. An unknown, spent or replaced token
 * answers 404 'This invitation is no longer valid'; an expired one says so, for the invite page to show.
 */
export async function requireLiveInvite(
  db: Executor,
  input: { token: string; now?: Date },
): Promise<InviteRow> {
  const [invite] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.tokenHash, hashInviteToken(input.token)), eq(invites.status, 'pending')))
    .limit(1);
  if (!invite) throw notFound(MESSAGES.inviteNotFound);
  if (isInviteExpired(invite, input.now ?? new Date())) throw notFound(MESSAGES.inviteExpired);
  return invite;
}

/**
 * The pending, unexpired invite with this row id, only when it was sent to `email`. For the identity
 * sign-in, which keeps the row id (never the token) between its start and its callback.
 */
export async function findLiveInviteFor(
  db: Executor,
  input: { inviteId: string; email: string; now?: Date },
): Promise<InviteRow | undefined> {
  if (!isUuid(input.inviteId)) return undefined;
  const [invite] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.id, input.inviteId), eq(invites.status, 'pending')))
    .limit(1);
  if (!invite || invite.email !== input.email || isInviteExpired(invite, input.now ?? new Date())) {
    return undefined;
  }
  return invite;
}

/** The pending invite with this id, only when it belongs to `orgId`. */
export async function findPendingInviteInOrg(
  db: Executor,
  input: { orgId: string; inviteId: string },
): Promise<InviteRow | undefined> {
  const [row] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.id, input.inviteId), eq(invites.orgId, input.orgId), eq(invites.status, 'pending')))
    .limit(1);
  return row;
}

/**
 * Accepts a pending invite for `userId`: the invite turns accepted and its organisation membership turns
 * accepted with that user, so the two never disagree. Run it in the caller's transaction (the account
 * may be created in the same one). Answers the invite, or undefined when it was no longer pending.
 */
export async function markInviteAccepted(
  db: Executor,
  input: { inviteId: string; userId: string },
): Promise<InviteRow | undefined> {
  const [invite] = await db
    .update(invites)
    .set({ status: 'accepted' })
    .where(and(eq(invites.id, input.inviteId), eq(invites.status, 'pending')))
    .returning();
  if (!invite) return undefined;
  await db
    .update(orgMembers)
    .set({ userId: input.userId, inviteStatus: 'accepted', updatedAt: sql`now()` })
    .where(and(eq(orgMembers.inviteId, invite.id), eq(orgMembers.inviteStatus, 'pending')));
  return invite;
}

export async function createInvite(
  db: Executor,
  input: { email: string; orgId?: string | null; invitedByUserId?: string | null; now?: Date },
): Promise<IssuedInvite> {
  const { token, tokenHash, expiresAt } = newInviteLink(input.now ?? new Date());
  const [invite] = await db
    .insert(invites)
    .values({
      email: input.email.trim().toLowerCase(),
      orgId: input.orgId ?? null,
      invitedByUserId: input.invitedByUserId ?? null,
      tokenHash,
      expiresAt,
    })
    .returning();
  if (!invite) throw new Error('insert into invites returned nothing');
  return { invite, token };
}

/**
 * Gives a pending invite a new link and a new validity period: the old link stops working at once.
 * Answers undefined when the invite is no longer pending.
 */
export async function renewInviteLink(
  db: Executor,
  input: { inviteId: string; now?: Date },
): Promise<IssuedInvite | undefined> {
  const { token, tokenHash, expiresAt } = newInviteLink(input.now ?? new Date());
  const [invite] = await db
    .update(invites)
    .set({ tokenHash, expiresAt })
    .where(and(eq(invites.id, input.inviteId), eq(invites.status, 'pending')))
    .returning();
  return invite ? { invite, token } : undefined;
}
