import type { DriveFile, DriveFolder, DriveLibrary, DriveListItems } from '@hookline/domain';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DRIVE_KEYS } from '../../../api/drive-api.ts';

type ListPage = DriveListItems | DriveLibrary;
type Lists = InfiniteData<ListPage> | undefined;

const isFolderPage = (page: ListPage): page is DriveListItems => 'folders' in page;

const itemsOn = (page: ListPage) =>
  isFolderPage(page) ? page.folders.length + page.files.length : page.data.length;

/** Other reads share the lists' key prefix (a tree row's folder): only paged lists are changed. */
const isPaged = (data: unknown): data is InfiniteData<ListPage> =>
  typeof data === 'object' && data !== null && Array.isArray((data as { pages?: unknown }).pages);

function mapPages(lists: Lists, change: (page: ListPage) => ListPage): Lists {
  return isPaged(lists) ? { ...lists, pages: lists.pages.map(change) } : lists;
}

function mapFiles(page: ListPage, change: (file: DriveFile) => DriveFile | null): ListPage {
  const apply = (files: DriveFile[]) =>
    files.flatMap((file) => {
      const next = change(file);
      return next ? [next] : [];
    });
  return isFolderPage(page) ? { ...page, files: apply(page.files) } : { ...page, data: apply(page.data) };
}

function mapFolders(page: ListPage, change: (folder: DriveFolder) => DriveFolder | null): ListPage {
  if (!isFolderPage(page)) return page;
  return {
    ...page,
    folders: page.folders.flatMap((folder) => {
      const next = change(folder);
      return next ? [next] : [];
    }),
  };
}

/**
 * Changes to the cached lists of a workspace (its folders' pages and the library), so that a favourite, a
 * rename or a deletion shows at once everywhere it is listed; then `refresh` reads the server again.
 */
export function driveCache(queryClient: QueryClient, workspaceId: string) {
  const lists = DRIVE_KEYS.lists(workspaceId);
  const updateLists = (change: (page: ListPage) => ListPage) =>
    queryClient.setQueriesData<InfiniteData<ListPage>>({ queryKey: lists }, (data) => mapPages(data, change));
  return {
    patchFile(fileId: string, patch: Partial<DriveFile>) {
      updateLists((page) => mapFiles(page, (file) => (file._id === fileId ? { ...file, ...patch } : file)));
      queryClient.setQueryData<DriveFile>(DRIVE_KEYS.file(fileId), (file) => file && { ...file, ...patch });
    },
    putFile(file: DriveFile) {
      updateLists((page) => mapFiles(page, (cached) => (cached._id === file._id ? file : cached)));
      queryClient.setQueryData(DRIVE_KEYS.file(file._id), file);
    },
    patchFolder(folderId: string, patch: Partial<DriveFolder>) {
      updateLists((page) =>
        mapFolders(page, (folder) => (folder._id === folderId ? { ...folder, ...patch } : folder)),
      );
      // The folder as a row of the tree read it for its menu.
      queryClient.setQueryData<DriveFolder | null>(
        [...lists, 'tree-folder', folderId],
        (folder) => folder && { ...folder, ...patch },
      );
    },
    /** Takes files and folders off every list (deleted, or moved elsewhere). */
    remove(ids: { fileIds?: readonly string[]; folderIds?: readonly string[] }) {
      const files = new Set(ids.fileIds ?? []);
      const folders = new Set(ids.folderIds ?? []);
      queryClient.setQueriesData<InfiniteData<ListPage>>({ queryKey: lists }, (data) => {
        if (!isPaged(data)) return data;
        let removed = 0;
        const pages = data.pages.map((page) => {
          const withoutFiles = mapFiles(page, (file) => (files.has(file._id) ? null : file));
          const trimmed = mapFolders(withoutFiles, (folder) => (folders.has(folder._id) ? null : folder));
          removed += itemsOn(page) - itemsOn(trimmed);
          return trimmed;
        });
        return {
          ...data,
          pages: pages.map((page) => ({ ...page, total: Math.max(0, page.total - removed) })),
        };
      });
      for (const fileId of files) queryClient.removeQueries({ queryKey: DRIVE_KEYS.file(fileId) });
    },
    /** Stops reads in flight from overwriting a change shown ahead of the server. */
    settle: () => queryClient.cancelQueries({ queryKey: lists }),
    /** Reads the workspace's lists, tree and breadcrumbs again. */
    refresh: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: lists }),
        queryClient.invalidateQueries({ queryKey: DRIVE_KEYS.tree(workspaceId) }),
        queryClient.invalidateQueries({ queryKey: ['drive', 'workspace', workspaceId, 'path'] }),
      ]),
    refreshUsage: () => queryClient.invalidateQueries({ queryKey: ['drive', 'usage'] }),
  };
}

export type DriveCache = ReturnType<typeof driveCache>;

export function useDriveCache(workspaceId: string): DriveCache {
  const queryClient = useQueryClient();
  return useMemo(() => driveCache(queryClient, workspaceId), [queryClient, workspaceId]);
}
