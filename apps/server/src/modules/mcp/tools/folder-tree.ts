import type { DriveTreeNode } from '@hookline/domain';

/** A folder or board of a workspace's tree, flat: its parent (null at the root) and its path of names. */
export interface FlatFolder {
  id: string;
  name: string;
  parentId: string | null;
  path: string;
}

/**
 * The folders of a workspace's tree (the Creative Hub's or the boards'), depth first, without the workspace's
 * root node: an assistant reads a list and a path more easily than nested children.
 */
export function flattenTree(nodes: readonly DriveTreeNode[]): FlatFolder[] {
  const flat: FlatFolder[] = [];
  const walk = (node: DriveTreeNode, parentId: string | null, trail: readonly string[]) => {
    if (node.isWorkspace) {
      for (const child of node.children) walk(child, null, trail);
      return;
    }
    const path = [...trail, node.name];
    flat.push({ id: node._id, name: node.name, parentId, path: path.join(' / ') });
    for (const child of node.children) walk(child, node._id, path);
  };
  for (const node of nodes) walk(node, null, []);
  return flat;
}

/** The workspace's root node's id: the folder id that lists what lies at the root. */
export const rootIdOf = (nodes: readonly DriveTreeNode[]): string | undefined =>
  nodes.find((node) => node.isWorkspace)?._id;
