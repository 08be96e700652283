import { randomUUID } from 'node:crypto';
import { BOARD_NAME_MAX, type InspirationBoard } from '@hookline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/http/app-error.ts';
import type { InspirationViewer } from '../files/inspiration-viewer.ts';
import { copyStoredAssets } from '../files/saved-ad-storage.ts';
import type { BoardRef } from '../inspiration-resources.ts';
import { processPendingMedia } from '../media/media.job.ts';
import {
  inspirationBoardFiles,
  inspirationBoards,
  inspirationFiles,
  inspirationFileTags,
  type InspirationBoardRow,
  type InspirationFileRow,
} from '../tables.ts';
import { buildBoardDto } from './board-dto.ts';
import { boardRowOf, boardTree } from './board-tree.ts';
import { dtoDeps, subtreeOf } from './boards.service.ts';

/** The boards of a subtree, each after its parent, so that inserting them in this order meets every foreign key. */
function parentsFirst(
  root: InspirationBoardRow,
  boards: readonly InspirationBoardRow[],
): InspirationBoardRow[] {
  const childrenOf = new Map<string, InspirationBoardRow[]>();
  for (const board of boards) {
    if (board.id === root.id || board.parentId === null) continue;
    const siblings = childrenOf.get(board.parentId) ?? [];
    siblings.push(board);
    childrenOf.set(board.parentId, siblings);
  }
  const ordered: InspirationBoardRow[] = [];
  const queue = [root];
  for (let next = queue.shift(); next; next = queue.shift()) {
    ordered.push(next);
    queue.push(...(childrenOf.get(next.id) ?? []));
  }
  return ordered;
}

/**
 * `POST inspiration/folder/{folderId}/copy`: a deep copy of the board, its sub-boards and their saved ads into
 * `targetFolderId` (a board of the same workspace, or its root), last among its new siblings. Each saved ad
 * becomes a new one with its own copy of the stored media and its tags (comments stay behind); an ad linked
 * into several boards of the tree stays one ad, linked into their copies. Refused (400) into the board itself.
 *
 * The copy is of the tree as it was when the copy began, so a copy into one of its own sub-boards holds the
 * sub-board as it was, never itself. The media is copied before the rows are written; should writing them
 * fail, the copied media is deleted.
 */
export async function copyBoard(
  context: AppContext,
  input: { ref: BoardRef; unverifiedTargetId: string; userId: string; viewer: InspirationViewer },
): Promise<InspirationBoard> {
  const { db } = context.database;
  const named = boardRowOf(input.ref);
  const { workspaceId, orgId } = named;
  const checkTarget = async (tx: Executor) => {
    const target = await boardTree.destinationIn(tx, { workspaceId, unverifiedId: input.unverifiedTargetId });
    const refusal = boardTree.copyRefusalOf({ node: named, targetId: target.id });
    if (refusal) throw badRequest(refusal);
    return target;
  };
  await checkTarget(db);

  const boards = await subtreeOf(db, { workspaceId, boardId: named.id });
  const boardIds = boards.map((board) => board.id);
  const links = await db
    .select()
    .from(inspirationBoardFiles)
    .where(
      and(
        eq(inspirationBoardFiles.workspaceId, workspaceId),
        inArray(inspirationBoardFiles.boardId, boardIds),
      ),
    );
  const fileIds = [...new Set(links.map((link) => link.fileId))];
  const files: InspirationFileRow[] =
    fileIds.length === 0
      ? []
      : await db
          .select()
          .from(inspirationFiles)
          .where(and(eq(inspirationFiles.workspaceId, workspaceId), inArray(inspirationFiles.id, fileIds)));

  const newBoardId = new Map(boards.map((board) => [board.id, randomUUID()]));
  const newFileId = new Map(files.map((file) => [file.id, randomUUID()]));
  const written: string[] = [];
  const copiedAssets = new Map<string, InspirationFileRow['assets']>();
  try {
    for (const file of files) {
      const id = newFileId.get(file.id) as string;
      const copy = await copyStoredAssets(context.storage, { assets: file.assets, workspaceId, fileId: id });
      written.push(...copy.written);
      copiedAssets.set(file.id, copy.assets);
    }
    const copied = await db.transaction(async (tx) => {
      await boardTree.lock(tx, workspaceId);
      const source = await boardTree.current(tx, named);
      const target = await checkTarget(tx);
      const now = new Date();
      const parentId = target.node?.id ?? null;
      const position = await boardTree.nextPosition(tx, { workspaceId, parentId });
      const copyName = await boardTree.nameForCopy(tx, {
        workspaceId,
        parentId,
        name: source.name,
        nameMax: BOARD_NAME_MAX,
      });
      const rows = parentsFirst(source, boards).map((board) => ({
        id: newBoardId.get(board.id) as string,
        orgId,
        workspaceId,
        parentId: board.id === source.id ? parentId : (newBoardId.get(board.parentId ?? '') ?? null),
        name: board.id === source.id ? copyName : board.name,
        description: board.id === source.id ? source.description : board.description,
        position: board.id === source.id ? position : board.position,
        createdByUserId: input.userId,
        createdAt: now,
        modifiedAt: now,
      }));
      const inserted = await tx.insert(inspirationBoards).values(rows).returning();
      if (files.length > 0) {
        await tx.insert(inspirationFiles).values(
          files.map(({ id, ...file }) => ({
            ...file,
            id: newFileId.get(id) as string,
            assets: copiedAssets.get(id) ?? [],
            createdByUserId: input.userId,
            createdAt: now,
            modifiedAt: now,
          })),
        );
        await tx.insert(inspirationBoardFiles).values(
          links.map((link) => ({
            boardId: newBoardId.get(link.boardId) as string,
            fileId: newFileId.get(link.fileId) as string,
            workspaceId,
            addedByUserId: input.userId,
            addedAt: link.addedAt,
          })),
        );
        // Read here, so that a tag deleted since the copy began is not copied.
        const tags = await tx
          .select()
          .from(inspirationFileTags)
          .where(inArray(inspirationFileTags.fileId, fileIds));
        if (tags.length > 0) {
          await tx
            .insert(inspirationFileTags)
            .values(tags.map((tag) => ({ ...tag, fileId: newFileId.get(tag.fileId) as string })));
        }
      }
      const top = inserted.find((row) => row.id === newBoardId.get(source.id));
      if (!top) throw new Error('the copy of a board was not written');
      return top;
    });
    await processPendingMedia(context, {
      orgId,
      fileIds: [...newFileId.values()].filter((id) => id !== undefined),
    });
    return await buildBoardDto(dtoDeps(context), { board: copied, viewer: input.viewer });
  } catch (error) {
    if (written.length > 0 && !(await isCommitted(context, newBoardId.get(named.id)))) {
      await context.storage.deleteMany(written);
    }
    throw error;
  }
}

/** Whether the copy's top board was written: media is deleted only for a copy that never was. */
async function isCommitted(context: AppContext, boardId: string | undefined): Promise<boolean> {
  if (!boardId) return false;
  const [row] = await context.database.db
    .select({ id: inspirationBoards.id })
    .from(inspirationBoards)
    .where(eq(inspirationBoards.id, boardId))
    .limit(1);
  return row !== undefined;
}
