import type { DriveItemFilters, DriveListItems, DriveListSort, SortOrder } from '@hookline/domain';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
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
import { driveFiles, driveFolders } from '../tables.ts';
import { buildFolderDtos } from './folder-dto.ts';

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
  const folders = foldersPassFilters(filters)
    ? and(
        eq(driveFolders.workspaceId, workspaceId),
        folderId === null ? isNull(driveFolders.parentId) : eq(driveFolders.parentId, folderId),
        filters?.favouritesOnly === true ? favouriteOf(viewer.userId, driveFolders.id) : undefined,
      )
    : undefined;
  const files = and(
    eq(driveFiles.workspaceId, workspaceId),
    folderId === null ? isNull(driveFiles.folderId) : eq(driveFiles.folderId, folderId),
    ...fileItemFilters(filters, viewer.userId),
  );
  return { folders, files };
}

/**
 * `POST assets/folder/{folderId}/list-items`: what is directly inside a folder (or the workspace's root).
 *
 * Paging runs over one combined list, folders first, then files, each in the requested order: page `p` of
 * size `n` holds items `(p-1)*n` to `p*n-1` of that list, so a page may end the folders and begin the
 * files, and `total` counts both. One query counts both kinds, one reads the page's folders (when the page
 * reaches into them) and one the page's files (when it reaches past the folders); then the DTOs are built in
 * batches. An index on `(workspace_id, folder_id, lower(name), id)` serves the name order from the folder's
 * first file, so a page of a folder of 10,000 files reads 50 rows, not 10,000.
 */
export async function listDriveItems(
  deps: DriveDtoDeps,
  input: ListDriveItemsInput,
): Promise<DriveListItems> {
  const { db } = deps;
  const conditions = listConditions(input);
  const [counts] = await rawRows<{ folders: number; files: number }>(
    db,
    sql`select ${
      conditions.folders
        ? sql`(select count(*) from ${driveFolders} where ${conditions.folders})::int`
        : sql`0`
    } as folders,
    (select count(*) from ${driveFiles} where ${conditions.files})::int as files`,
  );
  const folderTotal = counts?.folders ?? 0;
  const fileTotal = counts?.files ?? 0;
  const offset = (input.page - 1) * input.limit;

  const folderRows =
    conditions.folders && offset < folderTotal
      ? await db
          .select()
          .from(driveFolders)
          .where(conditions.folders)
          .orderBy(...folderOrder(input.sort, input.order))
          .limit(input.limit)
          .offset(offset)
      : [];
  const fileLimit = input.limit - folderRows.length;
  const fileOffset = Math.max(0, offset - folderTotal);
  const fileRows =
    fileLimit > 0 && fileOffset < fileTotal
      ? await db
          .select()
          .from(driveFiles)
          .where(conditions.files)
          .orderBy(...fileOrder(input.sort, input.order))
          .limit(fileLimit)
          .offset(fileOffset)
      : [];

  const [folders, files] = await Promise.all([
    buildFolderDtos(deps, { folders: folderRows, viewer: input.viewer }),
    buildFileDtos(deps, { files: fileRows, viewer: input.viewer }),
  ]);
  return { folders, files, total: folderTotal + fileTotal };
}
