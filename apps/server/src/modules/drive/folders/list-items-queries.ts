import type { DriveItemFilters, DriveListSort, SortOrder } from '@hookline/domain';
import { and, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { preparedPerExecutor } from '../../../platform/db/prepared-per-executor.ts';
import { fileOrder, folderOrder } from '../files/file-filters.ts';
import { driveFiles, driveFolders } from '../tables.ts';

/** What sets an unfiltered list's statements apart: its order, and whether it lists the workspace's root. */
export interface ListShape {
  sort: DriveListSort;
  order: SortOrder;
  atRoot: boolean;
}

/** Whether a list filters nothing: how the Creative Hub opens a folder, and what a filter's query builds anew. */
export function filtersNothing(filters: DriveItemFilters | undefined): boolean {
  return !filters?.types?.length && !filters?.tagIds?.length && filters?.favouritesOnly !== true;
}

/** The folders and the files directly in a folder of a workspace (null: its root), by value or placeholder. */
export function listScope(workspace: string | Placeholder, folder: string | Placeholder | null) {
  return {
    folders: and(
      eq(driveFolders.workspaceId, workspace),
      folder === null ? isNull(driveFolders.parentId) : eq(driveFolders.parentId, folder),
    ),
    files: and(
      eq(driveFiles.workspaceId, workspace),
      folder === null ? isNull(driveFiles.folderId) : eq(driveFiles.folderId, folder),
    ),
  };
}

const workspaceId = sql.placeholder('workspaceId');
const folderId = sql.placeholder('folderId');
const limit = sql.placeholder('limit');
const offset = sql.placeholder('offset');

/**
 * The three statements of an unfiltered list (the counts, a page of folders, a page of files) for one shape,
 * sent as named prepared statements: building the two selects and the counts with Drizzle on each call cost
 * more of a page's time than any other step of the app, on PGlite about 0.4 ms of every list.
 */
function prepareList(db: Executor, shape: ListShape) {
  const name = `${shape.sort}_${shape.order}_${shape.atRoot ? 'root' : 'folder'}`;
  const { folders, files } = listScope(workspaceId, shape.atRoot ? null : folderId);
  return {
    counts: db
      .select({
        folders: sql<number>`(select count(*) from ${driveFolders} where ${folders})::int`,
        files: sql<number>`(select count(*) from ${driveFiles} where ${files})::int`,
      })
      .from(sql`(select 1) as list`)
      .prepare(`drive_list_counts_${shape.atRoot ? 'root' : 'folder'}`),
    folders: db
      .select()
      .from(driveFolders)
      .where(folders)
      .orderBy(...folderOrder(shape.sort, shape.order))
      .limit(limit)
      .offset(offset)
      .prepare(`drive_list_folders_${name}`),
    files: db
      .select()
      .from(driveFiles)
      .where(files)
      .orderBy(...fileOrder(shape.sort, shape.order))
      .limit(limit)
      .offset(offset)
      .prepare(`drive_list_files_${name}`),
  };
}

export type UnfilteredListQueries = ReturnType<typeof prepareList>;

/** An unfiltered list's statements for `shape`, prepared on the first list of that shape on `db`. */
export const unfilteredListQueries = preparedPerExecutor((db) => {
  const byShape = new Map<string, UnfilteredListQueries>();
  return (shape: ListShape): UnfilteredListQueries => {
    const key = `${shape.sort}:${shape.order}:${shape.atRoot}`;
    let queries = byShape.get(key);
    if (!queries) {
      queries = prepareList(db, shape);
      byShape.set(key, queries);
    }
    return queries;
  };
});
