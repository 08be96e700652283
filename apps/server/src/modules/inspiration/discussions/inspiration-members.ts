import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { orgMembers, workspaceGrants, workspaceUserSettings } from '../../tenancy/index.ts';
import { users } from '../../users/index.ts';

/** A person who may open a workspace's Inspiration boards, as a mention or a notification needs them. */
export interface InspirationMember {
  userId: string;
  email: string;
  /** Their account's setting and their own setting for this workspace both on. */
  wantsEmail: boolean;
}

/**
 * Which of `userIds` may open the workspace's boards now: accepted, active members of its organisation,
 * either an org admin (who opens every workspace) or with a live grant there that includes Inspiration.
 * Anyone else (another organisation, a removed member, a grant without `inspiration`) is dropped.
 */
export async function inspirationMembersAmong(
  db: Executor,
  input: { orgId: string; workspaceId: string; userIds: readonly string[] },
): Promise<InspirationMember[]> {
  if (input.userIds.length === 0) return [];
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      accountEmail: users.enableEmailNotification,
      workspaceEmail: workspaceUserSettings.enableEmailNotification,
    })
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .leftJoin(
      workspaceGrants,
      and(
        eq(workspaceGrants.memberId, orgMembers.id),
        eq(workspaceGrants.workspaceId, input.workspaceId),
        eq(workspaceGrants.active, true),
      ),
    )
    .leftJoin(
      workspaceUserSettings,
      and(
        eq(workspaceUserSettings.workspaceId, input.workspaceId),
        eq(workspaceUserSettings.userId, users.id),
        eq(workspaceUserSettings.orgId, input.orgId),
      ),
    )
    .where(
      and(
        eq(orgMembers.orgId, input.orgId),
        inArray(orgMembers.userId, [...input.userIds]),
        eq(orgMembers.inviteStatus, 'accepted'),
        eq(orgMembers.isActive, true),
        or(eq(orgMembers.role, 'org_admin'), sql`'inspiration' = any(${workspaceGrants.products})`),
      ),
    );
  return rows.map((row) => ({
    userId: row.userId,
    email: row.email,
    wantsEmail: row.accountEmail && row.workspaceEmail !== false,
  }));
}
