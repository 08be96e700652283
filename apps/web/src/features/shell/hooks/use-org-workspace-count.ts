import { useQuery } from '@tanstack/react-query';
import { ORG_KEYS, orgsApi } from '../../../api/orgs-api.ts';

/**
 * How many workspaces the organisation has, whether or not the caller was given any (GET
 * organisation/{orgId}/workspace-count); read only when `enabled`.
 */
export function useOrgWorkspaceCount(orgId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ORG_KEYS.workspaceCount(orgId ?? 'none'),
    queryFn: ({ signal }) => orgsApi.workspaceCount(orgId ?? '', signal),
    enabled: enabled && orgId !== undefined,
  });
}
