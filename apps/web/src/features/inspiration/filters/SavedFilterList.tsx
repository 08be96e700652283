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
      presets={FILTER_PRESETS.map((preset) => ({ ...preset, to: inspirationPaths.presetFilter(preset.id) }))}
      saved={{
        ...saved,
        data: saved.data?.map((filter) => ({
          id: filter._id,
          name: filter.name,
          to: inspirationPaths.savedFilter(filter._id),
        })),
      }}
      emptyText={
        canManage
          ? 'None yet. On a board or Team inspiration, choose filters, then Save filter.'
          : 'No saved filters in this workspace yet.'
      }
    />
  );
}
