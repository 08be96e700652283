import { INSPIRATION_MESSAGES } from '@hookline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { badRequest, notFound } from '../../../platform/http/app-error.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { inspirationBoards, type InspirationBoardRow } from '../tables.ts';

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
