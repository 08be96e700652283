import {
  INSPIRATION_PAGE_DEFAULT,
  type BoardListItems,
  type InspirationBoard,
  type InspirationFile,
  type InspirationFilters,
  type InspirationSort,
  type TeamInspirationFile,
  type TeamListItems,
} from '@hookline/domain';
import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { inspirationApi, type BoardTreeFor } from '../../../api/inspiration-api.ts';
import { INSPIRATION_KEYS } from './inspiration-keys.ts';

/** Saved ads per page of a board's list and of the team's. */
export const INSPIRATION_PAGE_SIZE = INSPIRATION_PAGE_DEFAULT;

/** What a list of saved ads is read with. */
export interface ListOptions {
  sort: InspirationSort;
  filters: InspirationFilters;
}

/** The workspace's board tree, its root first. */
export function useBoardTree(workspaceId: string) {
  return useQuery({
    queryKey: INSPIRATION_KEYS.tree(workspaceId),
    queryFn: ({ signal }) => inspirationApi.tree(workspaceId, {}, signal),
    enabled: workspaceId !== '',
  });
}

/** The tree a move or copy dialog shows: where the board can't go is disabled, with the spec's reason. */
export function useDialogTree(workspaceId: string, forDialog: BoardTreeFor, enabled: boolean) {
  return useQuery({
    queryKey: INSPIRATION_KEYS.dialogTree(workspaceId, forDialog),
    queryFn: ({ signal }) => inspirationApi.tree(workspaceId, forDialog, signal),
    enabled,
    staleTime: 0,
  });
}

/** How many saved ads the pages hold. */
const loadedFiles = (pages: readonly { files: readonly unknown[] }[]) =>
  pages.reduce((sum, page) => sum + page.files.length, 0);

const nextPageOf = (
  last: { files: readonly unknown[]; total: number },
  pages: { files: readonly unknown[] }[],
) => (last.files.length > 0 && loadedFiles(pages) < last.total ? pages.length + 1 : undefined);

/** A board's sub-boards and its saved ads, a page at a time (the root: its boards only). */
export function useBoardItems(workspaceId: string, folderId: string, options: ListOptions) {
  return useInfiniteQuery({
    queryKey: INSPIRATION_KEYS.items(workspaceId, folderId, options),
    queryFn: ({ pageParam, signal }) =>
      inspirationApi.listItems(
        folderId,
        { page: pageParam, limit: INSPIRATION_PAGE_SIZE, sort: options.sort, filters: options.filters },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: workspaceId !== '' && folderId !== '',
  });
}

/** What everyone in the organisation saved, a page at a time. */
export function useTeamItems(orgId: string | undefined, options: ListOptions) {
  return useInfiniteQuery({
    queryKey: INSPIRATION_KEYS.team(orgId ?? '', options),
    queryFn: ({ pageParam, signal }) =>
      inspirationApi.teamItems(
        {
          orgId: orgId ?? '',
          page: pageParam,
          limit: INSPIRATION_PAGE_SIZE,
          sort: options.sort,
          filters: options.filters,
        },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: orgId !== undefined,
  });
}

/** The boards (the first page's) and saved ads of every page loaded, and how many ads match in all. */
export function flattenBoardItems(data: InfiniteData<BoardListItems> | undefined): {
  boards: InspirationBoard[];
  files: InspirationFile[];
  total: number;
} {
  const pages = data?.pages ?? [];
  return {
    boards: pages.flatMap((page) => page.folders),
    files: pages.flatMap((page) => page.files),
    total: pages[pages.length - 1]?.total ?? 0,
  };
}

export function flattenTeamItems(data: InfiniteData<TeamListItems> | undefined): {
  files: TeamInspirationFile[];
  total: number;
} {
  const pages = data?.pages ?? [];
  return { files: pages.flatMap((page) => page.files), total: pages[pages.length - 1]?.total ?? 0 };
}
