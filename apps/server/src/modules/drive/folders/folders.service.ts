import { DRIVE_MESSAGES } from '@hookline/domain';
import type { AppContext } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/http/app-error.ts';
import type { DriveFolderRef } from '../drive-resources.ts';
import { deleteStoredMediaLater } from '../deletion/delete-stored-media.job.ts';
import { removeDriveItems } from '../deletion/drive-removal.service.ts';

/**
 * Deletes a folder with every folder and file inside it, at any depth; their stored media goes by a job
 * once the rows are gone.
 */
export async function deleteDriveFolder(context: AppContext, ref: DriveFolderRef): Promise<void> {
  const { folder } = ref;
  if (!folder) throw badRequest(DRIVE_MESSAGES.rootDelete);
  const { storageKeys } = await context.database.db.transaction((tx) =>
    removeDriveItems(tx, { workspaceId: folder.workspaceId, fileIds: [], folderIds: [folder.id] }),
  );
  await deleteStoredMediaLater(context, storageKeys);
}
