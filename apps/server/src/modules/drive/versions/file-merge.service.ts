import { DRIVE_REVIEW_MESSAGES } from '@hookline/domain';
import { and, eq, max } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { badRequest, notFound } from '../../../platform/http/app-error.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { dropMarksOn } from '../files/drive-marks.service.ts';
import { driveDiscussions, driveFiles, driveFileVersions, type DriveFileRow } from '../tables.ts';
import { currentFile, lockFiles, setActiveVersion, versionsOf } from './file-lock.ts';

/**
 * Merges a file into another of the same workspace: each of its versions, in upload order, becomes the
 * target's next version (numbers continue after the target's highest), its comments go with its versions,
 * the newest merged version becomes the target's active one, and the merged file is deleted.
 * A target in another workspace (or none) is a 404; a file can't merge into itself.
 */
export async function mergeFile(
  db: Database,
  input: { file: Pick<DriveFileRow, 'id' | 'workspaceId'>; targetFileId: string },
): Promise<DriveFileRow> {
  if (!isUuid(input.targetFileId)) throw notFound();
  // Ids are compared as the database does: an upper-case spelling names the same file.
  const targetFileId = input.targetFileId.toLowerCase();
  if (targetFileId === input.file.id) throw badRequest(DRIVE_REVIEW_MESSAGES.mergeIntoItself);
  const { workspaceId } = input.file;
  return db.transaction(async (tx) => {
    const locked = await lockFiles(tx, { workspaceId, fileIds: [input.file.id, targetFileId] });
    const source = locked.get(input.file.id);
    const target = locked.get(targetFileId);
    if (!source || !target) throw notFound();
    const merged = await versionsOf(tx, source);
    const [highest] = await tx
      .select({ number: max(driveFileVersions.number) })
      .from(driveFileVersions)
      .where(and(eq(driveFileVersions.workspaceId, workspaceId), eq(driveFileVersions.fileId, target.id)));
    let number = highest?.number ?? 0;
    for (const version of merged) {
      number += 1;
      await tx
        .update(driveFileVersions)
        .set({ fileId: target.id, number })
        .where(and(eq(driveFileVersions.id, version.id), eq(driveFileVersions.workspaceId, workspaceId)));
    }
    await tx
      .update(driveDiscussions)
      .set({ fileId: target.id })
      .where(and(eq(driveDiscussions.fileId, source.id), eq(driveDiscussions.workspaceId, workspaceId)));
    // Favourites and watches name a file by id only: the merged file's go with it.
    await dropMarksOn(tx, { workspaceId, targetIds: [source.id] });
    await tx
      .delete(driveFiles)
      .where(and(eq(driveFiles.id, source.id), eq(driveFiles.workspaceId, workspaceId)));
    const newest = merged.at(-1);
    if (newest) await setActiveVersion(tx, { file: target, version: newest, now: new Date() });
    return currentFile(tx, target);
  });
}
