import type { DiscoverWorkspaceSettings, UpdateDiscoverSettingsBody } from '@hookline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import { DISCOVER_SETTINGS_KEYS, discoverSettingsApi } from '../../../api/discover-settings-api.ts';
import { toast } from '../../../ui/toasts.ts';

/** The workspace's followed brands and Discover defaults (the same cache `useDiscoverDefaults` reads). */
export function useDiscoverSettings(workspaceId: string) {
  return useQuery({
    queryKey: DISCOVER_SETTINGS_KEYS.settings(workspaceId),
    queryFn: ({ signal }) => discoverSettingsApi.settings(workspaceId, signal),
  });
}

/**
 * Follows or unfollows a brand, then reads the list again. A success says so; a refusal has already been
 * said by the HTTP client.
 */
export function useFollowBrand(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ brandId, follow }: { brandId: string; follow: boolean }) =>
      follow
        ? discoverSettingsApi.follow(workspaceId, brandId)
        : discoverSettingsApi.unfollow(workspaceId, brandId),
    onSuccess: (result) => toast.success(result.message),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: DISCOVER_SETTINGS_KEYS.settings(workspaceId) }),
  });
}

/** Saves the default filters and sort; the answer is the settings as saved. */
export function useSaveDiscoverDefaults(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDiscoverSettingsBody) => discoverSettingsApi.update(workspaceId, body),
    onSuccess: ({ message, ...settings }) => {
      queryClient.setQueryData<DiscoverWorkspaceSettings>(
        DISCOVER_SETTINGS_KEYS.settings(workspaceId),
        settings,
      );
      toast.success(message);
    },
  });
}
