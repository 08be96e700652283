import type { DriveTreeNode, Product, Workspace } from '@hookline/domain';
import { useQuery, type QueryKey } from '@tanstack/react-query';

/** What every node DTO of a tree (a folder, a board) has, as far as the tree itself knows it. */
export interface ProvisionalNode {
  _id: string;
  workspaceId: string;
  parent: string | null;
  name: string;
  description: null;
  type: 'folder';
  isFolder: true;
  isWorkspace: false;
  hasChild: boolean;
  items: number;
  isFavourite: false;
  isWatched: false;
  createdAt: '';
  modifiedAt: '';
  allowedActions: Workspace['allowedActions'];
}

/** Where a tree row's menu reads its node from, and what it shows until then. */
export interface TreeNodeSource<Item> {
  /** The area whose grant gives the node's actions until it is read: 'drive', 'inspiration'. */
  product: Product;
  queryKey: (workspaceId: string, nodeId: string) => QueryKey;
  /** The node's parent's first page, where the node is among the children. */
  readChildren: (parentId: string, signal: AbortSignal) => Promise<readonly (Item & { _id: string })[]>;
  /** The node's DTO from what the tree knows (the fields its own area adds). */
  provisional: (base: ProvisionalNode) => Item;
}

function provisionalNode(
  node: DriveTreeNode,
  workspace: Workspace,
  parentId: string,
  product: Product,
): ProvisionalNode {
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
    createdAt: '',
    modifiedAt: '',
    allowedActions: workspace.products.includes(product) ? [...workspace.allowedActions] : [],
  };
}

/**
 * The node of a tree row as its menu needs it (favourite, watched, items, allowed actions): read from its
 * parent's first page when the menu opens. Until then, what the tree knows.
 */
export function useTreeNodeItem<Item>(input: {
  source: TreeNodeSource<Item>;
  node: DriveTreeNode;
  parentId: string;
  workspace: Workspace;
  enabled: boolean;
}): Item {
  const { source, node, parentId, workspace, enabled } = input;
  const query = useQuery({
    queryKey: source.queryKey(workspace._id, node._id),
    queryFn: async ({ signal }) => {
      const children = await source.readChildren(parentId, signal);
      return children.find((child) => child._id === node._id) ?? null;
    },
    enabled,
  });
  return query.data ?? source.provisional(provisionalNode(node, workspace, parentId, source.product));
}
