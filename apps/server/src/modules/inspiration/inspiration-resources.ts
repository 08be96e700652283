import { workspaceWithProduct } from '../tenancy/index.ts';
import { sharedItemResource, treeNodeResource, type TreeRef } from '../trees/index.ts';
import { boardInShareScope, savedAdInShareScope } from './share-scope/board-share-scope.ts';
import { inspirationBoards, inspirationFiles, type InspirationBoardRow } from './tables.ts';

/*
 * The kinds of thing the Inspiration routes touch. Each is found by its id in one query that joins the
 * caller's membership, so another organisation's id is a 404 like an id that doesn't exist; the actions come
 * from the caller's role in a grant that includes Inspiration.
 */

/** A workspace as Inspiration reaches it: actions only through a grant that includes `inspiration`. */
export const inspirationWorkspaceResource = workspaceWithProduct('inspiration');

/*
 * Share-link viewers. A board's link shares the board and everything inside it (sub-boards at any depth and
 * the saved ads linked into them), proven in the query that loads the row. What a viewer is, and may do, is
 * the trees area's (`treeNodeResource`).
 */

/** A saved ad; routes may pin its workspace (`within`). A board link's viewers reach the ads inside it. */
export const inspirationFileResource = sharedItemResource({
  name: 'inspirationFile',
  table: inspirationFiles,
  product: 'inspiration',
  inShareScope: savedAdInShareScope,
});

/** A board as a route names it: a board row, or the workspace's root, whose id is the workspace's. */
export type BoardRef = TreeRef<'board', InspirationBoardRow>;

/** A board or a workspace's Inspiration root (its id is the workspace's). */
export const inspirationBoardResource = treeNodeResource({
  name: 'inspirationBoard',
  key: 'board',
  table: inspirationBoards,
  product: 'inspiration',
  workspace: inspirationWorkspaceResource,
  inShareScope: boardInShareScope,
});

export const inspirationResources = [
  inspirationWorkspaceResource,
  inspirationFileResource,
  inspirationBoardResource,
];
