import { TENANCY_MESSAGES, type Product, type Workspace, type WorkspaceRole } from '@hookline/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/toasts.ts';
import { WORKSPACE_KEYS, workspacesApi, type WorkspaceUpdate } from '../../workspaces/workspaces-api.ts';

/** The sidebar, the switcher and the organisation's lists show workspaces too: refresh them all. */
function refreshWorkspace(queryClient: QueryClient, workspace?: Workspace): void {
  if (workspace) queryClient.setQueryData(WORKSPACE_KEYS.details(workspace._id), workspace);
  void queryClient.invalidateQueries({ queryKey: ['workspaces'] });
  void queryClient.invalidateQueries({ queryKey: ['organisations'] });
}

/** PUT workspace/{id}: the name, or the caller's own e-mail notifications; the caller says what changed. */
export function useUpdateWorkspace(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkspaceUpdate) => workspacesApi.update(workspaceId, body),
    onSuccess: (workspace) => refreshWorkspace(queryClient, workspace),
  });
}

export function useUploadWorkspaceAvatar(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => workspacesApi.uploadThumbnail(workspaceId, file),
    onSuccess: (workspace) => {
      refreshWorkspace(queryClient, workspace);
      toast.success(TENANCY_MESSAGES.workspaceAvatarUpdated);
    },
  });
}

export function useRemoveWorkspaceAvatar(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => workspacesApi.removeThumbnail(workspaceId),
    onSuccess: () => {
      refreshWorkspace(queryClient);
      toast.success(TENANCY_MESSAGES.workspaceAvatarRemoved);
    },
  });
}

export interface NewWorkspaceUser {
  userId: string;
  roleName: WorkspaceRole;
  products: Product[];
}

/** POST workspace/{id}/users: organisation members join the workspace. */
export function useAddWorkspaceMembers(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (users: NewWorkspaceUser[]) => workspacesApi.addUsers(workspaceId, users),
    onSuccess: (workspace) => {
      refreshWorkspace(queryClient, workspace);
      toast.success(TENANCY_MESSAGES.membersAdded);
    },
  });
}
