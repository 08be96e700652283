import { deniedMessage, DRIVE_UPLOAD_MESSAGES, type UploadMetadata } from '@hookline/domain';
import type { Executor } from '../../../platform/db/database.ts';
import { badRequest, forbidden, notFound } from '../../../platform/http/app-error.ts';
import type { MemberCaller } from '../../../platform/http/access/caller.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { driveFileResource, driveFolderResource } from '../drive-resources.ts';
import type { UploadTarget } from './upload-records.ts';

/** An id from the metadata: a malformed one is not found, like any id a route is given. */
function idOrNotFound(id: string): string {
  if (!isUuid(id)) throw notFound();
  return id;
}

/**
 * Where a member's upload goes, proven the way the routes prove access: the file (for a new version) or the
 * folder (absent or the workspace's id: its root), within the named workspace, found through the caller's
 * membership and grant, with `file.upload`. Another organisation's ids are a 404.
 */
export async function memberUploadTarget(
  db: Executor,
  input: { caller: MemberCaller; metadata: Pick<UploadMetadata, 'workspaceId' | 'folderId' | 'fileId'> },
): Promise<UploadTarget> {
  const { caller, metadata } = input;
  if (!metadata.workspaceId) throw badRequest(DRIVE_UPLOAD_MESSAGES.workspaceRequired);
  const unverifiedWorkspaceId = idOrNotFound(metadata.workspaceId);
  const lookup = { userId: caller.userId, within: unverifiedWorkspaceId };
  const base = { uploadedByUserId: caller.userId, fileCollectId: null, uploaderName: null };

  if (metadata.fileId) {
    const resolved = await driveFileResource.forMember(db, { ...lookup, id: idOrNotFound(metadata.fileId) });
    if (!resolved) throw notFound();
    if (!driveFileResource.allowedActions(resolved, caller).includes('file.upload')) {
      throw forbidden(deniedMessage('file.upload'));
    }
    const file = resolved.row;
    return {
      ...base,
      orgId: file.orgId,
      workspaceId: file.workspaceId,
      folderId: file.folderId,
      fileId: file.id,
    };
  }

  const folderId = idOrNotFound(metadata.folderId ?? unverifiedWorkspaceId);
  const resolved = await driveFolderResource.forMember(db, { ...lookup, id: folderId });
  if (!resolved) throw notFound();
  if (!driveFolderResource.allowedActions(resolved, caller).includes('file.upload')) {
    throw forbidden(deniedMessage('file.upload'));
  }
  const { orgId, workspaceId, folder } = resolved.row;
  return { ...base, orgId, workspaceId, folderId: folder?.id ?? null, fileId: null };
}
