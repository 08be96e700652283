import type { InspirationBoard, InspirationFile } from '@hookline/domain';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { INSPIRATION_KEYS } from './inspiration-keys.ts';

/** A page of a board's list or of the team's: its saved ads, and a board's sub-boards. */
interface ListPage {
  files: InspirationFile[];
  folders?: InspirationBoard[];
  total: number;
}

/** Other reads share the lists' key prefix (a tree row's board, the saved-ad view's file): only pages change. */
function isPagedList(data: unknown): data is InfiniteData<ListPage> {
  if (typeof data !== 'object' || data === null) return false;
  const pages = (data as { pages?: unknown }).pages;
  return Array.isArray(pages) && pages.every((page) => Array.isArray((page as { files?: unknown }).files));
}

const LIST_PREFIXES = [
  ['inspiration', 'workspace'],
  ['inspiration', 'team'],
] as const;

/**
 * Changes to every cached list of saved ads and boards (each board's pages, the team's, the filters'), so
 * that a favourite, a rename or a removal shows at once wherever it is listed; then `refresh` reads again.
 */
export function inspirationCache(queryClient: QueryClient) {
  const updateLists = (
    change: (page: ListPage) => ListPage,
    filter?: (key: readonly unknown[]) => boolean,
  ) => {
    for (const prefix of LIST_PREFIXES) {
      for (const [key, data] of queryClient.getQueriesData({ queryKey: prefix })) {
        if (!isPagedList(data) || (filter && !filter(key))) continue;
        queryClient.setQueryData(key, { ...data, pages: data.pages.map(change) });
      }
    }
  };
  const patchFiles = (fileId: string, patch: Partial<InspirationFile>) => (page: ListPage) => ({
    ...page,
    files: page.files.map((file) => (file._id === fileId ? { ...file, ...patch } : file)),
  });
  return {
    patchFile(fileId: string, patch: Partial<InspirationFile>) {
      updateLists(patchFiles(fileId, patch));
      queryClient.setQueryData<InspirationFile>(['inspiration', 'file', fileId], (file) =>
        file ? { ...file, ...patch } : file,
      );
    },
    patchBoard(boardId: string, patch: Partial<InspirationBoard>) {
      updateLists((page) =>
        page.folders
          ? {
              ...page,
              folders: page.folders.map((board) => (board._id === boardId ? { ...board, ...patch } : board)),
            }
          : page,
      );
      queryClient.setQueryData<InspirationBoard | null>(['inspiration', 'tree-board', boardId], (board) =>
        board ? { ...board, ...patch } : board,
      );
    },
    /** Takes a saved ad off one board's lists (it was removed from that board). */
    removeFileFromBoard(fileId: string, folderId: string) {
      updateLists(
        (page) => {
          const files = page.files.filter((file) => file._id !== fileId);
          return { ...page, files, total: Math.max(0, page.total - (page.files.length - files.length)) };
        },
        (key) => key[4] === folderId,
      );
    },
    /** Takes a board off every list of boards (deleted, or moved elsewhere). */
    removeBoard(boardId: string) {
      updateLists((page) =>
        page.folders ? { ...page, folders: page.folders.filter((board) => board._id !== boardId) } : page,
      );
    },
    /** Stops reads in flight from overwriting a change shown ahead of the server. */
    settle: () => Promise.all(LIST_PREFIXES.map((prefix) => queryClient.cancelQueries({ queryKey: prefix }))),
    /** Reads everything Inspiration shows again: trees, lists, the pickers and the saved-ad view. */
    refresh: () => queryClient.invalidateQueries({ queryKey: INSPIRATION_KEYS.all }),
  };
}

export type InspirationCache = ReturnType<typeof inspirationCache>;

export function useInspirationCache(): InspirationCache {
  const queryClient = useQueryClient();
  return useMemo(() => inspirationCache(queryClient), [queryClient]);
}
