import { driveApi } from '../../../../api/drive-api.ts';
import { sortOutFiles } from '../../../../ui/uploads/accepted-files.ts';
import { createPlannedFolders, foldersToCreate, type UploadPlan } from './dropped-folders.ts';
import { enqueueUploads } from '../../../../app/session/uploads/upload-store.ts';

/**
 * Uploads a dropped or picked folder structure into a folder: creates its folders through the API, parents
 * first, then queues each file into its own folder. Files that can't be uploaded are refused before any
 * folder is made for them alone.
 */
export async function uploadPlanInto(
  plan: UploadPlan<File>,
  target: { workspaceId: string; folderId: string },
): Promise<{ uploads: number; folders: number }> {
  const accepted = new Set(sortOutFiles(plan.files.map((entry) => entry.file)).accepted);
  const folders = foldersToCreate(plan, accepted);
  const folderOf = await createPlannedFolders(folders, {
    rootId: target.folderId,
    create: async (parentId, name) =>
      (await driveApi.createFolder({ workspaceId: target.workspaceId, parentId, name }))._id,
  });
  // Refusals are told once, for the whole drop; each folder's files then go to their own folder.
  enqueueUploads(
    plan.files.map((entry) => entry.file).filter((file) => !accepted.has(file)),
    { kind: 'drive', ...target },
  );
  const byFolder = new Map<string, File[]>();
  for (const { file, folderPath } of plan.files) {
    if (!accepted.has(file)) continue;
    const folderId = folderOf(folderPath);
    byFolder.set(folderId, [...(byFolder.get(folderId) ?? []), file]);
  }
  let uploads = 0;
  for (const [folderId, inFolder] of byFolder) {
    uploads += enqueueUploads(inFolder, { kind: 'drive', workspaceId: target.workspaceId, folderId }).ids
      .length;
  }
  return { uploads, folders: folders.length };
}
