import type { DriveTreeNode, InspirationBoard, Workspace } from '@hookline/domain';
import { useQuery } from '@tanstack/react-query';
import { inspirationApi } from '../shared/inspiration-api.ts';

/** A tree node as a board DTO, with what the tree knows; the marks and counts come when the board is read. */
function provisional(node: DriveTreeNode, workspace: Workspace, parentId: string): InspirationBoard {
  const hasInspiration = workspace.products.includes('inspiration');
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
    coverURLs: [],
    isFavourite: false,
    isWatched: false,
    createdAt: '',
    modifiedAt: '',
    allowedActions: hasInspiration ? [...workspace.allowedActions] : [],
  };
}

/**
 * The board of a tree row as its menu needs it (favourite, watched, items, allowed actions): read from its
 * parent's list when the menu opens. Until then, what the tree knows.
 */
export function useTreeBoard(input: {
  node: DriveTreeNode;
  parentId: string;
  workspace: Workspace;
  enabled: boolean;
}) {
  const { node, parentId, workspace, enabled } = input;
  const query = useQuery({
    queryKey: ['inspiration', 'tree-board', node._id],
    queryFn: async ({ signal }) => {
      // The boards come on the first page whatever its size; one saved ad is the least to ask for.
      const page = await inspirationApi.listItems(parentId, { page: 1, limit: 1, sort: 'newest' }, signal);
      return page.folders.find((board) => board._id === node._id) ?? null;
    },
    enabled,
  });
  return query.data ?? { ...provisional(node, workspace, parentId), name: node.name };
}
