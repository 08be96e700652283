import type { DriveItemFilters, DriveListSort, SortOrder } from '@hookline/domain';
import { asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '../../../platform/uuid.ts';
import { driveFiles, driveFileTags, driveFileVersions, driveFolders } from '../tables.ts';
import { favouriteOf } from './drive-marks.service.ts';

/*
 * The conditions and orders shared by a folder's list and the library. Each condition is a correlated
 * subquery on the row of `drive_files` (or `drive_folders`) being read, answered by a primary key or an
 * index, so a page costs the same whatever else the workspace holds.
 */

const nothing = sql`false`;

/** Rows (files or folders) the user has among their favourites; nobody's for a share-link viewer. */
export { favouriteOf };

/** Files whose active version is of one of `types`. */
export function fileOfTypes(types: readonly string[]): SQL {
  if (types.length === 0) return nothing;
  return sql`exists (select 1 from ${driveFileVersions} kind_of
    where kind_of.id = ${driveFiles.activeVersionId} and ${inArray(sql`kind_of.kind`, [...types])})`;
}

/** Files with any of the tags; ids that are not ids match nothing. */
export function fileWithAnyTag(tagIds: readonly string[]): SQL {
  const ids = tagIds.filter(isUuid);
  if (ids.length === 0) return nothing;
  return sql`exists (select 1 from ${driveFileTags} tagged
    where tagged.file_id = ${driveFiles.id} and ${inArray(sql`tagged.tag_id`, ids)})`;
}

/** The conditions a folder's list filters its files with. */
export function fileItemFilters(filters: DriveItemFilters | undefined, userId: string | null): SQL[] {
  const conditions: SQL[] = [];
  if (filters?.types !== undefined && filters.types.length > 0) conditions.push(fileOfTypes(filters.types));
  if (filters?.tagIds !== undefined && filters.tagIds.length > 0) {
    conditions.push(fileWithAnyTag(filters.tagIds));
  }
  if (filters?.favouritesOnly === true) conditions.push(favouriteOf(userId, driveFiles.id));
  return conditions;
}

/**
 * Whether a filtered list still shows folders: kinds and tags belong to files, so filtering by them shows
 * files alone; favourites can be folders too.
 */
export function foldersPassFilters(filters: DriveItemFilters | undefined): boolean {
  return !((filters?.types?.length ?? 0) > 0 || (filters?.tagIds?.length ?? 0) > 0);
}

/** A file list's order; the id breaks ties, so pages never overlap. Names compare without case. */
export function fileOrder(sort: DriveListSort, order: SortOrder): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  switch (sort) {
    case 'name':
      return [direction(sql`lower(${driveFiles.name})`), direction(driveFiles.id)];
    case 'size':
      return [direction(driveFiles.size), direction(driveFiles.id)];
    case 'createdAt':
      return [direction(driveFiles.createdAt), direction(driveFiles.id)];
    case 'modifiedAt':
      return [direction(driveFiles.modifiedAt), direction(driveFiles.id)];
  }
}

/** A folder list's order: folders have no size, so a size sort lists them by name, A to Z. */
export function folderOrder(sort: DriveListSort, order: SortOrder): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  switch (sort) {
    case 'name':
      return [direction(sql`lower(${driveFolders.name})`), direction(driveFolders.id)];
    case 'size':
      return [asc(sql`lower(${driveFolders.name})`), asc(driveFolders.id)];
    case 'createdAt':
      return [direction(driveFolders.createdAt), direction(driveFolders.id)];
    case 'modifiedAt':
      return [direction(driveFolders.modifiedAt), direction(driveFolders.id)];
  }
}
