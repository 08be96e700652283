import type { DriveTreeNode } from '@hookline/domain';
import { useQuery } from '@tanstack/react-query';
import { ancestorsOf } from '../../../ui/tree-drop.ts';
import { inspirationApi } from '../../../api/inspiration-api.ts';

/** A step of a board's breadcrumbs. */
export interface BoardStep {
  _id: string;
  name: string;
  isWorkspace: boolean;
}

function findNode(root: DriveTreeNode, id: string): DriveTreeNode | null {
  if (root._id === id) return root;
  for (const child of root.children) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return null;
}

/**
 * The breadcrumbs from the workspace's root down to `boardId`, read from the board tree the panel holds
 * anyway; null while it loads, or when the board is not in it (deleted, or another workspace's).
 */
export function boardPathIn(root: DriveTreeNode, boardId: string): BoardStep[] | null {
  const node = findNode(root, boardId);
  if (!node) return null;
  const steps = [...ancestorsOf(root, boardId)].reverse().map((id) => findNode(root, id));
  return [...steps, node]
    .filter((step): step is DriveTreeNode => step !== null)
    .map((step) => ({ _id: step._id, name: step.name, isWorkspace: step.isWorkspace }));
}

/**
 * The board open in the page as its header needs it (description, marks, allowed actions), read from its
 * parent's list, which holds it; null when the parent no longer lists it.
 */
export function useBoardDetails(input: { boardId: string; parentId: string | null }) {
  const { boardId, parentId } = input;
  return useQuery({
    queryKey: ['inspiration', 'tree-board', boardId],
    queryFn: async ({ signal }) => {
      // The boards come on the first page whatever its size; one saved ad is the least to ask for.
      const page = await inspirationApi.listItems(
        parentId ?? '',
        { page: 1, limit: 1, sort: 'newest' },
        signal,
      );
      return page.folders.find((board) => board._id === boardId) ?? null;
    },
    enabled: parentId !== null,
  });
}
