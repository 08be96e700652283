import { INSPIRATION_MESSAGES } from '@hookline/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { rawRows } from '../../../platform/db/raw-rows.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { deleteStoredMediaLater } from '../../drive/index.ts';
import type { InspirationDtoDeps } from '../files/file-dto.ts';
import { dropInspirationMarks } from '../files/inspiration-marks.service.ts';
import { removeSavedAds } from '../files/saved-ad-storage.ts';
import type { BoardRef } from '../inspiration-resources.ts';
import { inspirationBoardFiles, inspirationBoards, type InspirationBoardRow } from '../tables.ts';
import { boardRowOf, boardTree } from './board-tree.ts';

export const dtoDeps = (context: Pick<AppContext, 'database' | 'inspirationMedia'>): InspirationDtoDeps => ({
  db: context.database.db,
  media: context.inspirationMedia,
});

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
    await boardTree.lock(tx, workspaceId);
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
