import { DRIVE_UPLOAD_MESSAGES, type UploadMetadata } from '@hookline/domain';
import type { Executor } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/http/app-error.ts';
import type { MemberCaller } from '../../../platform/http/access/caller.ts';
import { proveMemberAccess } from '../../../platform/http/access/prove-access.ts';
import { driveFileResource, driveFolderResource } from '../drive-resources.ts';
import type { UploadTarget } from './upload-records.ts';

/**
 * Where a member's upload goes, proven the way the routes prove access: the file (for a new version) or the
 * folder (absent or the workspace's id: its root), within the named workspace, found through the caller's
 * membership and grant, with `file.upload`. Another organisation's ids, like malformed ones, are a 404.
 */
export async function memberUploadTarget(
  db: Executor,
  input: { caller: MemberCaller; metadata: Pick<UploadMetadata, 'workspaceId' | 'folderId' | 'fileId'> },
): Promise<UploadTarget> {
  const { caller, metadata } = input;
  if (!metadata.workspaceId) throw badRequest(DRIVE_UPLOAD_MESSAGES.workspaceRequired);
  const unverifiedWithin = metadata.workspaceId;
  const base = { uploadedByUserId: caller.userId, fileCollectId: null, uploaderName: null };

  if (metadata.fileId) {
    const { row: file } = await proveMemberAccess(db, driveFileResource, {
      caller,
      unverifiedId: metadata.fileId,
      unverifiedWithin,
      action: 'file.upload',
    });
    return {
      ...base,
      orgId: file.orgId,
      workspaceId: file.workspaceId,
      folderId: file.folderId,
      fileId: file.id,
    };
  }

  const { row } = await proveMemberAccess(db, driveFolderResource, {
    caller,
    unverifiedId: metadata.folderId ?? unverifiedWithin,
    unverifiedWithin,
    action: 'file.upload',
  });
  const { orgId, workspaceId, folder } = row;
  return { ...base, orgId, workspaceId, folderId: folder?.id ?? null, fileId: null };
}
