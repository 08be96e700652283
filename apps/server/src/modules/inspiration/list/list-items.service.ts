import type { BoardListItems, InspirationFilters, InspirationSort } from '@hookline/domain';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { favouriteOf } from '../files/inspiration-marks.service.ts';
import type { InspirationViewer } from '../files/inspiration-viewer.ts';
import { buildInspirationFileDtos, type InspirationDtoDeps } from '../files/file-dto.ts';
import { buildBoardDtos } from '../boards/board-dto.ts';
import type { BoardRef } from '../inspiration-resources.ts';
import { inspirationBoardFiles, inspirationBoards, inspirationFiles } from '../tables.ts';
import { savedAdConditions } from './list-filters.ts';

export interface ListBoardInput {
  ref: BoardRef;
  viewer: InspirationViewer;
  page: number;
  limit: number;
  sort: InspirationSort;
  filters?: InspirationFilters | undefined;
}

/** Siblings in the order the tree shows them: by position, then name, then id. */
export const boardOrder = () => [
  asc(inspirationBoards.position),
  sql`lower(${inspirationBoards.name})`,
  asc(inspirationBoards.id),
];

/**
 * `POST inspiration/folder/{folderId}/list-items`: a board's sub-boards (every one, on the first page only,
 * in the tree's order) and a page of its saved ads, by the time each reached the board, newest or oldest
 * first; `total` counts the saved ads that match. The workspace's root holds boards only.
 *
 * The page of saved ads reads the board's links through their index `(board_id, added_at, file_id)`, so a
 * page of a board of 10,000 ads reads a page of rows, not 10,000.
 */
export async function listBoardItems(
  deps: InspirationDtoDeps,
  input: ListBoardInput,
): Promise<BoardListItems> {
  const { db } = deps;
  const { ref, viewer, filters } = input;
  const parentId = ref.board?.id ?? null;
  const boardRows =
    input.page === 1
      ? await db
          .select()
          .from(inspirationBoards)
          .where(
            and(
              eq(inspirationBoards.workspaceId, ref.workspaceId),
              parentId === null
                ? isNull(inspirationBoards.parentId)
                : eq(inspirationBoards.parentId, parentId),
              filters?.favouritesOnly === true ? favouriteOf(viewer.userId, inspirationBoards.id) : undefined,
            ),
          )
          .orderBy(...boardOrder())
      : [];
  const folders = await buildBoardDtos(deps, { boards: boardRows, viewer });
  if (parentId === null) return { folders, files: [], total: 0 };

  const where = and(
    eq(inspirationBoardFiles.boardId, parentId),
    eq(inspirationBoardFiles.workspaceId, ref.workspaceId),
    eq(inspirationFiles.workspaceId, ref.workspaceId),
    ...savedAdConditions(filters, {
      viewerUserId: viewer.userId,
      savedAt: sql`${inspirationBoardFiles.addedAt}`,
    }),
  );
  const [counted] = await db
    .select({ total: count() })
    .from(inspirationBoardFiles)
    .innerJoin(inspirationFiles, eq(inspirationFiles.id, inspirationBoardFiles.fileId))
    .where(where);
  const total = counted?.total ?? 0;
  const offset = (input.page - 1) * input.limit;
  const direction = input.sort === 'oldest' ? asc : desc;
  const rows =
    offset < total
      ? await db
          .select({ file: inspirationFiles })
          .from(inspirationBoardFiles)
          .innerJoin(inspirationFiles, eq(inspirationFiles.id, inspirationBoardFiles.fileId))
          .where(where)
          .orderBy(direction(inspirationBoardFiles.addedAt), direction(inspirationBoardFiles.fileId))
          .limit(input.limit)
          .offset(offset)
      : [];
  const files = await buildInspirationFileDtos(deps, {
    files: rows.map((row) => row.file),
    viewer,
    folderId: parentId,
  });
  return { folders, files, total };
}
