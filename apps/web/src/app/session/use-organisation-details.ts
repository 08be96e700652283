import { useQuery } from '@tanstack/react-query';
import { ORG_KEYS, orgsApi } from '../../api/orgs-api.ts';

/** One organisation in full (GET organisation/{orgId}): its plan, feature flags, workspaces and members map. */
export function useOrganisationDetails(orgId: string | undefined) {
  return useQuery({
    queryKey: ORG_KEYS.details(orgId ?? 'none'),
    queryFn: ({ signal }) => orgsApi.details(orgId ?? '', signal),
    enabled: orgId !== undefined,
  });
}
