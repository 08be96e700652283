import type {
  BoardListItems,
  DrivePathStep,
  InspirationBoard,
  InspirationFile,
  InspirationFilters,
  InspirationSort,
} from '@hookline/domain';
import { and, desc, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { isUuid } from '../../platform/uuid.ts';
import { buildBoardDtos } from './boards/board-dto.ts';
import { workspaceNameOf } from '../trees/index.ts';
import { boardTree } from './boards/board-tree.ts';
import { assetUrls, buildInspirationFileDtos, type InspirationDtoDeps } from './files/file-dto.ts';
import type { InspirationViewer } from './files/inspiration-viewer.ts';
import type { BoardRef } from './inspiration-resources.ts';
import type { InspirationMediaUrls } from './media/media-urls.ts';
import { matchesAdSearch } from './list/list-filters.ts';
import { listBoardItems } from './list/list-items.service.ts';
import { inspirationWorkspacesOf } from './pickers/caller-workspaces.ts';
import {
  inspirationBoards,
  inspirationFiles,
  type InspirationBoardRow,
  type InspirationFileRow,
  type StoredInspirationAsset,
} from './tables.ts';

export type { InspirationViewer } from './files/inspiration-viewer.ts';
export { NOBODY as INSPIRATION_NOBODY } from './files/inspiration-viewer.ts';

/**
 * Inspiration as other areas read it (a board's share page, the global search): the same DTOs, lists and
 * paths the members' calls answer. Every call takes rows the caller has already proven the reader may see;
 * a viewer with `userId` null (a share-link viewer) has no favourites nor watches, and `actions` fill each
 * DTO's `allowedActions`.
 */
export interface InspirationReaders {
  fileDtos(
    rows: readonly InspirationFileRow[],
    viewer: InspirationViewer,
    opts?: { folderId?: string },
  ): Promise<InspirationFile[]>;
  boardDtos(rows: readonly InspirationBoardRow[], viewer: InspirationViewer): Promise<InspirationBoard[]>;
  /** A board's sub-boards (first page only) and a page of its saved ads; the workspace's root lists boards only. */
  listBoard(input: {
    ref: BoardRef;
    viewer: InspirationViewer;
    page: number;
    limit: number;
    sort: InspirationSort;
    filters?: InspirationFilters | undefined;
  }): Promise<BoardListItems>;
  /**
   * The breadcrumbs from the board `fromId` down to `to`, both included (`to` the root: the root alone, as
   * `{_id: workspaceId, name: workspace's name, isWorkspace: true}`).
   */
  boardPath(input: { fromId: string; to: BoardRef }): Promise<DrivePathStep[]>;
  /** The signed URLs of one stored asset: what a browser shows or plays, and its thumbnail. */
  assetMediaUrl(asset: StoredInspirationAsset): { url: string; thumbnail: string | null };
  /** The signed URL of any stored key under `inspiration/`. */
  signedMediaUrl(key: string): string;
}

/**
 * `options.media` signs the media URLs instead of the members' signer (a share link's own URLs), and
 * `options.previewsOnly` leaves the bytes as saved out (`InspirationDtoDeps`).
 */
export function createInspirationReaders(
  context: Pick<AppContext, 'database' | 'inspirationMedia'>,
  options: { media?: InspirationMediaUrls; previewsOnly?: boolean } = {},
): InspirationReaders {
  const deps: InspirationDtoDeps = {
    db: context.database.db,
    media: options.media ?? context.inspirationMedia,
    previewsOnly: options.previewsOnly ?? false,
  };
  return {
    fileDtos: (rows, viewer, opts) =>
      buildInspirationFileDtos(deps, { files: rows, viewer, folderId: opts?.folderId }),
    boardDtos: (rows, viewer) => buildBoardDtos(deps, { boards: rows, viewer }),
    listBoard: (input) => listBoardItems(deps, input),
    async boardPath({ fromId, to }) {
      if (to.board === null) {
        const name = await workspaceNameOf(deps.db, to.workspaceId);
        return [{ _id: to.workspaceId, name, isWorkspace: true }];
      }
      return boardTree.chain(deps.db, { workspaceId: to.workspaceId, id: to.board.id, fromId });
    },
    assetMediaUrl: (asset) => assetUrls(deps.media, asset, { previewsOnly: deps.previewsOnly ?? false }),
    signedMediaUrl: (key) => deps.media.url(key),
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Boards (by name) and saved ads (full text over page name, copy, headline, caption and description) that
 * match `query`, newest first, at most `limit` of each, in the workspaces whose Inspiration `userId` opens:
 * among `workspaceIds` when given, else in `orgId` (or every organisation of theirs). Rows, for the caller
 * to turn into its own results (`createInspirationReaders(...).fileDtos`, say).
 */
export async function searchInspiration(
  db: Executor,
  input: {
    userId: string;
    orgId?: string | undefined;
    workspaceIds?: readonly string[] | undefined;
    query: string;
    limit: number;
  },
): Promise<{ boards: InspirationBoardRow[]; files: InspirationFileRow[] }> {
  const none = { boards: [], files: [] };
  const text = input.query.trim();
  if (!/[\p{L}\p{N}]/u.test(text) || input.limit <= 0) return none;
  const visible = await inspirationWorkspacesOf(db, {
    userId: input.userId,
    orgId: input.orgId !== undefined && isUuid(input.orgId) ? input.orgId : undefined,
  });
  const asked = input.workspaceIds ? new Set(input.workspaceIds) : undefined;
  const workspaceIds = visible
    .map((workspace) => workspace.workspaceId)
    .filter((id) => asked === undefined || asked.has(id));
  if (workspaceIds.length === 0) return none;
  const [boards, files] = await Promise.all([
    db
      .select()
      .from(inspirationBoards)
      .where(
        and(
          inArray(inspirationBoards.workspaceId, workspaceIds),
          sql`${inspirationBoards.name} ilike ${`%${escapeLike(text)}%`}`,
        ),
      )
      .orderBy(desc(inspirationBoards.modifiedAt), desc(inspirationBoards.id))
      .limit(input.limit),
    db
      .select()
      .from(inspirationFiles)
      .where(and(inArray(inspirationFiles.workspaceId, workspaceIds), matchesAdSearch(text)))
      .orderBy(desc(inspirationFiles.createdAt), desc(inspirationFiles.id))
      .limit(input.limit),
  ]);
  return { boards, files };
}
