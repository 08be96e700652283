import {
  boardCopiedResponse,
  boardDeletedResponse,
  boardListItemsResponse,
  boardTreeResponse,
  inspirationBoardSchema,
  inspirationFavouriteResponse,
  inspirationFileSchema,
  inspirationWatchResponse,
  teamListItemsResponse,
  type BoardListItems,
  type BoardListItemsBody,
  type CreateBoardBody,
  type DriveTreeNode,
  type InspirationBoard,
  type InspirationFile,
  type SaveInspirationBody,
  type TeamListItems,
  type TeamListItemsBody,
  type UpdateBoardBody,
} from '@hookline/domain';
import { z } from 'zod';
import { http } from './client.ts';

const enc = encodeURIComponent;
const boardPath = (folderId: string) => `inspiration/folder/${enc(folderId)}`;

/** Who a board tree is read for: a move or copy dialog marks where that board can't go, and why. */
export type BoardTreeFor = { moving: string } | { copying: string } | Record<string, never>;

/** The answers that carry only the server's words. */
const messageResponse = z.looseObject({ message: z.string().optional() });

/**
 * Inspiration's board calls (API.md, "Inspiration"): the tree, boards and their lists, the team's list and
 * a saved ad typed by hand. A saved ad's own calls (marks, copy, link, removal) are the saved-ad view's.
 */
export const inspirationApi = {
  /** The workspace's root (its `_id` the workspace's) with every board nested under it. */
  tree: async (workspaceId: string, forDialog: BoardTreeFor = {}, signal?: AbortSignal) => {
    const { data } = await http.main.get(`inspiration/folder-tree/workspace/${enc(workspaceId)}`, {
      query: forDialog,
      schema: boardTreeResponse,
      signal,
    });
    const [root] = data;
    if (!root) throw new Error('The board tree came back without its root');
    return root satisfies DriveTreeNode;
  },

  createBoard: (body: CreateBoardBody): Promise<InspirationBoard> =>
    http.main.post('inspiration/folder', body, { schema: inspirationBoardSchema }),

  updateBoard: (folderId: string, body: UpdateBoardBody): Promise<InspirationBoard> =>
    http.main.put(boardPath(folderId), body, { schema: inspirationBoardSchema }),

  deleteBoard: (folderId: string) => http.main.delete(boardPath(folderId), { schema: boardDeletedResponse }),

  /** Into another board, or the workspace's root (its id). */
  moveBoard: (folderId: string, targetFolderId: string) =>
    http.main.put(`${boardPath(folderId)}/move`, { targetFolderId }, { schema: messageResponse }),

  copyBoard: (folderId: string, targetFolderId: string) =>
    http.main.post(`${boardPath(folderId)}/copy`, { targetFolderId }, { schema: boardCopiedResponse }),

  /** Just before `beforeFolderId` among its siblings; last when null. */
  reorderBoard: (folderId: string, beforeFolderId: string | null) =>
    http.main.put(`${boardPath(folderId)}/reorder`, { beforeFolderId }, { schema: messageResponse }),

  favouriteBoard: (folderId: string, on: boolean) =>
    on
      ? http.main.post(`${boardPath(folderId)}/favourite`, undefined, {
          schema: inspirationFavouriteResponse,
        })
      : http.main.delete(`${boardPath(folderId)}/favourite`, { schema: inspirationFavouriteResponse }),

  watchBoard: (folderId: string, on: boolean) =>
    on
      ? http.main.post(`${boardPath(folderId)}/watch`, undefined, { schema: inspirationWatchResponse })
      : http.main.delete(`${boardPath(folderId)}/watch`, { schema: inspirationWatchResponse }),

  /** A board's sub-boards (on the first page) and a page of its saved ads; the root lists boards only. */
  listItems: (folderId: string, body: BoardListItemsBody, signal?: AbortSignal): Promise<BoardListItems> =>
    http.main.post(`${boardPath(folderId)}/list-items`, body, { schema: boardListItemsResponse, signal }),

  /** What everyone in the organisation saved, in the workspaces the caller can see. */
  teamItems: (body: TeamListItemsBody, signal?: AbortSignal): Promise<TeamListItems> =>
    http.main.post('inspiration/team/list-items', body, { schema: teamListItemsResponse, signal }),

  /** Saves an ad into a board: a manual one here, whose images and videos follow as uploads. */
  saveAd: (body: SaveInspirationBody): Promise<InspirationFile> =>
    http.main.post('inspiration/file', body, { schema: inspirationFileSchema }),
};
