import { INSPIRATION_MESSAGES } from '@hookline/domain';
import { badRequest } from '../../../platform/http/app-error.ts';
import { treeOf } from '../../trees/index.ts';
import type { BoardRef } from '../inspiration-resources.ts';
import { inspirationBoards, type InspirationBoardRow } from '../tables.ts';

/** A workspace's Inspiration boards as one tree: their order, moves, copies' names and lock. */
export const boardTree = treeOf({
  table: inspirationBoards,
  lockName: 'inspiration-tree',
  messages: {
    notFound: INSPIRATION_MESSAGES.boardNotFound,
    nameTaken: INSPIRATION_MESSAGES.boardNameTaken,
    moveIntoItself: INSPIRATION_MESSAGES.moveIntoItself,
    moveIntoSubBoard: INSPIRATION_MESSAGES.moveIntoSubBoard,
    moveToCurrentParent: INSPIRATION_MESSAGES.moveToCurrentParent,
    reorderNotSibling: INSPIRATION_MESSAGES.reorderNotSibling,
    copyIntoItself: INSPIRATION_MESSAGES.copyIntoItself,
  },
  moveTouchesNode: true,
});

/** The board a route names, which must be a real board: the workspace's root is not one to change. */
export function boardRowOf(ref: BoardRef): InspirationBoardRow {
  if (!ref.board) throw badRequest(INSPIRATION_MESSAGES.chooseBoard);
  return ref.board;
}
