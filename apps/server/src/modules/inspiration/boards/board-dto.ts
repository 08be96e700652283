import type { InspirationBoard } from '@hookline/domain';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../../platform/db/raw-rows.ts';
import { treeNodeDtoFields } from '../../trees/index.ts';
import type { InspirationDtoDeps } from '../files/file-dto.ts';
import { inspirationMarksOf } from '../files/inspiration-marks.service.ts';
import { actionsAmong, BOARD_ACTIONS, type InspirationViewer } from '../files/inspiration-viewer.ts';
import {
  inspirationBoardFiles,
  inspirationBoards,
  inspirationFiles,
  type InspirationBoardRow,
} from '../tables.ts';

/** How many thumbnails a board's card shows. */
export const COVER_COUNT = 4;

/**
 * The DTOs of `boards`, in their order, in three queries whatever their number: what sits directly in each
 * (boards and saved ads), the thumbnails of its newest saved ads, and the viewer's marks.
 */
export async function buildBoardDtos(
  deps: InspirationDtoDeps,
  input: { boards: readonly InspirationBoardRow[]; viewer: InspirationViewer },
): Promise<InspirationBoard[]> {
  const { boards, viewer } = input;
  if (boards.length === 0) return [];
  const { db, media } = deps;
  const ids = boards.map((board) => board.id);
  const idArray = sql`${`{${ids.join(',')}}`}::uuid[]`;
  const [contents, covers, marks] = await Promise.all([
    rawRows<{ board_id: string; kind: 'board' | 'file'; n: number }>(
      db,
      sql`select ${inspirationBoards.parentId} as board_id, 'board' as kind, count(*)::int as n
        from ${inspirationBoards} where ${inspirationBoards.parentId} = any(${idArray})
        group by ${inspirationBoards.parentId}
        union all
        select ${inspirationBoardFiles.boardId} as board_id, 'file' as kind, count(*)::int as n
        from ${inspirationBoardFiles} where ${inspirationBoardFiles.boardId} = any(${idArray})
        group by ${inspirationBoardFiles.boardId}`,
    ),
    rawRows<{ board_id: string; key: string }>(
      db,
      sql`select board.id as board_id, newest.key from unnest(${idArray}) as board(id)
        cross join lateral (
          select ${inspirationFiles.assets} -> 0 ->> 'thumbnailKey' as key
          from ${inspirationBoardFiles} link
          join ${inspirationFiles} on ${inspirationFiles.id} = link.file_id
          where link.board_id = board.id and ${inspirationFiles.assets} -> 0 ->> 'thumbnailKey' is not null
          order by link.added_at desc, link.file_id desc
          limit ${COVER_COUNT}
        ) newest`,
    ),
    inspirationMarksOf(db, { userId: viewer.userId, targetIds: ids }),
  ]);
  const subBoards = new Map<string, number>();
  const savedAds = new Map<string, number>();
  for (const row of contents) (row.kind === 'board' ? subBoards : savedAds).set(row.board_id, Number(row.n));
  const coversOf = new Map<string, string[]>();
  for (const row of covers) {
    const list = coversOf.get(row.board_id) ?? [];
    list.push(media.url(row.key));
    coversOf.set(row.board_id, list);
  }
  const allowedActions = actionsAmong(viewer, BOARD_ACTIONS);
  return boards.map((board) => ({
    ...treeNodeDtoFields(board, {
      subNodes: subBoards.get(board.id) ?? 0,
      items: savedAds.get(board.id) ?? 0,
      marks,
      allowedActions,
    }),
    coverURLs: coversOf.get(board.id) ?? [],
  }));
}

export async function buildBoardDto(
  deps: InspirationDtoDeps,
  input: { board: InspirationBoardRow; viewer: InspirationViewer },
): Promise<InspirationBoard> {
  const [dto] = await buildBoardDtos(deps, { boards: [input.board], viewer: input.viewer });
  if (!dto) throw new Error('buildBoardDtos returned no DTO for a board');
  return dto;
}
