import type { Plan } from '@hookline/domain';
import { useQuery } from '@tanstack/react-query';
import { ORG_KEYS, orgsApi } from '../../../../api/orgs-api.ts';

/** The organisation's plan, read from its details, which every member may read (unlike its usage). */
export function useOrgPlan(orgId: string | undefined): Plan | undefined {
  const details = useQuery({
    queryKey: ORG_KEYS.details(orgId ?? 'none'),
    queryFn: ({ signal }) => orgsApi.details(orgId ?? '', signal),
    enabled: orgId !== undefined,
  });
  return details.data?.plan;
}
