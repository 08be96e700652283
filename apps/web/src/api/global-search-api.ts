import { globalSearchResponse, type GlobalSearchResponse } from '@hookline/domain';
import { http } from './client.ts';

/** The app shell's global search (API.md, "Global search"): boards, ads, brands, files and experts. */
export const globalSearchApi = {
  /**
   * Quietly: the palette shows a failed search in place, with a Retry, rather than as a toast over it.
   * Without a workspace, files are left out.
   */
  search: (
    input: { q: string; workspaceId: string | undefined },
    signal?: AbortSignal,
  ): Promise<GlobalSearchResponse> =>
    http.main.get('search', {
      query: { q: input.q, workspaceId: input.workspaceId },
      schema: globalSearchResponse,
      signal,
      silent: true,
    }),
};

export const GLOBAL_SEARCH_KEYS = {
  search: (q: string, workspaceId: string | undefined) => ['global-search', workspaceId ?? null, q] as const,
};
