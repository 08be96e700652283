import { TENANCY_MESSAGES, type Workspace } from '@hookline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import { useState } from 'react';
import { isApiError } from '../../../api/index.ts';
import { planLimitMessage } from '../../../api/plan-limit-error.ts';
import { WORKSPACE_KEYS, workspacesApi } from '../../../api/workspaces-api.ts';
import { activeWorkspaceStore } from '../../../app/session/active-workspace-store.ts';
import type { LimitReached } from '../../../ui/LimitReachedDialog.tsx';
import { toast } from '../../../ui/toasts.ts';

/**
 * POST workspace; the new workspace becomes the active one. A refusal for the plan's limits opens the
 * limit dialog (`limitReached`) instead of a toast, so the create call is silent and toasts the rest here.
 */
export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  const [limitReached, setLimitReached] = useState<LimitReached | null>(null);

  const mutation = useMutation({
    mutationFn: (body: { orgId: string; name: string }) => workspacesApi.create(body),
    onSuccess: async (workspace: Workspace) => {
      queryClient.setQueryData<Workspace[]>(WORKSPACE_KEYS.list(workspace.orgId), (current = []) => [
        ...current,
        workspace,
      ]);
      activeWorkspaceStore.set(workspace._id);
      toast.success(TENANCY_MESSAGES.workspaceCreated, { carryOver: true });
      await queryClient.invalidateQueries({ queryKey: ['workspaces'] });
    },
    onError: (error) => {
      const limit = planLimitMessage(error);
      if (limit !== null) setLimitReached({ message: limit, resource: 'workspacesCount' });
      else if (!(isApiError(error) && error.canceled)) toast.error(error.message);
    },
  });

  return { ...mutation, limitReached, closeLimitDialog: () => setLimitReached(null) };
}
