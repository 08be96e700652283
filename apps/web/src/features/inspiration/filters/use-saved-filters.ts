import { SAVED_FILTER_MESSAGES } from '@hookline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import { SETTINGS_KEYS, settingsApi } from '../../../api/settings-api.ts';
import { toast } from '../../../ui/toasts.ts';
import { savedFilterBody, type InspirationListState } from './inspiration-filters.ts';

/** The workspace's saved Inspiration filters (search contexts, product `inspiration`). */
export function useSavedFilters(workspaceId: string) {
  return useQuery({
    queryKey: SETTINGS_KEYS.savedFilters(workspaceId, 'inspiration'),
    queryFn: ({ signal }) => settingsApi.savedFilters(workspaceId, 'inspiration', signal),
    enabled: workspaceId !== '',
  });
}

export function useSaveFilter(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; state: InspirationListState; boardId: string | null }) =>
      settingsApi.createSavedFilter({
        workspaceId,
        product: 'inspiration',
        name: input.name,
        filters: savedFilterBody(input.state, input.boardId),
      }),
    onSuccess: async () => {
      toast.success(SAVED_FILTER_MESSAGES.saved, { carryOver: true });
      await queryClient.invalidateQueries({
        queryKey: SETTINGS_KEYS.savedFilters(workspaceId, 'inspiration'),
      });
    },
  });
}

export function useDeleteSavedFilter(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; leaving: boolean }) => settingsApi.deleteSavedFilter(input.id),
    onSuccess: async (_result, { leaving }) => {
      toast.success(SAVED_FILTER_MESSAGES.deleted, { carryOver: leaving });
      await queryClient.invalidateQueries({
        queryKey: SETTINGS_KEYS.savedFilters(workspaceId, 'inspiration'),
      });
    },
  });
}
