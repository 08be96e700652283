import { DRIVE_MESSAGES, type DriveFolder } from '@hookline/domain';
import { and, eq, isNull, max } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { badRequest, notFound } from '../../../platform/http/app-error.ts';
import type { DriveFolderRef } from '../drive-resources.ts';
import { deleteStoredMediaLater } from '../deletion/delete-stored-media.job.ts';
import { removeDriveItems } from '../deletion/drive-removal.service.ts';
import type { DriveViewer } from '../files/drive-viewer.ts';
import { driveFolders, type DriveFolderRow } from '../tables.ts';
import { lockDriveTree } from './drive-tree-lock.ts';
import { buildFolderDto } from './folder-dto.ts';
import { destinationIn } from './folder-lookup.ts';
import { refuseTakenFolderName } from './sibling-folder-names.ts';

/** The folder a route names, which must be a real folder: the workspace's root is not one to change. */
export function folderRowOf(ref: DriveFolderRef, refusal: string): DriveFolderRow {
  if (!ref.folder) throw badRequest(refusal);
  return ref.folder;
}

/** The next position among a parent's folders. Unique only while `tx` holds `lockDriveTree`. */
export async function nextFolderPosition(
  tx: Executor,
  input: { workspaceId: string; parentId: string | null },
): Promise<number> {
  const [last] = await tx
    .select({ position: max(driveFolders.position) })
    .from(driveFolders)
    .where(
      and(
        eq(driveFolders.workspaceId, input.workspaceId),
        input.parentId === null ? isNull(driveFolders.parentId) : eq(driveFolders.parentId, input.parentId),
      ),
    );
  return (last?.position ?? -1) + 1;
}

/** Creates a folder last among its siblings, in the workspace's root or in one of its folders. */
export async function createDriveFolder(
  context: AppContext,
  input: {
    workspace: { id: string; orgId: string };
    unverifiedParentId: string | null | undefined;
    name: string;
    description: string | null | undefined;
    creatorUserId: string;
    viewer: DriveViewer;
  },
): Promise<DriveFolder> {
  const { db } = context.database;
  const folder = await db.transaction(async (tx) => {
    await lockDriveTree(tx, input.workspace.id);
    const parent = await destinationIn(tx, {
      workspaceId: input.workspace.id,
      unverifiedFolderId: input.unverifiedParentId,
    });
    const parentId = parent.folder?.id ?? null;
    await refuseTakenFolderName(tx, { workspaceId: input.workspace.id, parentId, name: input.name });
    const [row] = await tx
      .insert(driveFolders)
      .values({
        orgId: input.workspace.orgId,
        workspaceId: input.workspace.id,
        parentId,
        name: input.name,
        description: input.description || null,
        position: await nextFolderPosition(tx, { workspaceId: input.workspace.id, parentId }),
        createdByUserId: input.creatorUserId,
      })
      .returning();
    if (!row) throw new Error('insert into drive_folders returned nothing');
    return row;
  });
  return buildFolderDto({ db }, { folder, viewer: input.viewer });
}

/** Renames a folder or changes its description; the workspace's root has neither to change. */
export async function updateDriveFolder(
  context: AppContext,
  input: {
    ref: DriveFolderRef;
    name: string | undefined;
    description: string | null | undefined;
    viewer: DriveViewer;
  },
): Promise<DriveFolder> {
  const { db } = context.database;
  const folder = folderRowOf(input.ref, DRIVE_MESSAGES.rootRename);
  const { workspaceId } = folder;
  const row = await db.transaction(async (tx) => {
    await lockDriveTree(tx, workspaceId);
    if (input.name !== undefined) {
      // Read under the lock: a move may have just changed its siblings.
      const [current] = await tx
        .select({ parentId: driveFolders.parentId })
        .from(driveFolders)
        .where(and(eq(driveFolders.id, folder.id), eq(driveFolders.workspaceId, workspaceId)));
      if (!current) throw notFound();
      const { parentId } = current;
      await refuseTakenFolderName(tx, { workspaceId, parentId, name: input.name, exceptId: folder.id });
    }
    const [updated] = await tx
      .update(driveFolders)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description || null } : {}),
        modifiedAt: new Date(),
      })
      .where(and(eq(driveFolders.id, folder.id), eq(driveFolders.workspaceId, workspaceId)))
      .returning();
    if (!updated) throw notFound();
    return updated;
  });
  return buildFolderDto({ db }, { folder: row, viewer: input.viewer });
}

/**
 * Deletes a folder with every folder and file inside it, at any depth; their stored media goes by a job
 * once the rows are gone.
 */
export async function deleteDriveFolder(context: AppContext, ref: DriveFolderRef): Promise<void> {
  const folder = folderRowOf(ref, DRIVE_MESSAGES.rootDelete);
  const { storageKeys } = await context.database.db.transaction((tx) =>
    removeDriveItems(tx, { workspaceId: folder.workspaceId, fileIds: [], folderIds: [folder.id] }),
  );
  await deleteStoredMediaLater(context, storageKeys);
}
