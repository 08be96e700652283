import { allowedWorkspaceActions, deniedMessage, type WorkspaceAction } from '@hookline/domain';
import type { Caller, ShareViewer } from '../../platform/http/access/caller.ts';
import type { Resolved, Resource } from '../../platform/http/access/resource.ts';
import { workspaceChildResource, workspaceWithProduct, type WorkspaceAccess } from '../tenancy/index.ts';
import { boardInShareScope, savedAdInShareScope } from './share-scope/board-share-scope.ts';
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

/*
 * Share-link viewers. A board's link shares the board and everything inside it (sub-boards at any depth and
 * the saved ads linked into them), proven in the query that loads the row. A viewer is nobody in the
 * workspace: its access names the workspace and nothing more (the guest role, no products), and what it may
 * do comes from the link's options. Whether the link is still on and unexpired is the sharing area's check,
 * made before these are reached.
 */

/** The access a share-link viewer has in the workspace of what it reached: none of a member's. */
function viewerAccess(row: { orgId: string; workspaceId: string }): WorkspaceAccess {
  return {
    orgId: row.orgId,
    workspaceId: row.workspaceId,
    memberId: '',
    orgRole: 'org_guest',
    role: 'guest',
    products: [],
  };
}

/** What a viewer may do to a board or a saved ad: look, and comment when the link allows it. */
function viewerActions(viewer: ShareViewer): readonly WorkspaceAction[] {
  return viewer.options['canComment'] === true ? ['workspace.view', 'comment.write'] : ['workspace.view'];
}

type ActionsOf<Row> = (
  resolved: Resolved<Row, WorkspaceAccess>,
  caller: Caller,
) => readonly WorkspaceAction[];

const memberOrViewerActions =
  <Row>(memberActions: ActionsOf<Row>): ActionsOf<Row> =>
  (resolved, caller) =>
    caller.kind === 'share' ? viewerActions(caller) : memberActions(resolved, caller);

const fileMemberResource = workspaceChildResource({
  name: 'inspirationFile',
  table: inspirationFiles,
  id: inspirationFiles.id,
  workspaceId: inspirationFiles.workspaceId,
  within: inspirationFiles.workspaceId,
  product: 'inspiration',
});

/** A saved ad; routes may pin its workspace (`within`). A board link's viewers reach the ads inside it. */
export const inspirationFileResource: Resource<InspirationFileRow, WorkspaceAccess, WorkspaceAction> = {
  ...fileMemberResource,
  async forShareViewer(db, { viewer, id, within }) {
    const file = await savedAdInShareScope(db, { scope: viewer.scope, id });
    if (!file || (within !== undefined && file.workspaceId !== within)) return undefined;
    return { row: file, access: viewerAccess(file) };
  },
  allowedActions: memberOrViewerActions((resolved, caller) =>
    fileMemberResource.allowedActions(resolved, caller),
  ),
};

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
  async forShareViewer(db, { viewer, id, within }) {
    const board = await boardInShareScope(db, { scope: viewer.scope, id });
    if (!board || (within !== undefined && board.workspaceId !== within)) return undefined;
    return {
      row: { id: board.id, orgId: board.orgId, workspaceId: board.workspaceId, board },
      access: viewerAccess(board),
    };
  },
  allowedActions: memberOrViewerActions(({ access }) =>
    access.products.includes('inspiration') ? allowedWorkspaceActions(access.role) : [],
  ),
  deniedMessage,
};

export const inspirationResources = [
  inspirationWorkspaceResource,
  inspirationFileResource,
  inspirationBoardResource,
];
