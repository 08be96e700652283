import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { isUuid } from '../users/users.service.ts';
import { invites, type InviteRow } from './tables.ts';

export async function findPendingInvite(db: Executor, inviteId: string): Promise<InviteRow | undefined> {
  if (!isUuid(inviteId)) return undefined;
  const [row] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.id, inviteId), eq(invites.status, 'pending')))
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

export async function markInviteAccepted(db: Executor, inviteId: string): Promise<void> {
  await db.update(invites).set({ status: 'accepted' }).where(eq(invites.id, inviteId));
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
