import type { TreeRow } from './tree-table.ts';

/** What an answer says of a node whichever area it is in; the area adds its own fields. */
export function treeNodeDtoFields<Action extends string>(
  node: TreeRow,
  input: {
    /** How many nodes and how many of the area's items sit directly in it. */
    subNodes: number;
    items: number;
    marks: { favourites: ReadonlySet<string>; watched: ReadonlySet<string> };
    allowedActions: Action[];
  },
) {
  return {
    _id: node.id,
    workspaceId: node.workspaceId,
    parent: node.parentId,
    name: node.name,
    description: node.description,
    type: 'folder' as const,
    isFolder: true as const,
    isWorkspace: false as const,
    hasChild: input.subNodes > 0,
    items: input.subNodes + input.items,
    isFavourite: input.marks.favourites.has(node.id),
    isWatched: input.marks.watched.has(node.id),
    createdAt: node.createdAt.toISOString(),
    modifiedAt: node.modifiedAt.toISOString(),
    allowedActions: input.allowedActions,
  };
}
