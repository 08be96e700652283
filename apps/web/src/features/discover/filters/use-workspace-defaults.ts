import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useActiveWorkspace } from '../../../app/session/use-active-workspace.ts';
import { useDiscoverDefaults } from '../../../app/session/use-discover-defaults.ts';
import { EMPTY_FILTERS, FILTER_PARAMS, writeFilterParams } from './discover-filters.ts';

/**
 * Discover opens with the workspace's default filters and sort (`library/ads-setting`) when its address
 * names none: once, on arrival, so that clearing the filters afterwards shows every ad. An address with
 * filters of its own (a shared link, Back) is left as it is.
 */
export function useWorkspaceDefaults(): void {
  const { activeWorkspace, isLoading: workspaceLoading } = useActiveWorkspace();
  const { defaults, isSettled } = useDiscoverDefaults(activeWorkspace?._id);
  const [search, setSearch] = useSearchParams();
  const applied = useRef(false);
  const namesFilters = Object.values(FILTER_PARAMS).some((name) => search.has(name));

  useEffect(() => {
    // Until the active workspace is known, there is no telling whether it has defaults.
    if (applied.current || workspaceLoading || !isSettled) return;
    applied.current = true;
    if (!defaults || namesFilters) return;
    const { filters, sort } = defaults;
    setSearch(
      (current) =>
        writeFilterParams(current, {
          ...EMPTY_FILTERS,
          platforms: filters.platforms ?? [],
          formats: filters.formats ?? [],
          languages: filters.languages ?? [],
          activeOnly: filters.activeOnly ?? false,
          sort,
        }),
      { replace: true },
    );
  }, [defaults, isSettled, namesFilters, setSearch, workspaceLoading]);
}
