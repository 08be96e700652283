import { allowedWorkspaceActions, deniedMessage, type WorkspaceAction } from '@hookline/domain';
import type { Resource } from '../../platform/http/access/resource.ts';
import { workspaceChildResource, workspaceWithProduct, type WorkspaceAccess } from '../tenancy/index.ts';
import {
  inspirationBoards,
  inspirationFiles,
  type InspirationBoardRow,
  type InspirationFileRow,
} from './tables.ts';

/*
 * The kinds of thing the Inspiration routes touch. Each is found by its id in one query that joins the
 * caller's membership, so another organisation's id is a 404 like an id that doesn't exist; the actions come
 * from the caller's role in a grant that includes Inspiration.
 */

/** A workspace as Inspiration reaches it: actions only through a grant that includes `inspiration`. */
export const inspirationWorkspaceResource = workspaceWithProduct('inspiration');

/** A saved ad; routes may pin its workspace (`within`). */
export const inspirationFileResource: Resource<InspirationFileRow, WorkspaceAccess, WorkspaceAction> =
  workspaceChildResource({
    name: 'inspirationFile',
    table: inspirationFiles,
    id: inspirationFiles.id,
    workspaceId: inspirationFiles.workspaceId,
    within: inspirationFiles.workspaceId,
    product: 'inspiration',
  });

const boardRowResource = workspaceChildResource({
  name: 'inspirationBoardRow',
  table: inspirationBoards,
  id: inspirationBoards.id,
  workspaceId: inspirationBoards.workspaceId,
  within: inspirationBoards.workspaceId,
  product: 'inspiration',
});

/** A board as a route names it: a board row, or the workspace's root, whose id is the workspace's. */
export interface BoardRef {
  /** The board's id; the workspace's id for the root. */
  id: string;
  orgId: string;
  workspaceId: string;
  /** Null for the workspace's root. */
  board: InspirationBoardRow | null;
}

/** A board or a workspace's Inspiration root (its id is the workspace's). */
export const inspirationBoardResource: Resource<BoardRef, WorkspaceAccess, WorkspaceAction> = {
  name: 'inspirationBoard',
  async forMember(db, input) {
    const found = await boardRowResource.forMember(db, input);
    if (found) {
      const row = found.row;
      return {
        row: { id: row.id, orgId: row.orgId, workspaceId: row.workspaceId, board: row },
        access: found.access,
      };
    }
    if (input.within !== undefined && input.within !== input.id) return undefined;
    const root = await inspirationWorkspaceResource.forMember(db, { userId: input.userId, id: input.id });
    if (!root) return undefined;
    return {
      row: { id: root.row.id, orgId: root.row.orgId, workspaceId: root.row.id, board: null },
      access: root.access,
    };
  },
  allowedActions: ({ access }) =>
    access.products.includes('inspiration') ? allowedWorkspaceActions(access.role) : [],
  deniedMessage,
};

export const inspirationResources = [
  inspirationWorkspaceResource,
  inspirationFileResource,
  inspirationBoardResource,
];
