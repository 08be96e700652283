import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { orgMembers, type OrgMemberRow } from './tables.ts';

/**
 * The member a path or body `userId` names inside one organisation: the member's account id, or the
 * member's own `_id` while the invite is pending (an invited address may have no account yet).
 */
export async function findMemberByRef(
  db: Executor,
  input: { orgId: string; memberRef: string },
): Promise<OrgMemberRow | undefined> {
  if (!isUuid(input.memberRef)) return undefined;
  const [row] = await db
    .select()
    .from(orgMembers)
    .where(
      and(
        eq(orgMembers.orgId, input.orgId),
        or(
          eq(orgMembers.userId, input.memberRef),
          and(eq(orgMembers.id, input.memberRef), eq(orgMembers.inviteStatus, 'pending')),
        ),
      ),
    )
    .limit(1);
  return row;
}

/** The pending member an invite created, if it is still in the organisation. */
export async function findPendingMemberOfInvite(
  db: Executor,
  input: { orgId: string; inviteId: string },
): Promise<OrgMemberRow | undefined> {
  const [row] = await db
    .select()
    .from(orgMembers)
    .where(
      and(
        eq(orgMembers.orgId, input.orgId),
        eq(orgMembers.inviteId, input.inviteId),
        eq(orgMembers.inviteStatus, 'pending'),
      ),
    )
    .limit(1);
  return row;
}

/** Whether the address is already in the organisation, invited or accepted. */
export async function memberEmailTaken(
  db: Executor,
  input: { orgId: string; email: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: orgMembers.id })
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, input.orgId), eq(orgMembers.email, input.email)))
    .limit(1);
  return row !== undefined;
}

/** Org admins who can act (accepted and active), leaving one member out: who would remain after a change. */
export async function countOtherActiveAdmins(
  db: Executor,
  input: { orgId: string; exceptMemberId: string },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orgMembers)
    .where(
      and(
        eq(orgMembers.orgId, input.orgId),
        eq(orgMembers.role, 'org_admin'),
        eq(orgMembers.inviteStatus, 'accepted'),
        eq(orgMembers.isActive, true),
        ne(orgMembers.id, input.exceptMemberId),
      ),
    );
  return row?.count ?? 0;
}

/**
 * Serialises changes to one organisation's members until the transaction ends, so that two admins
 * inviting at once can't both take the plan's last seat, nor demote each other out of the last admin.
 */
export async function lockOrganisationMembers(tx: Executor, orgId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`org-members:${orgId}`}))`);
}

const UNIQUE_VIOLATION = '23505';

/** A unique-index violation, whether the driver's error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return candidate?.code === UNIQUE_VIOLATION || candidate?.cause?.code === UNIQUE_VIOLATION;
}
