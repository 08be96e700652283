/**
 * Trees' public face: one mechanism for a workspace's nested containers (folders, boards) that an area plugs
 * its table and words into (DESIGN.md, "One mechanism per idea").
 */
export { treesArea } from './area.ts';
export { treeOf, type Tree } from './tree-of.ts';
export type { TreeDestination, TreePlace } from './tree-queries.ts';
export { workspaceNameOf } from './tree-reads.ts';
export type { TreeKind, TreeMessages, TreeRow, TreeTable } from './tree-table.ts';
export { treeNodeDtoFields } from './tree-node-dto.ts';
export { sharedItemResource, treeNodeResource, type TreeRef } from './tree-resources.ts';
export { declareTreeRoutes, type TreeRoutes } from './tree-routes.ts';
