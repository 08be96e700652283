import { DRIVE_REVIEW_MESSAGES } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/http/app-error.ts';
import { driveFileVersions, type DriveFileRow, type DriveFileVersionRow } from '../tables.ts';
import {
  currentFile,
  lockFile,
  newestVersionOf,
  setActiveVersion,
  versionIn,
  versionsOf,
} from './file-lock.ts';

type FileRef = Pick<DriveFileRow, 'id' | 'workspaceId'>;

/** Makes one of the file's versions the one it shows and downloads (its size becomes the file's). */
export async function activateVersion(
  db: Database,
  input: { file: FileRef; versionId: string },
): Promise<DriveFileRow> {
  return db.transaction(async (tx) => {
    const file = await lockFile(tx, input.file);
    const version = versionIn(await versionsOf(tx, file), input.versionId);
    await setActiveVersion(tx, { file, version, now: new Date() });
    return currentFile(tx, file);
  });
}

/** Renames a version, as the studio's version list shows it. */
export async function renameVersion(
  db: Database,
  input: { file: FileRef; versionId: string; name: string },
): Promise<DriveFileRow> {
  return db.transaction(async (tx) => {
    const file = await lockFile(tx, input.file);
    const version = versionIn(await versionsOf(tx, file), input.versionId);
    await tx
      .update(driveFileVersions)
      .set({ originalName: input.name })
      .where(and(eq(driveFileVersions.id, version.id), eq(driveFileVersions.workspaceId, file.workspaceId)));
    return currentFile(tx, file);
  });
}

/**
 * Deletes one version and its comments (they cascade). A file's only version stays: deleting it would leave
 * a file with nothing to show. When the active version goes, the newest remaining one becomes active.
 * Answers the file and the deleted row, whose stored media the caller removes once the transaction has committed.
 */
export async function deleteVersion(
  db: Database,
  input: { file: FileRef; versionId: string },
): Promise<{ file: DriveFileRow; deleted: DriveFileVersionRow }> {
  return db.transaction(async (tx) => {
    const file = await lockFile(tx, input.file);
    const versions = await versionsOf(tx, file);
    const version = versionIn(versions, input.versionId);
    if (versions.length === 1) throw badRequest(DRIVE_REVIEW_MESSAGES.onlyVersionDelete);
    await tx
      .delete(driveFileVersions)
      .where(and(eq(driveFileVersions.id, version.id), eq(driveFileVersions.workspaceId, file.workspaceId)));
    const now = new Date();
    const active =
      file.activeVersionId === version.id
        ? await newestVersionOf(tx, file)
        : versions.find((candidate) => candidate.id === file.activeVersionId);
    await setActiveVersion(tx, { file, version: active, now });
    return { file: await currentFile(tx, file), deleted: version };
  });
}
