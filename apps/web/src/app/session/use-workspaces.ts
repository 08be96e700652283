import { useQuery } from '@tanstack/react-query';
import { WORKSPACE_KEYS, workspacesApi } from '../../api/workspaces-api.ts';

/** The workspaces of an organisation the caller can open, pinned first (GET workspace?orgId=). */
export function useWorkspaces(orgId: string | undefined) {
  return useQuery({
    queryKey: WORKSPACE_KEYS.list(orgId ?? 'none'),
    queryFn: ({ signal }) => workspacesApi.list(orgId ?? '', signal),
    enabled: orgId !== undefined,
  });
}
