import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { workspaces } from './tables.ts';

/**
 * The names of the workspaces among `workspaceIds` that still exist, by id, in one query; ids that are not
 * uuids match none. It does not check who asks: the caller already holds rows of those workspaces.
 */
export async function workspaceNamesByIds(
  db: Executor,
  workspaceIds: readonly string[],
): Promise<Map<string, string>> {
  const ids = [...new Set(workspaceIds.filter(isUuid))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: workspaces.id, name: workspaces.name })
    .from(workspaces)
    .where(inArray(workspaces.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** One workspace's name, by its id alone: the caller proves it may reach the workspace; undefined without it. */
export async function findWorkspaceName(db: Executor, workspaceId: string): Promise<string | undefined> {
  return (await workspaceNamesByIds(db, [workspaceId])).get(workspaceId);
}
