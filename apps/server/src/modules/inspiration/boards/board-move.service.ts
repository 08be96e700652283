import { INSPIRATION_MESSAGES, type InspirationBoard } from '@hookline/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { badRequest, notFound } from '../../../platform/http/app-error.ts';
import { isUuid } from '../../../platform/uuid.ts';
import type { InspirationViewer } from '../files/inspiration-viewer.ts';
import type { BoardRef } from '../inspiration-resources.ts';
import { inspirationBoards } from '../tables.ts';
import { buildBoardDto } from './board-dto.ts';
import { boardDestinationIn } from './board-lookup.ts';
import { lockBoardTree } from './board-tree-lock.ts';
import { boardAncestors, moveRefusalOf } from './board-tree.service.ts';
import { boardRowOf, currentBoard, dtoDeps, nextBoardPosition } from './boards.service.ts';
import { refuseTakenBoardName } from './sibling-board-names.ts';

/**
 * `PUT inspiration/folder/{folderId}/move`: into another board of the same workspace, or its root (the
 * workspace's id), last among its new siblings; refused (400) with the spec's reason when the target is the
 * board, one of its sub-boards, or its current parent. Under the tree's lock, and with the board and the
 * target's ancestors read under it, so two moves at once can't make a loop.
 */
export async function moveBoard(
  context: AppContext,
  input: { ref: BoardRef; unverifiedTargetId: string; viewer: InspirationViewer },
): Promise<InspirationBoard> {
  const named = boardRowOf(input.ref);
  const { workspaceId } = named;
  const moved = await context.database.db.transaction(async (tx) => {
    await lockBoardTree(tx, workspaceId);
    const board = await currentBoard(tx, { workspaceId, boardId: named.id });
    const target = await boardDestinationIn(tx, { workspaceId, unverifiedBoardId: input.unverifiedTargetId });
    const ancestorsOfTarget = target.board
      ? await boardAncestors(tx, { workspaceId, boardId: target.id })
      : [];
    const refusal = moveRefusalOf({ workspaceId, board, targetId: target.id, ancestorsOfTarget });
    if (refusal) throw badRequest(refusal);
    const parentId = target.board?.id ?? null;
    await refuseTakenBoardName(tx, { workspaceId, parentId, name: board.name, exceptId: board.id });
    const [row] = await tx
      .update(inspirationBoards)
      .set({
        parentId,
        position: await nextBoardPosition(tx, { workspaceId, parentId }),
        modifiedAt: new Date(),
      })
      .where(and(eq(inspirationBoards.id, board.id), eq(inspirationBoards.workspaceId, workspaceId)))
      .returning();
    if (!row) throw notFound(INSPIRATION_MESSAGES.boardNotFound);
    return row;
  });
  return buildBoardDto(dtoDeps(context), { board: moved, viewer: input.viewer });
}

/**
 * `PUT inspiration/folder/{folderId}/reorder`: just before its sibling `beforeFolderId` (last when null), the
 * siblings numbered 0, 1, 2… in that order, under the tree's lock.
 */
export async function reorderBoard(
  context: AppContext,
  input: { ref: BoardRef; unverifiedBeforeId: string | null; viewer: InspirationViewer },
): Promise<InspirationBoard> {
  const named = boardRowOf(input.ref);
  const { workspaceId } = named;
  const board = await context.database.db.transaction(async (tx) => {
    await lockBoardTree(tx, workspaceId);
    const current = await currentBoard(tx, { workspaceId, boardId: named.id });
    const siblings = await tx
      .select({ id: inspirationBoards.id, position: inspirationBoards.position })
      .from(inspirationBoards)
      .where(
        and(
          eq(inspirationBoards.workspaceId, workspaceId),
          current.parentId === null
            ? isNull(inspirationBoards.parentId)
            : eq(inspirationBoards.parentId, current.parentId),
        ),
      )
      .orderBy(
        asc(inspirationBoards.position),
        sql`lower(${inspirationBoards.name})`,
        asc(inspirationBoards.id),
      );
    const order = siblings.map((sibling) => sibling.id).filter((id) => id !== current.id);
    const beforeId = input.unverifiedBeforeId;
    let at = order.length;
    if (beforeId !== null && beforeId !== '') {
      if (!isUuid(beforeId)) throw notFound(INSPIRATION_MESSAGES.boardNotFound);
      at = order.indexOf(beforeId);
      if (at < 0) {
        // A board of the workspace elsewhere in the tree is a mistake to explain; anything else names nothing.
        await boardDestinationIn(tx, { workspaceId, unverifiedBoardId: beforeId });
        throw badRequest(INSPIRATION_MESSAGES.reorderNotSibling);
      }
    }
    order.splice(at, 0, current.id);
    const positionOf = new Map(siblings.map((sibling) => [sibling.id, sibling.position]));
    for (const [position, id] of order.entries()) {
      if (positionOf.get(id) === position) continue;
      await tx
        .update(inspirationBoards)
        .set({ position })
        .where(and(eq(inspirationBoards.id, id), eq(inspirationBoards.workspaceId, workspaceId)));
    }
    return currentBoard(tx, { workspaceId, boardId: current.id });
  });
  return buildBoardDto(dtoDeps(context), { board, viewer: input.viewer });
}
