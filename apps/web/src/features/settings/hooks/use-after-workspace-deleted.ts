import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { WORKSPACE_KEYS, workspacesApi } from '../../../api/workspaces-api.ts';
import { activeWorkspaceStore } from '../../../app/session/active-workspace-store.ts';
import { useActiveOrg } from '../../../app/session/use-active-org.ts';
import { APP_PATHS } from '../../../ui/app-paths.ts';

/**
 * What follows a workspace deletion (spec sections 2 and 4): call the returned function with the deleted
 * workspace's id once `workspacesApi.remove` has succeeded. The list is reloaded; the next workspace
 * becomes active (the first of the list) and the user goes to its Inspiration boards or, when none remain,
 * home, which sends them to createWorkspace, or to the no-access screen when they may not create one.
 */
export function useAfterWorkspaceDeleted(): (deletedWorkspaceId: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { activeOrg } = useActiveOrg();
  const orgId = activeOrg?._id;

  return useCallback(
    async (deletedWorkspaceId: string) => {
      if (activeWorkspaceStore.get() === deletedWorkspaceId) activeWorkspaceStore.set(null);
      queryClient.removeQueries({ queryKey: WORKSPACE_KEYS.details(deletedWorkspaceId) });
      if (orgId === undefined) return;
      const remaining = await queryClient.fetchQuery({
        queryKey: WORKSPACE_KEYS.list(orgId),
        queryFn: ({ signal }) => workspacesApi.list(orgId, signal),
        staleTime: 0,
      });
      if (remaining.length === 0) {
        await navigate(APP_PATHS.home, { replace: true });
        return;
      }
      const next =
        remaining.find((workspace) => workspace._id === activeWorkspaceStore.get()) ?? remaining[0];
      if (next) await navigate(APP_PATHS.inspirations(next._id));
    },
    [queryClient, navigate, orgId],
  );
}
