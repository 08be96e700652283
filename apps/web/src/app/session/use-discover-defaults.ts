import type { DiscoverDefaultFilters, DiscoverSort, DiscoverWorkspaceSettings } from '@hookline/domain';
import { useQuery } from '@tanstack/react-query';
import { DISCOVER_SETTINGS_KEYS, discoverSettingsApi } from '../../api/discover-settings-api.ts';

/** What Discover opens with in a workspace that saved its own (`library/ads-setting`). */
export interface DiscoverDefaults {
  filters: DiscoverDefaultFilters;
  sort: DiscoverSort;
}

/** The saved defaults, or null when they change nothing (no filter, the newest first). */
export function discoverDefaultsOf(settings: DiscoverWorkspaceSettings): DiscoverDefaults | null {
  const filters = settings.defaultFilters;
  const narrows =
    (filters.platforms?.length ?? 0) > 0 ||
    (filters.formats?.length ?? 0) > 0 ||
    (filters.languages?.length ?? 0) > 0 ||
    filters.activeOnly === true;
  if (!narrows && settings.defaultSort === 'newest') return null;
  return { filters, sort: settings.defaultSort };
}

/**
 * The filters and sort the workspace's Discover opens with, for the Discover page to apply when its address
 * names none. `defaults` is null without a workspace, when the workspace saved none, or when they can't be
 * read (Discover then opens with its own); `isSettled` says whether it is worth waiting for them.
 */
export function useDiscoverDefaults(workspaceId: string | undefined): {
  defaults: DiscoverDefaults | null;
  isSettled: boolean;
} {
  const settings = useQuery({
    queryKey: DISCOVER_SETTINGS_KEYS.settings(workspaceId ?? 'none'),
    queryFn: ({ signal }) => discoverSettingsApi.settings(workspaceId ?? '', signal),
    enabled: workspaceId !== undefined,
  });
  return {
    defaults: settings.data ? discoverDefaultsOf(settings.data) : null,
    isSettled: workspaceId === undefined || !settings.isPending,
  };
}
