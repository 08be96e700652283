import type { DriveFolder, DriveTreeNode, Workspace } from '@hookline/domain';
import { useQuery } from '@tanstack/react-query';
import { DRIVE_KEYS, driveApi } from '../../../api/drive-api.ts';

/** A tree node as a folder DTO, with what the tree knows; the marks and counts come when the folder is read. */
function provisional(node: DriveTreeNode, workspace: Workspace, parentId: string): DriveFolder {
  const hasDrive = workspace.products.includes('drive');
  return {
    _id: node._id,
    workspaceId: workspace._id,
    parent: parentId === workspace._id ? null : parentId,
    name: node.name,
    description: null,
    type: 'folder',
    isFolder: true,
    isWorkspace: false,
    hasChild: node.hasChild,
    items: node.children.length,
    isFavourite: false,
    isWatched: false,
    hasChatConnection: false,
    createdAt: '',
    modifiedAt: '',
    allowedActions: hasDrive ? [...workspace.allowedActions] : [],
  };
}

/**
 * The folder of a tree row as its menu needs it (favourite, watched, items, allowed actions): read from its
 * parent's first page when the menu opens. Until then, what the tree knows.
 */
export function useTreeFolder(input: {
  node: DriveTreeNode;
  parentId: string;
  workspace: Workspace;
  enabled: boolean;
}) {
  const { node, parentId, workspace, enabled } = input;
  const query = useQuery({
    queryKey: [...DRIVE_KEYS.lists(workspace._id), 'tree-folder', node._id],
    queryFn: async ({ signal }) => {
      const page = await driveApi.listItems(
        parentId,
        { page: 1, limit: 200, sort: 'name', order: 'asc' },
        signal,
      );
      return page.folders.find((folder) => folder._id === node._id) ?? null;
    },
    enabled,
  });
  return query.data ?? { ...provisional(node, workspace, parentId), name: node.name };
}
