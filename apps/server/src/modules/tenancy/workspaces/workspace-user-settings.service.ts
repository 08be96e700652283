import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { workspaceUserSettings } from './tables.ts';

/** One user's own choices for a workspace; what applies when they never chose. */
export interface WorkspaceUserChoices {
  pinnedAt: Date | null;
  enableEmailNotification: boolean;
}

export const DEFAULT_CHOICES: WorkspaceUserChoices = { pinnedAt: null, enableEmailNotification: true };

/** The user's choices for each of `workspaceIds` that has any (others take DEFAULT_CHOICES). */
export async function listUserChoices(
  db: Executor,
  input: { orgId: string; userId: string; workspaceIds: readonly string[] },
): Promise<Map<string, WorkspaceUserChoices>> {
  if (input.workspaceIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(workspaceUserSettings)
    .where(
      and(
        eq(workspaceUserSettings.orgId, input.orgId),
        eq(workspaceUserSettings.userId, input.userId),
        inArray(workspaceUserSettings.workspaceId, [...input.workspaceIds]),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.workspaceId,
      { pinnedAt: row.pinnedAt, enableEmailNotification: row.enableEmailNotification },
    ]),
  );
}

/** Saves some of the user's choices for a workspace, creating the row on first use. */
export async function saveUserChoices(
  db: Executor,
  input: {
    orgId: string;
    workspaceId: string;
    userId: string;
    choices: Partial<WorkspaceUserChoices>;
  },
): Promise<void> {
  await db
    .insert(workspaceUserSettings)
    .values({
      orgId: input.orgId,
      workspaceId: input.workspaceId,
      userId: input.userId,
      ...input.choices,
    })
    .onConflictDoUpdate({
      target: [workspaceUserSettings.workspaceId, workspaceUserSettings.userId],
      set: input.choices,
      // The key has no org column; checking it keeps a write from ever landing in another tenant's row.
      setWhere: eq(workspaceUserSettings.orgId, input.orgId),
    });
}

/** Forgets a user's pins and notification choices in one organisation, when they leave it. */
export async function forgetUserChoicesInOrg(
  db: Executor,
  input: { orgId: string; userId: string },
): Promise<void> {
  await db
    .delete(workspaceUserSettings)
    .where(and(eq(workspaceUserSettings.orgId, input.orgId), eq(workspaceUserSettings.userId, input.userId)));
}
