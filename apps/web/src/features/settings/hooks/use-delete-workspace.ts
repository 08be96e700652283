import { TENANCY_MESSAGES } from '@hookline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import { workspacesApi } from '../../../api/workspaces-api.ts';
import { toast } from '../../../ui/toasts.ts';
import { useAfterWorkspaceDeleted } from './use-after-workspace-deleted.ts';

/**
 * DELETE workspace/{id}, then what follows every deletion: the next workspace becomes active, or the
 * user is sent on when none remain. The organisation's workspace list and counts are reloaded too.
 */
export function useDeleteWorkspace() {
  const queryClient = useQueryClient();
  const afterDeleted = useAfterWorkspaceDeleted();
  return useMutation({
    mutationFn: (workspaceId: string) => workspacesApi.remove(workspaceId),
    onSuccess: async ({ workspaceId }) => {
      toast.success(TENANCY_MESSAGES.workspaceDeleted, { carryOver: true });
      void queryClient.invalidateQueries({ queryKey: ['organisations'] });
      await afterDeleted(workspaceId);
    },
  });
}
