import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { detectiveTrackers, type DetectiveTrackerRow } from './tables.ts';

/**
 * A tracker by its id in the workspace that owns it, with no member's access: what a share link of its
 * dashboard opens (the link's own row names the workspace). None once the brand is no longer tracked.
 */
export async function trackerInWorkspace(
  db: Executor,
  input: { id: string; workspaceId: string },
): Promise<DetectiveTrackerRow | undefined> {
  const [row] = await db
    .select()
    .from(detectiveTrackers)
    .where(and(eq(detectiveTrackers.id, input.id), eq(detectiveTrackers.workspaceId, input.workspaceId)))
    .limit(1);
  return row;
}

/** Detective needs a library brand read while any workspace tracks it. */
export async function brandTrackedAnywhere(db: Executor, brandId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: detectiveTrackers.id })
    .from(detectiveTrackers)
    .where(eq(detectiveTrackers.brandId, brandId))
    .limit(1);
  return row !== undefined;
}
