import { allowedWorkspaceActions, deniedMessage, type WorkspaceAction } from '@hookline/domain';
import type { Resource } from '../../platform/http/access/resource.ts';
import { workspaceChildResource, workspaceWithProduct, type WorkspaceAccess } from '../tenancy/index.ts';
import { driveFiles, driveFolders, type DriveFolderRow } from './tables.ts';

/*
 * The kinds of thing the Creative Hub's routes touch. Each is found by its id in one query that joins the
 * caller's membership and a grant that includes the Creative Hub (`drive`), so another organisation's id is
 * a 404 like an id that doesn't exist.
 */

/** A workspace as the Creative Hub reaches it: through a grant that includes the `drive` product. */
export const driveWorkspaceResource = workspaceWithProduct('drive');

/** A file; routes may pin its workspace (`within`). */
export const driveFileResource = workspaceChildResource({
  name: 'driveFile',
  table: driveFiles,
  id: driveFiles.id,
  workspaceId: driveFiles.workspaceId,
  within: driveFiles.workspaceId,
  product: 'drive',
});

const folderRowResource = workspaceChildResource({
  name: 'driveFolderRow',
  table: driveFolders,
  id: driveFolders.id,
  workspaceId: driveFolders.workspaceId,
  within: driveFolders.workspaceId,
  product: 'drive',
});

/** A folder as a route names it: a folder row, or the workspace's root, whose id is the workspace's. */
export interface DriveFolderRef {
  /** The folder's id; the workspace's id for the root. */
  id: string;
  orgId: string;
  workspaceId: string;
  /** Null for the workspace's root. */
  folder: DriveFolderRow | null;
}

/** A folder or a workspace's root (`rootFolderId` is the workspace's id). */
export const driveFolderResource: Resource<DriveFolderRef, WorkspaceAccess, WorkspaceAction> = {
  name: 'driveFolder',
  async forMember(db, input) {
    const folder = await folderRowResource.forMember(db, input);
    if (folder) {
      const row = folder.row;
      return {
        row: { id: row.id, orgId: row.orgId, workspaceId: row.workspaceId, folder: row },
        access: folder.access,
      };
    }
    if (input.within !== undefined && input.within !== input.id) return undefined;
    const root = await driveWorkspaceResource.forMember(db, { userId: input.userId, id: input.id });
    if (!root) return undefined;
    return {
      row: { id: root.row.id, orgId: root.row.orgId, workspaceId: root.row.id, folder: null },
      access: root.access,
    };
  },
  allowedActions: ({ access }) =>
    access.products.includes('drive') ? allowedWorkspaceActions(access.role) : [],
  deniedMessage,
};

export const driveResources = [driveWorkspaceResource, driveFileResource, driveFolderResource];
