import { DRIVE_REVIEW_MESSAGES } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/http/app-error.ts';
import { driveDiscussions, driveFiles, driveFileVersions, type DriveFileRow } from '../tables.ts';
import {
  currentFile,
  lockFile,
  newestVersionOf,
  setActiveVersion,
  versionIn,
  versionsOf,
} from './file-lock.ts';

/**
 * Turns one version into a file of its own, in the same folder, named after the version's original name.
 * The version keeps its comments and becomes the new file's version 1; the source file keeps the others
 * (its newest one becomes active if the split one was). A file's only version can't be split.
 */
export async function splitVersion(
  db: Database,
  input: { file: Pick<DriveFileRow, 'id' | 'workspaceId'>; versionId: string; callerUserId: string },
): Promise<{ file: DriveFileRow; newFile: DriveFileRow }> {
  return db.transaction(async (tx) => {
    const file = await lockFile(tx, input.file);
    const versions = await versionsOf(tx, file);
    const version = versionIn(versions, input.versionId);
    if (versions.length === 1) throw badRequest(DRIVE_REVIEW_MESSAGES.onlyVersionSplit);
    const now = new Date();
    const [newFile] = await tx
      .insert(driveFiles)
      .values({
        orgId: file.orgId,
        workspaceId: file.workspaceId,
        folderId: file.folderId,
        name: version.originalName,
        activeVersionId: version.id,
        size: version.size,
        createdByUserId: version.uploadedByUserId ?? input.callerUserId,
        createdAt: now,
        modifiedAt: now,
      })
      .returning();
    if (!newFile) throw new Error('insert into drive_files returned nothing');
    await tx
      .update(driveFileVersions)
      .set({ fileId: newFile.id, number: 1 })
      .where(and(eq(driveFileVersions.id, version.id), eq(driveFileVersions.workspaceId, file.workspaceId)));
    await tx
      .update(driveDiscussions)
      .set({ fileId: newFile.id })
      .where(
        and(eq(driveDiscussions.versionId, version.id), eq(driveDiscussions.workspaceId, file.workspaceId)),
      );
    const active =
      file.activeVersionId === version.id
        ? await newestVersionOf(tx, file)
        : versions.find((candidate) => candidate.id === file.activeVersionId);
    await setActiveVersion(tx, { file, version: active, now });
    return { file: await currentFile(tx, file), newFile };
  });
}
