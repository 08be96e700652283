import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type { AppContext } from '../../../platform/context.ts';
import { localStagedUpload } from './staged-upload.ts';
import { completeUpload } from './upload-completion.service.ts';
import type { UploadTarget } from './upload-records.ts';

/**
 * A new Creative Hub file of one version made of bytes already on this machine (another area's media, copied
 * into a folder), checked, stored and counted exactly as a finished upload is: its type by content, the
 * organisation's storage, the media job and `drive.file-uploaded` afterwards. The bytes at `path` are moved
 * into storage. The caller has proven that `userId` may upload into the folder (null: the workspace's root).
 * With `fileId` (a file of the workspace), the bytes become that file's new version.
 */
export async function importDriveFile(
  context: AppContext,
  input: {
    orgId: string;
    workspaceId: string;
    folderId: string | null;
    fileId?: string | null;
    filename: string;
    path: string;
    userId: string;
    /** `1080x1350`, when the caller knows it. */
    resolution?: string | null;
  },
): Promise<{ fileId: string; versionId: string }> {
  const target: UploadTarget = {
    orgId: input.orgId,
    workspaceId: input.workspaceId,
    folderId: input.folderId,
    fileId: input.fileId ?? null,
    uploadedByUserId: input.userId,
    fileCollectId: null,
    uploaderName: null,
  };
  const { size } = await stat(input.path);
  return completeUpload(context, {
    record: {
      ...target,
      id: randomBytes(16).toString('hex'),
      createdAt: new Date().toISOString(),
      size,
      filename: input.filename,
      resolution: input.resolution ?? null,
    },
    staged: localStagedUpload(context.storage, input.path),
    reauthorise: () => Promise.resolve(target),
  });
}
