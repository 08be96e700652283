import { useQuery } from '@tanstack/react-query';
import { ORG_KEYS, orgsApi } from '../../../api/orgs-api.ts';

/** The organisation's plan usage, for its seats (GET organisation/{orgId}/usage-metrics). */
export function useUsageMetrics(orgId: string | undefined) {
  return useQuery({
    queryKey: ORG_KEYS.usage(orgId ?? 'none'),
    queryFn: ({ signal }) => orgsApi.usage(orgId ?? '', signal),
    enabled: orgId !== undefined,
  });
}
