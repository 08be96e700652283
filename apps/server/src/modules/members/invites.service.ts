import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { isUuid } from '../users/users.service.ts';
import { invites, orgMembers, type InviteRow } from './tables.ts';

export async function findPendingInvite(db: Executor, inviteId: string): Promise<InviteRow | undefined> {
  if (!isUuid(inviteId)) return undefined;
  const [row] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.id, inviteId), eq(invites.status, 'pending')))
    .limit(1);
  return row;
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

/** The pending invite with this id, only when it was sent to `email`. */
export async function findPendingInviteFor(
  db: Executor,
  input: { inviteId: string; email: string },
): Promise<InviteRow | undefined> {
  const invite = await findPendingInvite(db, input.inviteId);
  return invite?.email === input.email ? invite : undefined;
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
  input: { email: string; orgId?: string | null; invitedByUserId?: string | null },
): Promise<InviteRow> {
  const [row] = await db
    .insert(invites)
    .values({
      email: input.email.trim().toLowerCase(),
      orgId: input.orgId ?? null,
      invitedByUserId: input.invitedByUserId ?? null,
    })
    .returning();
  if (!row) throw new Error('insert into invites returned nothing');
  return row;
}
