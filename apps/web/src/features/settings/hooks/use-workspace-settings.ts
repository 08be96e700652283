import { TENANCY_MESSAGES, type Product, type Workspace, type WorkspaceRole } from '@hookline/domain';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import { MEMBER_KEYS, membersApi } from '../../../api/members-api.ts';
import { WORKSPACE_KEYS, workspacesApi, type WorkspaceUpdate } from '../../../api/workspaces-api.ts';
import { toast } from '../../../ui/toasts.ts';

/** One workspace with its members (GET workspace/{id}). */
export function useWorkspace(workspaceId: string | undefined) {
  return useQuery({
    queryKey: WORKSPACE_KEYS.details(workspaceId ?? 'none'),
    queryFn: ({ signal }) => workspacesApi.details(workspaceId ?? '', signal),
    enabled: workspaceId !== undefined,
  });
}

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

/** Everyone in the organisation, whom a workspace's members are chosen from (GET organisation/{orgId}/members). */
export function useOrganisationMembers(orgId: string) {
  return useQuery({
    queryKey: MEMBER_KEYS.list(orgId),
    queryFn: ({ signal }) => membersApi.list(orgId, signal),
  });
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
