import type { Workspace } from '@hookline/domain';
import { FilterNavList } from '../../../ui/FilterNavList.tsx';
import { inspirationPaths } from '../shared/inspiration-paths.ts';
import { FILTER_PRESETS } from './inspiration-filters.ts';
import { useSavedFilters } from './use-saved-filters.ts';

/** The panel's filters: the built-in ones, then the workspace's saved ones. */
export function SavedFilterList({ workspace, canManage }: { workspace: Workspace; canManage: boolean }) {
  const saved = useSavedFilters(workspace._id);
  return (
    <FilterNavList
      presets={FILTER_PRESETS}
      saved={saved}
      paths={inspirationPaths}
      canManage={canManage}
      saveHint="None yet. On a board or Team inspiration, choose filters, then Save filter."
    />
  );
}
