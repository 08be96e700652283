import type { DriveFile } from '@hookline/domain';
import { useEffect } from 'react';
import type { DriveListOptions } from '../../../api/drive-api.ts';
import { flattenItems, useFolderItems } from '../shared/drive-queries.ts';

/** The order the studio walks a folder's files in: the folder view's own default, by name. */
export const FOLDER_ORDER: DriveListOptions = { sort: 'name', order: 'asc' };

/**
 * The files before and after `file` in its folder, for the arrow keys and the header's arrows. Pages are
 * read on until the file and the one after it are loaded.
 */
export function useFolderNeighbours(file: DriveFile | undefined) {
  const folderId = file ? (file.folderId ?? file.workspaceId) : '';
  const items = useFolderItems(file?.workspaceId ?? '', folderId, FOLDER_ORDER);
  const files = flattenItems(items.data).files;
  const index = file ? files.findIndex((candidate) => candidate._id === file._id) : -1;
  const needMore =
    items.hasNextPage && !items.isFetchingNextPage && (index < 0 || index === files.length - 1);
  const { fetchNextPage } = items;

  useEffect(() => {
    if (needMore) void fetchNextPage();
  }, [needMore, fetchNextPage]);

  return {
    previous: index > 0 ? files[index - 1] : undefined,
    next: index >= 0 ? files[index + 1] : undefined,
  };
}
