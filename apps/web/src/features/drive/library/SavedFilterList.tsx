import type { Workspace } from '@hookline/domain';
import { FilterNavList } from '../../../ui/FilterNavList.tsx';
import { drivePaths } from '../shared/drive-paths.ts';
import { FILTER_PRESETS } from './library-state.ts';
import { useSavedFilters } from './use-saved-filters.ts';

/** The panel's filters: the built-in ones, then the workspace's saved ones. */
export function SavedFilterList({ workspace, canManage }: { workspace: Workspace; canManage: boolean }) {
  const saved = useSavedFilters(workspace._id);
  return (
    <FilterNavList
      presets={FILTER_PRESETS}
      saved={saved}
      paths={drivePaths}
      canManage={canManage}
      saveHint="None yet. In the Library, choose filters, then Save filter."
    />
  );
}
