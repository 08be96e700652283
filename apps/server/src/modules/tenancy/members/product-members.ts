import type { Product } from '@hookline/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { peopleByIds } from '../../users/index.ts';
import { workspaceUserSettings } from '../workspaces/tables.ts';
import { orgMembers, workspaceGrants } from './tables.ts';

/** A person who may open a product of a workspace, as a mention or a notification needs them. */
export interface ProductMember {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Their account's setting and their own setting for this workspace (spec: Notifications tabs) both on. */
  wantsEmail: boolean;
}

/**
 * Who may open the product in the workspace now (of `userIds`, when given): accepted, active members of its
 * organisation, either an org admin (who opens every workspace) or with a live grant there that includes the
 * product. Anyone else (another organisation, a removed member, a grant without the product) is left out.
 */
export async function productMembers(
  db: Executor,
  input: { product: Product; orgId: string; workspaceId: string; userIds?: readonly string[] },
): Promise<ProductMember[]> {
  if (input.userIds?.length === 0) return [];
  const rows = await db
    .select({
      userId: orgMembers.userId,
      workspaceEmail: workspaceUserSettings.enableEmailNotification,
    })
    .from(orgMembers)
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
        eq(workspaceUserSettings.userId, orgMembers.userId),
        eq(workspaceUserSettings.orgId, input.orgId),
      ),
    )
    .where(
      and(
        eq(orgMembers.orgId, input.orgId),
        input.userIds ? inArray(orgMembers.userId, [...input.userIds]) : undefined,
        eq(orgMembers.inviteStatus, 'accepted'),
        eq(orgMembers.isActive, true),
        or(eq(orgMembers.role, 'org_admin'), sql`${input.product}::text = any(${workspaceGrants.products})`),
      ),
    );
  return withPeople(db, rows);
}

async function withPeople(
  db: Executor,
  rows: readonly { userId: string | null; workspaceEmail: boolean | null }[],
): Promise<ProductMember[]> {
  const people = await peopleByIds(
    db,
    rows.flatMap((row) => (row.userId === null ? [] : [row.userId])),
  );
  return rows.flatMap((row) => {
    // A member whose account is gone is nobody to mention or notify.
    const person = row.userId === null ? undefined : people.get(row.userId);
    if (!person) return [];
    return [
      {
        userId: person.id,
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        wantsEmail: person.enableEmailNotification && row.workspaceEmail !== false,
      },
    ];
  });
}
