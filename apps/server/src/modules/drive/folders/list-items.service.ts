import type { DriveItemFilters, DriveListItems, DriveListSort, SortOrder } from '@hookline/domain';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { rawRows } from '../../../platform/db/raw-rows.ts';
import type { DriveViewer } from '../files/drive-viewer.ts';
import { buildFileDtos, type DriveDtoDeps } from '../files/file-dto.ts';
import {
  favouriteOf,
  fileItemFilters,
  fileOrder,
  folderOrder,
  foldersPassFilters,
} from '../files/file-filters.ts';
import { driveFiles, driveFolders, type DriveFileRow, type DriveFolderRow } from '../tables.ts';
import { buildFolderDtos } from './folder-dto.ts';
import { filtersNothing, listScope, unfilteredListQueries } from './list-items-queries.ts';

export interface ListDriveItemsInput {
  workspaceId: string;
  /** Null: the workspace's root. */
  folderId: string | null;
  viewer: DriveViewer;
  page: number;
  limit: number;
  sort: DriveListSort;
  order: SortOrder;
  filters?: DriveItemFilters | undefined;
}

/** The conditions of the folders and of the files the list holds. */
function listConditions(input: ListDriveItemsInput): { folders: SQL | undefined; files: SQL | undefined } {
  const { workspaceId, folderId, filters, viewer } = input;
  const scope = listScope(workspaceId, folderId);
  const folders = foldersPassFilters(filters)
    ? and(
        scope.folders,
        filters?.favouritesOnly === true ? favouriteOf(viewer.userId, driveFolders.id) : undefined,
      )
    : undefined;
  const files = and(scope.files, ...fileItemFilters(filters, viewer.userId));
  return { folders, files };
}

/** How a list reads its counts and its pages of folders (none when a filter leaves folders out) and files. */
interface ListReads {
  counts(): Promise<{ folders: number; files: number }>;
  folders: ((page: { limit: number; offset: number }) => Promise<DriveFolderRow[]>) | undefined;
  files(page: { limit: number; offset: number }): Promise<DriveFileRow[]>;
}

/** An unfiltered list, by its shape's prepared statements (list-items-queries.ts). */
function preparedReads(db: Executor, input: ListDriveItemsInput): ListReads {
  const queries = unfilteredListQueries(db)({
    sort: input.sort,
    order: input.order,
    atRoot: input.folderId === null,
  });
  const where = { workspaceId: input.workspaceId, folderId: input.folderId ?? undefined };
  return {
    async counts() {
      const [counts] = await queries.counts.execute(where);
      return { folders: counts?.folders ?? 0, files: counts?.files ?? 0 };
    },
    folders: (page) => queries.folders.execute({ ...where, ...page }),
    files: (page) => queries.files.execute({ ...where, ...page }),
  };
}

/** A filtered list, its statements built for its filters. */
function builtReads(db: Executor, input: ListDriveItemsInput): ListReads {
  const conditions = listConditions(input);
  const folderConditions = conditions.folders;
  return {
    async counts() {
      const [counts] = await rawRows<{ folders: number; files: number }>(
        db,
        sql`select ${
          folderConditions
            ? sql`(select count(*) from ${driveFolders} where ${folderConditions})::int`
            : sql`0`
        } as folders,
    (select count(*) from ${driveFiles} where ${conditions.files})::int as files`,
      );
      return { folders: counts?.folders ?? 0, files: counts?.files ?? 0 };
    },
    folders: folderConditions
      ? (page) =>
          db
            .select()
            .from(driveFolders)
            .where(folderConditions)
            .orderBy(...folderOrder(input.sort, input.order))
            .limit(page.limit)
            .offset(page.offset)
      : undefined,
    files: (page) =>
      db
        .select()
        .from(driveFiles)
        .where(conditions.files)
        .orderBy(...fileOrder(input.sort, input.order))
        .limit(page.limit)
        .offset(page.offset),
  };
}

/**
 * `POST assets/folder/{folderId}/list-items`: what is directly inside a folder (or the workspace's root).
 *
 * Paging runs over one combined list, folders first, then files, each in the requested order: page `p` of
 * size `n` holds items `(p-1)*n` to `p*n-1` of that list, so a page may end the folders and begin the
 * files, and `total` counts both. One query counts both kinds, one reads the page's folders (when the page
 * reaches into them) and one the page's files (when it reaches past the folders); then the DTOs are built in
 * batches. An index on `(workspace_id, folder_id, lower(name), id)` serves the name order from the folder's
 * first file, so a page of a folder of 10,000 files reads 50 rows, not 10,000. Unfiltered lists, the usual
 * ones, send prepared statements.
 */
export async function listDriveItems(
  deps: DriveDtoDeps,
  input: ListDriveItemsInput,
): Promise<DriveListItems> {
  const { db } = deps;
  const reads = filtersNothing(input.filters) ? preparedReads(db, input) : builtReads(db, input);
  const counts = await reads.counts();
  const folderTotal = counts.folders;
  const fileTotal = counts.files;
  const offset = (input.page - 1) * input.limit;

  const folderRows =
    reads.folders && offset < folderTotal ? await reads.folders({ limit: input.limit, offset }) : [];
  const fileLimit = input.limit - folderRows.length;
  const fileOffset = Math.max(0, offset - folderTotal);
  const fileRows =
    fileLimit > 0 && fileOffset < fileTotal
      ? await reads.files({ limit: fileLimit, offset: fileOffset })
      : [];

  const [folders, files] = await Promise.all([
    buildFolderDtos(deps, { folders: folderRows, viewer: input.viewer }),
    buildFileDtos(deps, { files: fileRows, viewer: input.viewer }),
  ]);
  return { folders, files, total: folderTotal + fileTotal };
}
