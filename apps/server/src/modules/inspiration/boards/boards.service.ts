import { INSPIRATION_MESSAGES, type InspirationBoard } from '@hookline/domain';
import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { rawRows } from '../../../platform/db/raw-rows.ts';
import { badRequest, notFound } from '../../../platform/http/app-error.ts';
import { deleteStoredMediaLater } from '../../drive/index.ts';
import type { InspirationDtoDeps } from '../files/file-dto.ts';
import { dropInspirationMarks } from '../files/inspiration-marks.service.ts';
import type { InspirationViewer } from '../files/inspiration-viewer.ts';
import { removeSavedAds } from '../files/saved-ad-storage.ts';
import type { BoardRef } from '../inspiration-resources.ts';
import { inspirationBoardFiles, inspirationBoards, type InspirationBoardRow } from '../tables.ts';
import { buildBoardDto } from './board-dto.ts';
import { boardDestinationIn } from './board-lookup.ts';
import { lockBoardTree } from './board-tree-lock.ts';
import { refuseTakenBoardName } from './sibling-board-names.ts';

export const dtoDeps = (context: Pick<AppContext, 'database' | 'inspirationMedia'>): InspirationDtoDeps => ({
  db: context.database.db,
  media: context.inspirationMedia,
});

/** The board a route names, which must be a real board: the workspace's root is not one to change. */
export function boardRowOf(ref: BoardRef): InspirationBoardRow {
  if (!ref.board) throw badRequest(INSPIRATION_MESSAGES.chooseBoard);
  return ref.board;
}

/** The next position among a parent's boards. Unique only while `tx` holds `lockBoardTree`. */
export async function nextBoardPosition(
  tx: Executor,
  input: { workspaceId: string; parentId: string | null },
): Promise<number> {
  const [last] = await tx
    .select({ position: max(inspirationBoards.position) })
    .from(inspirationBoards)
    .where(
      and(
        eq(inspirationBoards.workspaceId, input.workspaceId),
        input.parentId === null
          ? isNull(inspirationBoards.parentId)
          : eq(inspirationBoards.parentId, input.parentId),
      ),
    );
  return (last?.position ?? -1) + 1;
}

/** The board `boardId` as it is now, read under the tree's lock: another change may have just moved it. */
export async function currentBoard(
  tx: Executor,
  input: { workspaceId: string; boardId: string },
): Promise<InspirationBoardRow> {
  const [row] = await tx
    .select()
    .from(inspirationBoards)
    .where(and(eq(inspirationBoards.id, input.boardId), eq(inspirationBoards.workspaceId, input.workspaceId)))
    .limit(1);
  if (!row) throw notFound(INSPIRATION_MESSAGES.boardNotFound);
  return row;
}

/** `POST inspiration/folder`: a board last among its siblings, at the workspace's root or in one of its boards. */
export async function createBoard(
  context: AppContext,
  input: {
    workspace: { id: string; orgId: string };
    unverifiedParentId: string | null | undefined;
    name: string;
    description: string | null | undefined;
    creatorUserId: string;
    viewer: InspirationViewer;
  },
): Promise<InspirationBoard> {
  const board = await context.database.db.transaction(async (tx) => {
    await lockBoardTree(tx, input.workspace.id);
    const parent = await boardDestinationIn(tx, {
      workspaceId: input.workspace.id,
      unverifiedBoardId: input.unverifiedParentId,
    });
    const parentId = parent.board?.id ?? null;
    await refuseTakenBoardName(tx, { workspaceId: input.workspace.id, parentId, name: input.name });
    const [row] = await tx
      .insert(inspirationBoards)
      .values({
        orgId: input.workspace.orgId,
        workspaceId: input.workspace.id,
        parentId,
        name: input.name,
        description: input.description || null,
        position: await nextBoardPosition(tx, { workspaceId: input.workspace.id, parentId }),
        createdByUserId: input.creatorUserId,
      })
      .returning();
    if (!row) throw new Error('insert into inspiration_boards returned nothing');
    return row;
  });
  return buildBoardDto(dtoDeps(context), { board, viewer: input.viewer });
}

