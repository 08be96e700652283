import { SAVED_FILTER_MESSAGES } from '@hookline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import { SETTINGS_KEYS, settingsApi } from '../../../api/settings-api.ts';
import { toast } from '../../../ui/toasts.ts';
import { savedFilterBody, type LibraryState } from './library-state.ts';

/** The workspace's saved Creative Hub filters (search contexts). */
export function useSavedFilters(workspaceId: string) {
  return useQuery({
    queryKey: SETTINGS_KEYS.savedFilters(workspaceId, 'drive'),
    queryFn: ({ signal }) => settingsApi.savedFilters(workspaceId, 'drive', signal),
  });
}

export function useSaveFilter(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; state: LibraryState }) =>
      settingsApi.createSavedFilter({
        workspaceId,
        product: 'drive',
        name: input.name,
        filters: savedFilterBody(input.state),
      }),
    onSuccess: async () => {
      toast.success(SAVED_FILTER_MESSAGES.saved, { carryOver: true });
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEYS.savedFilters(workspaceId, 'drive') });
    },
  });
}

export function useDeleteSavedFilter(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; leaving: boolean }) => settingsApi.deleteSavedFilter(input.id),
    onSuccess: async (_result, { leaving }) => {
      toast.success(SAVED_FILTER_MESSAGES.deleted, { carryOver: leaving });
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEYS.savedFilters(workspaceId, 'drive') });
    },
  });
}
