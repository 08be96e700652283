import { DRIVE_MESSAGES, type DriveFile } from '@hookline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { deleteStoredMediaLater } from '../deletion/delete-stored-media.job.ts';
import { removeDriveItems } from '../deletion/drive-removal.service.ts';
import { driveTree } from '../folders/drive-tree.ts';
import { driveFiles, driveFolders, type DriveFileRow } from '../tables.ts';
import type { DriveViewer } from './drive-viewer.ts';
import { buildFileDtos } from './file-dto.ts';
import { addTagsToFiles, driveTagsNamed } from './files.service.ts';

/*
 * `POST assets/workspace/{workspaceId}/files/bulk/...`: many files (and folders) of one workspace at once.
 * Every id must name a file or folder of that workspace, or nothing happens (404): each call is one
 * transaction.
 */

const unique = (ids: readonly string[]) => [...new Set(ids)];

/** The files `ids` names, every one of them in the workspace; otherwise 404. */
async function provenFiles(
  tx: Executor,
  input: { workspaceId: string; ids: readonly string[] },
): Promise<DriveFileRow[]> {
  const ids = unique(input.ids);
  if (ids.length === 0) return [];
  if (!ids.every(isUuid)) throw notFound();
  const rows = await tx
    .select()
    .from(driveFiles)
    .where(and(eq(driveFiles.workspaceId, input.workspaceId), inArray(driveFiles.id, ids)));
  if (rows.length !== ids.length) throw notFound();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)!);
}

/** The folders `ids` names, every one of them in the workspace; otherwise 404. */
async function provenFolderIds(
  tx: Executor,
  input: { workspaceId: string; ids: readonly string[] },
): Promise<string[]> {
  const ids = unique(input.ids);
  if (ids.length === 0) return [];
  if (!ids.every(isUuid)) throw notFound();
  const rows = await tx
    .select({ id: driveFolders.id })
    .from(driveFolders)
    .where(and(eq(driveFolders.workspaceId, input.workspaceId), inArray(driveFolders.id, ids)));
  if (rows.length !== ids.length) throw notFound();
  return ids;
}

/** `bulk/add-tags`: the workspace's Creative Hub tags onto every file; answers the files as they are now. */
export async function bulkAddTags(
  context: AppContext,
  input: { workspaceId: string; fileIds: readonly string[]; tagIds: readonly string[]; viewer: DriveViewer },
): Promise<{ data: DriveFile[] }> {
  const { db } = context.database;
  const { workspaceId } = input;
  const files = await db.transaction(async (tx) => {
    const proven = await provenFiles(tx, { workspaceId, ids: input.fileIds });
    const tagIds = await driveTagsNamed(tx, { workspaceId, tagIds: input.tagIds });
    await addTagsToFiles(tx, { workspaceId, fileIds: proven.map((file) => file.id), tagIds });
    const ids = proven.map((file) => file.id);
    const rows = await tx
      .update(driveFiles)
      .set({ modifiedAt: new Date() })
      .where(and(eq(driveFiles.workspaceId, workspaceId), inArray(driveFiles.id, ids)))
      .returning();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)!);
  });
  return { data: await buildFileDtos({ db, media: context.driveMedia }, { files, viewer: input.viewer }) };
}

/** `bulk/remove`: files, and folders with everything inside them; stored media goes by a job after. */
export async function bulkRemove(
  context: AppContext,
  input: { workspaceId: string; fileIds: readonly string[]; folderIds: readonly string[] },
): Promise<{ fileIds: string[]; folderIds: string[]; message: string }> {
  const { workspaceId } = input;
  const removed = await context.database.db.transaction(async (tx) => {
    const files = await provenFiles(tx, { workspaceId, ids: input.fileIds });
    const folderIds = await provenFolderIds(tx, { workspaceId, ids: input.folderIds });
    const fileIds = files.map((file) => file.id);
    const { storageKeys } = await removeDriveItems(tx, { workspaceId, fileIds, folderIds });
    return { fileIds, folderIds, storageKeys };
  });
  await deleteStoredMediaLater(context, removed.storageKeys);
  return { fileIds: removed.fileIds, folderIds: removed.folderIds, message: DRIVE_MESSAGES.itemsDeleted };
}

/**
 * `bulk/move`: files and folders into one folder of the workspace (or its root). Each folder obeys the move
 * rules: one that can't go there stops the whole move with the spec's reason (400).
 */
export async function bulkMove(
  context: AppContext,
  input: {
    workspaceId: string;
    fileIds: readonly string[];
    folderIds: readonly string[];
    unverifiedTargetId: string;
  },
): Promise<{ fileIds: string[]; folderIds: string[]; targetFolderId: string; message: string }> {
  const { workspaceId } = input;
  return context.database.db.transaction(async (tx) => {
    await driveTree.lock(tx, workspaceId);
    const target = await driveTree.destinationIn(tx, { workspaceId, unverifiedId: input.unverifiedTargetId });
    const files = await provenFiles(tx, { workspaceId, ids: input.fileIds });
    const folderIds = await provenFolderIds(tx, { workspaceId, ids: input.folderIds });
    for (const folderId of folderIds) {
      await driveTree.moveLocked(tx, { workspaceId, id: folderId, target });
    }
    const fileIds = files.map((file) => file.id);
    if (fileIds.length > 0) {
      await tx
        .update(driveFiles)
        .set({ folderId: target.node?.id ?? null })
        .where(and(eq(driveFiles.workspaceId, workspaceId), inArray(driveFiles.id, fileIds)));
    }
    return { fileIds, folderIds, targetFolderId: target.id, message: DRIVE_MESSAGES.itemsMoved };
  });
}
