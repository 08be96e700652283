import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { driveTree } from '../folders/drive-tree.ts';
import { driveFavourites, driveFiles, driveFileVersions, driveFolders, driveWatchers } from '../tables.ts';
import { storageKeysOfVersion } from './delete-stored-media.job.ts';

/**
 * The folders `folderIds` name and every folder inside them, at any depth, as a subquery: the ids stay in
 * the database however many there are.
 */
export function folderSubtree(input: { workspaceId: string; folderIds: readonly string[] }): SQL {
  return sql`(with recursive subtree (id) as (
    select top.id from ${driveFolders} top
    where top.workspace_id = ${input.workspaceId} and top.id in (${sql.join(
      input.folderIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    union
    select child.id from ${driveFolders} child
    join subtree on child.parent_id = subtree.id
    where child.workspace_id = ${input.workspaceId}
  )
  select id from subtree)`;
}

/**
 * Deletes files and folders of one workspace, folders with everything inside them, in the caller's
 * transaction, and answers the storage keys of every version that went: the caller hands them to
 * `deleteStoredMediaLater` once the transaction has committed. The ids must already be proven to be the
 * workspace's; the queries keep to it all the same. Versions, tags, comments and file-collect links go with
 * their rows (foreign keys); favourites and watches, which name any kind of target, are dropped here.
 */
export async function removeDriveItems(
  tx: Executor,
  input: { workspaceId: string; fileIds: readonly string[]; folderIds: readonly string[] },
): Promise<{ storageKeys: string[] }> {
  const { workspaceId } = input;
  const fileIds = [...new Set(input.fileIds)];
  const folderIds = [...new Set(input.folderIds)];
  if (fileIds.length === 0 && folderIds.length === 0) return { storageKeys: [] };
  // A folder moved into one being deleted, or created in it, meanwhile would lose its media's keys.
  await driveTree.lock(tx, workspaceId);

  const subtree = folderIds.length > 0 ? folderSubtree({ workspaceId, folderIds }) : undefined;
  const doomedFiles = and(
    eq(driveFiles.workspaceId, workspaceId),
    or(
      fileIds.length > 0 ? inArray(driveFiles.id, fileIds) : undefined,
      subtree ? sql`${driveFiles.folderId} in ${subtree}` : undefined,
    ),
  );
  const doomedFileIds = tx.select({ id: driveFiles.id }).from(driveFiles).where(doomedFiles);
  const versions = await tx
    .select({
      storageKey: driveFileVersions.storageKey,
      thumbnailKey: driveFileVersions.thumbnailKey,
      posterKey: driveFileVersions.posterKey,
      previewKey: driveFileVersions.previewKey,
    })
    .from(driveFileVersions)
    .where(
      and(eq(driveFileVersions.workspaceId, workspaceId), inArray(driveFileVersions.fileId, doomedFileIds)),
    );

  for (const marks of [driveFavourites, driveWatchers]) {
    await tx
      .delete(marks)
      .where(
        and(
          eq(marks.workspaceId, workspaceId),
          or(
            inArray(marks.targetId, doomedFileIds),
            subtree ? sql`${marks.targetId} in ${subtree}` : undefined,
          ),
        ),
      );
  }
  if (fileIds.length > 0) {
    await tx
      .delete(driveFiles)
      .where(and(eq(driveFiles.workspaceId, workspaceId), inArray(driveFiles.id, fileIds)));
  }
  if (folderIds.length > 0) {
    await tx
      .delete(driveFolders)
      .where(and(eq(driveFolders.workspaceId, workspaceId), inArray(driveFolders.id, folderIds)));
  }
  return { storageKeys: versions.flatMap(storageKeysOfVersion) };
}
