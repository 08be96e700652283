import { GLOBAL_SEARCH_QUERY_MAX } from '@hookline/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { GLOBAL_SEARCH_KEYS, globalSearchApi } from '../../api/global-search-api.ts';

/** How long typing pauses before the search goes out. */
export const SEARCH_DEBOUNCE_MS = 200;

/**
 * The search of what is typed, once typing pauses: the previous answer stays on screen while the next one
 * loads, so the list doesn't flicker between keystrokes. Nothing is asked for an empty text.
 */
export function useGlobalSearch(text: string, workspaceId: string | undefined) {
  const [debounced] = useDebouncedValue(text.trim().slice(0, GLOBAL_SEARCH_QUERY_MAX), SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: GLOBAL_SEARCH_KEYS.search(debounced, workspaceId),
    queryFn: ({ signal }) => globalSearchApi.search({ q: debounced, workspaceId }, signal),
    enabled: debounced !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return { searched: debounced, query };
}
