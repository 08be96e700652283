import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import { workspacesApi } from '../../../api/workspaces-api.ts';

/** PUT workspace/{id}/pin: pins are the caller's own; the list comes back pinned first. */
export function usePinWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workspaceId, pinned }: { workspaceId: string; pinned: boolean }) =>
      workspacesApi.pin(workspaceId, pinned),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['workspaces'] }),
  });
}
