import type { DriveFolder } from '@hookline/domain';
import { DRIVE_KEYS, driveApi } from '../../../api/drive-api.ts';
import type { TreeNodeSource } from '../../../ui/tree/tree-node-source.ts';

/** A folder of the tree as its menu needs it: read from its parent's first page; until then, what the tree knows. */
export const treeFolderSource: TreeNodeSource<DriveFolder> = {
  product: 'drive',
  queryKey: (workspaceId, folderId) => [...DRIVE_KEYS.lists(workspaceId), 'tree-folder', folderId],
  readChildren: async (parentId, signal) => {
    const page = await driveApi.listItems(
      parentId,
      { page: 1, limit: 200, sort: 'name', order: 'asc' },
      signal,
    );
    return page.folders;
  },
  provisional: (base) => ({ ...base, hasChatConnection: false }),
};
