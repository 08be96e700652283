import { useQuery } from '@tanstack/react-query';
import { ORG_KEYS, orgsApi } from '../../api/orgs-api.ts';
import { useIsAuthenticated } from './use-session.ts';

/** The caller's organisations (GET organisation). */
export function useOrganisations() {
  const authenticated = useIsAuthenticated();
  return useQuery({
    queryKey: ORG_KEYS.mine,
    queryFn: ({ signal }) => orgsApi.mine(signal),
    enabled: authenticated,
    staleTime: 60_000,
  });
}
