import { useQuery } from '@tanstack/react-query';
import { useIsAuthenticated } from '../../auth/session/use-session.ts';
import { ORG_KEYS, orgsApi } from '../orgs-api.ts';

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

/** One organisation with its workspaces and members map (GET organisation/{orgId}). */
export function useOrganisation(orgId: string | undefined) {
  return useQuery({
    queryKey: ORG_KEYS.details(orgId ?? 'none'),
    queryFn: ({ signal }) => orgsApi.details(orgId ?? '', signal),
    enabled: orgId !== undefined,
  });
}

export function useUsageMetrics(orgId: string | undefined) {
  return useQuery({
    queryKey: ORG_KEYS.usage(orgId ?? 'none'),
    queryFn: ({ signal }) => orgsApi.usage(orgId ?? '', signal),
    enabled: orgId !== undefined,
  });
}

/** Organisations of the caller's e-mail domain that let people join (GET organisation/by-domain). */
export function useJoinableOrganisations() {
  return useQuery({
    queryKey: ORG_KEYS.joinable,
    queryFn: ({ signal }) => orgsApi.joinable(signal),
  });
}
