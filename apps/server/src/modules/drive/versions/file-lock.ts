import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { driveFiles, driveFileVersions, type DriveFileRow, type DriveFileVersionRow } from '../tables.ts';

/*
 * Every change to a file's versions runs in a transaction that first locks the file's row, so two changes at
 * once (two merges into one file, an activation during a split) happen one after the other: version numbers
 * are never given twice, and the active version is always one of the file's own.
 */

/**
 * Locks the files of the workspace among `fileIds`, in id order (two changes that lock the same files never
 * wait for each other crosswise), and answers them by id; a file deleted meanwhile is absent.
 */
export async function lockFiles(
  tx: Executor,
  input: { workspaceId: string; fileIds: readonly string[] },
): Promise<Map<string, DriveFileRow>> {
  const rows = await tx
    .select()
    .from(driveFiles)
    .where(and(eq(driveFiles.workspaceId, input.workspaceId), inArray(driveFiles.id, [...input.fileIds])))
    .orderBy(asc(driveFiles.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** Locks one file; 404 when it is gone (merged or deleted by a change that committed first). */
export async function lockFile(
  tx: Executor,
  file: Pick<DriveFileRow, 'id' | 'workspaceId'>,
): Promise<DriveFileRow> {
  const locked = (await lockFiles(tx, { workspaceId: file.workspaceId, fileIds: [file.id] })).get(file.id);
  if (!locked) throw notFound();
  return locked;
}

/** A file's versions in upload order. */
export function versionsOf(
  tx: Executor,
  file: Pick<DriveFileRow, 'id' | 'workspaceId'>,
): Promise<DriveFileVersionRow[]> {
  return tx
    .select()
    .from(driveFileVersions)
    .where(and(eq(driveFileVersions.workspaceId, file.workspaceId), eq(driveFileVersions.fileId, file.id)))
    .orderBy(asc(driveFileVersions.number), asc(driveFileVersions.createdAt), asc(driveFileVersions.id));
}

/** One of the file's versions; 404 when `versionId` is another file's (or nothing). */
export function versionIn(versions: readonly DriveFileVersionRow[], versionId: string): DriveFileVersionRow {
  const version = versions.find((candidate) => candidate.id === versionId);
  if (!version) throw notFound();
  return version;
}

/** The newest of the file's versions, which becomes active when the active one leaves. */
export async function newestVersionOf(
  tx: Executor,
  file: Pick<DriveFileRow, 'id' | 'workspaceId'>,
): Promise<DriveFileVersionRow | undefined> {
  const [newest] = await tx
    .select()
    .from(driveFileVersions)
    .where(and(eq(driveFileVersions.workspaceId, file.workspaceId), eq(driveFileVersions.fileId, file.id)))
    .orderBy(desc(driveFileVersions.number), desc(driveFileVersions.createdAt), desc(driveFileVersions.id))
    .limit(1);
  return newest;
}

/** Makes `version` the file's active one: what the file shows, and its size. */
export async function setActiveVersion(
  tx: Executor,
  input: {
    file: Pick<DriveFileRow, 'id' | 'workspaceId'>;
    version: DriveFileVersionRow | undefined;
    now: Date;
  },
): Promise<void> {
  await tx
    .update(driveFiles)
    .set({
      activeVersionId: input.version?.id ?? null,
      size: input.version?.size ?? 0,
      modifiedAt: input.now,
    })
    .where(and(eq(driveFiles.id, input.file.id), eq(driveFiles.workspaceId, input.file.workspaceId)));
}

/** The file as the transaction sees it now, after its changes. */
export async function currentFile(
  tx: Executor,
  file: Pick<DriveFileRow, 'id' | 'workspaceId'>,
): Promise<DriveFileRow> {
  const [row] = await tx
    .select()
    .from(driveFiles)
    .where(and(eq(driveFiles.id, file.id), eq(driveFiles.workspaceId, file.workspaceId)));
  if (!row) throw notFound();
  return row;
}
