import { INSPIRATION_MESSAGES } from '@hookline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { badRequest, notFound } from '../../../platform/http/app-error.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { inspirationBoards, type InspirationBoardRow } from '../tables.ts';

/** Where something goes: a board row, or the workspace's root (`board` null). */
export interface BoardDestination {
  /** The id the caller named: a board's, or the workspace's for its root. */
  id: string;
  board: InspirationBoardRow | null;
}

/**
 * The board of `workspaceId` that a request names as a destination (a new board's parent, a move's target):
 * the workspace's own id, null or nothing is its root. Another workspace's board, an unknown id or a
 * malformed one: 404.
 */
export async function boardDestinationIn(
  db: Executor,
  input: { workspaceId: string; unverifiedBoardId: string | null | undefined },
): Promise<BoardDestination> {
  const { workspaceId, unverifiedBoardId } = input;
  if (!unverifiedBoardId || unverifiedBoardId === workspaceId) return { id: workspaceId, board: null };
  if (!isUuid(unverifiedBoardId)) throw notFound(INSPIRATION_MESSAGES.boardNotFound);
  const [board] = await db
    .select()
    .from(inspirationBoards)
    .where(and(eq(inspirationBoards.id, unverifiedBoardId), eq(inspirationBoards.workspaceId, workspaceId)))
    .limit(1);
  if (!board) throw notFound(INSPIRATION_MESSAGES.boardNotFound);
  return { id: board.id, board };
}

/**
 * The boards of `workspaceId` a saved ad goes into, every one of them: the workspace's root is no board
 * ('Please choose a board'); another workspace's board, an unknown or malformed id is a 404 and nothing
 * changes.
 */
export async function boardsForAds(
  db: Executor,
  input: { workspaceId: string; unverifiedBoardIds: readonly string[] },
): Promise<InspirationBoardRow[]> {
  const wanted = [...new Set(input.unverifiedBoardIds)];
  if (wanted.length === 0 || wanted.includes(input.workspaceId)) {
    throw badRequest(INSPIRATION_MESSAGES.chooseBoard);
  }
  if (!wanted.every(isUuid)) throw notFound(INSPIRATION_MESSAGES.boardNotFound);
  const found = await db
    .select()
    .from(inspirationBoards)
    .where(and(eq(inspirationBoards.workspaceId, input.workspaceId), inArray(inspirationBoards.id, wanted)));
  if (found.length !== wanted.length) throw notFound(INSPIRATION_MESSAGES.boardNotFound);
  const byId = new Map(found.map((board) => [board.id, board]));
  return wanted
    .map((id) => byId.get(id))
    .filter((board): board is InspirationBoardRow => board !== undefined);
}
