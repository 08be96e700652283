import { DRIVE_MESSAGES, type DriveFolder } from '@hookline/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { DriveFolderRef } from '../drive-resources.ts';
import { deleteStoredMediaLater } from '../deletion/delete-stored-media.job.ts';
import { removeDriveItems } from '../deletion/drive-removal.service.ts';
import type { DriveViewer } from '../files/drive-viewer.ts';
import type { DriveFolderRow } from '../tables.ts';
import { driveTree, folderRowOf } from './drive-tree.ts';
import { buildFolderDto } from './folder-dto.ts';

type Answered = Promise<DriveFolder>;

const answer = async (context: AppContext, viewer: DriveViewer, folder: Promise<DriveFolderRow>): Answered =>
  buildFolderDto({ db: context.database.db }, { folder: await folder, viewer });

/** Creates a folder last among its siblings, in the workspace's root or in one of its folders. */
export const createDriveFolder = (
  context: AppContext,
  input: Parameters<typeof driveTree.create>[1] & { viewer: DriveViewer },
): Answered => answer(context, input.viewer, driveTree.create(context.database.db, input));

/** Renames a folder or changes its description; the workspace's root has neither to change. */
export const updateDriveFolder = (
  context: AppContext,
  input: {
    ref: DriveFolderRef;
    name: string | undefined;
    description: string | null | undefined;
    viewer: DriveViewer;
  },
): Answered =>
  answer(
    context,
    input.viewer,
    driveTree.update(context.database.db, {
      ...input,
      node: folderRowOf(input.ref, DRIVE_MESSAGES.rootRename),
    }),
  );

/** `PUT assets/folder/{folderId}/move`: into another folder of the same workspace, or its root. */
export const moveDriveFolder = (
  context: AppContext,
  input: { ref: DriveFolderRef; unverifiedTargetId: string; viewer: DriveViewer },
): Answered =>
  answer(
    context,
    input.viewer,
    driveTree.move(context.database.db, { ...input, node: folderRowOf(input.ref, DRIVE_MESSAGES.rootMove) }),
  );

/** `PUT assets/folder/{folderId}/reorder`: just before its sibling `beforeFolderId` (last when null). */
export const reorderDriveFolder = (
  context: AppContext,
  input: { ref: DriveFolderRef; unverifiedBeforeId: string | null; viewer: DriveViewer },
): Answered =>
  answer(
    context,
    input.viewer,
    driveTree.reorder(context.database.db, {
      ...input,
      node: folderRowOf(input.ref, DRIVE_MESSAGES.rootMove),
    }),
  );

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