/** `PUT inspiration/folder/{folderId}`: its name or description; the workspace's root has neither. */
export async function updateBoard(
  context: AppContext,
  input: {
    ref: BoardRef;
    name: string | undefined;
    description: string | null | undefined;
    viewer: InspirationViewer;
  },
): Promise<InspirationBoard> {
  const board = boardRowOf(input.ref);
  const { workspaceId } = board;
  const row = await context.database.db.transaction(async (tx) => {
    await lockBoardTree(tx, workspaceId);
    if (input.name !== undefined) {
      // Read under the lock: a move may have just changed its siblings.
      const { parentId } = await currentBoard(tx, { workspaceId, boardId: board.id });
      await refuseTakenBoardName(tx, { workspaceId, parentId, name: input.name, exceptId: board.id });
    }
    const [updated] = await tx
      .update(inspirationBoards)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description || null } : {}),
        modifiedAt: new Date(),
      })
      .where(and(eq(inspirationBoards.id, board.id), eq(inspirationBoards.workspaceId, workspaceId)))
      .returning();
    if (!updated) throw notFound(INSPIRATION_MESSAGES.boardNotFound);
    return updated;
  });
  return buildBoardDto(dtoDeps(context), { board: row, viewer: input.viewer });
}

/** `boardId` and every board under it, at any depth. */
export async function subtreeOf(
  tx: Executor,
  input: { workspaceId: string; boardId: string },
): Promise<InspirationBoardRow[]> {
  const rows = await rawRows<{ id: string }>(
    tx,
    sql`with recursive subtree (id) as (
      select id from ${inspirationBoards} where id = ${input.boardId}::uuid and workspace_id = ${input.workspaceId}
      union
      select child.id from ${inspirationBoards} child join subtree on child.parent_id = subtree.id
      where child.workspace_id = ${input.workspaceId}
    )
    select id from subtree`,
  );
  const ids = new Set(rows.map((row) => row.id));
  if (ids.size === 0) return [];
  return tx
    .select()
    .from(inspirationBoards)
    .where(
      and(eq(inspirationBoards.workspaceId, input.workspaceId), inArray(inspirationBoards.id, [...ids])),
    );
}

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * `DELETE inspiration/folder/{folderId}`: the board with its sub-boards, at any depth, and the saved ads that
 * were in no other board; an ad also linked into a board elsewhere stays there. Their stored media goes by a
 * job once the rows are gone.
 */
export async function deleteBoard(context: AppContext, ref: BoardRef): Promise<void> {
  const named = boardRowOf(ref);
  const { workspaceId } = named;
  const storageKeys = await context.database.db.transaction(async (tx) => {
    await lockBoardTree(tx, workspaceId);
    const subtree = await subtreeOf(tx, { workspaceId, boardId: named.id });
    if (subtree.length === 0) throw notFound(INSPIRATION_MESSAGES.boardNotFound);
    const ids = subtree.map((board) => board.id);
    const orphans = await rawRows<{ file_id: string }>(
      tx,
      sql`select distinct link.file_id from ${inspirationBoardFiles} link
        where link.board_id = any(${uuidArray(ids)}) and link.workspace_id = ${workspaceId}
          and not exists (
            select 1 from ${inspirationBoardFiles} other
            where other.file_id = link.file_id and other.board_id <> all(${uuidArray(ids)})
          )`,
    );
    const keys = await removeSavedAds(tx, { workspaceId, fileIds: orphans.map((row) => row.file_id) });
    await dropInspirationMarks(tx, { workspaceId, targetIds: ids });
    // The sub-boards and the links go with it (foreign keys on delete cascade).
    await tx
      .delete(inspirationBoards)
      .where(and(eq(inspirationBoards.id, named.id), eq(inspirationBoards.workspaceId, workspaceId)));
    return keys;
  });
  await deleteStoredMediaLater(context, storageKeys);
}
