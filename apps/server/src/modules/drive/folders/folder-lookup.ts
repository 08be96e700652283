import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { driveFolders, type DriveFolderRow } from '../tables.ts';

/** Where something goes: a folder row, or the workspace's root (`folder` null). */
export interface DriveDestination {
  /** The id the caller named: a folder's, or the workspace's for its root. */
  id: string;
  folder: DriveFolderRow | null;
}

/**
 * The folder of `workspaceId` that a request names as a destination (a new folder's parent, a move's
 * target): the workspace's own id, null or nothing is its root. Another workspace's folder, an unknown id
 * or a malformed one: 404.
 */
export async function destinationIn(
  db: Executor,
  input: { workspaceId: string; unverifiedFolderId: string | null | undefined },
): Promise<DriveDestination> {
  const { workspaceId, unverifiedFolderId } = input;
  if (!unverifiedFolderId || unverifiedFolderId === workspaceId) return { id: workspaceId, folder: null };
  if (!isUuid(unverifiedFolderId)) throw notFound();
  const [folder] = await db
    .select()
    .from(driveFolders)
    .where(and(eq(driveFolders.id, unverifiedFolderId), eq(driveFolders.workspaceId, workspaceId)))
    .limit(1);
  if (!folder) throw notFound();
  return { id: folder.id, folder };
}
