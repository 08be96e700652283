import {
  DRIVE_LIST_DEFAULT_LIMIT,
  type DriveFile,
  type DriveFolder,
  type DriveListItems,
} from '@hookline/domain';
import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import {
  DRIVE_KEYS,
  driveApi,
  type DriveLibraryOptions,
  type DriveListOptions,
} from '../../../api/drive-api.ts';

/** Items per page of a folder's list and of the library (the spec's unexplained 50). */
export const DRIVE_PAGE_SIZE = DRIVE_LIST_DEFAULT_LIMIT;

/** A file as `GET assets/file/{fileId}` answers it: versions, tags, custom fields, allowed actions. */
export function useDriveFile(fileId: string | undefined) {
  return useQuery({
    queryKey: DRIVE_KEYS.file(fileId ?? ''),
    queryFn: ({ signal }) => driveApi.file(fileId ?? '', signal),
    enabled: fileId !== undefined && fileId !== '',
  });
}

/** The workspace's folder tree, its root first. */
export function useFolderTree(workspaceId: string | undefined) {
  return useQuery({
    queryKey: DRIVE_KEYS.tree(workspaceId ?? ''),
    queryFn: ({ signal }) => driveApi.folderTree(workspaceId ?? '', {}, signal),
    enabled: workspaceId !== undefined && workspaceId !== '',
  });
}

/** The tree a move dialog shows: where `movingId` (a folder) can't go is disabled, with the reason. */
export function useMoveTree(workspaceId: string, movingId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: DRIVE_KEYS.moveTree(workspaceId, movingId),
    queryFn: ({ signal }) => driveApi.folderTree(workspaceId, { movingId: movingId ?? undefined }, signal),
    enabled,
    staleTime: 0,
  });
}

/** The breadcrumbs from the workspace's root down to a folder. */
export function useFolderPath(workspaceId: string, folderId: string) {
  return useQuery({
    queryKey: DRIVE_KEYS.path(workspaceId, folderId),
    queryFn: ({ signal }) => driveApi.folderPath(folderId, signal),
    enabled: folderId !== '',
  });
}

/** How many items the pages hold. */
export const loadedCount = (pages: readonly DriveListItems[]) =>
  pages.reduce((sum, page) => sum + page.folders.length + page.files.length, 0);

/** A folder's folders then files, a page of 50 at a time, for the grid and the list to scroll through. */
export function useFolderItems(workspaceId: string, folderId: string, options: DriveListOptions) {
  return useInfiniteQuery({
    queryKey: DRIVE_KEYS.items(workspaceId, folderId, options),
    queryFn: ({ pageParam, signal }) =>
      driveApi.listItems(folderId, { ...options, page: pageParam, limit: DRIVE_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      last.folders.length + last.files.length > 0 && loadedCount(pages) < last.total
        ? pages.length + 1
        : undefined,
    enabled: workspaceId !== '' && folderId !== '',
  });
}

/** The folders and files of every page loaded, each list in order. */
export function flattenItems(data: InfiniteData<DriveListItems> | undefined): {
  folders: DriveFolder[];
  files: DriveFile[];
  total: number;
} {
  const pages = data?.pages ?? [];
  return {
    folders: pages.flatMap((page) => page.folders),
    files: pages.flatMap((page) => page.files),
    total: pages[pages.length - 1]?.total ?? 0,
  };
}

/** Every file of the workspace, searched and filtered, a page at a time. */
export function useLibrary(workspaceId: string, options: DriveLibraryOptions) {
  return useInfiniteQuery({
    queryKey: DRIVE_KEYS.library(workspaceId, options),
    queryFn: ({ pageParam, signal }) =>
      driveApi.library(workspaceId, { ...options, page: pageParam, limit: DRIVE_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return last.data.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
    },
    enabled: workspaceId !== '',
  });
}

/** The organisation's Creative Hub storage: used and the plan's limit. */
export function useDriveUsage(orgId: string | undefined) {
  return useQuery({
    queryKey: DRIVE_KEYS.usage(orgId ?? ''),
    queryFn: ({ signal }) => driveApi.usage(orgId ?? '', signal),
    enabled: orgId !== undefined,
  });
}
