import type { UsageMetricsResponse } from '@hookline/domain';
import { useQuery } from '@tanstack/react-query';
import { AD_ACCOUNT_KEYS, adAccountsApi } from '../../../../api/ad-accounts-api.ts';
import { ORG_KEYS, orgsApi } from '../../../../api/orgs-api.ts';

const orgUsageQuery = (orgId: string) => ({
  queryKey: ORG_KEYS.usage(orgId),
  queryFn: ({ signal }: { signal: AbortSignal }) => orgsApi.usage(orgId, signal),
});

/**
 * The organisation's analytics usage against its plan: ad accounts onboarded this month and the ad spend
 * of the last full months.
 * Both calls are for those who may see usage (`org.usage.view`): render the reader only for them.
 */
export function useAnalyticsUsage(orgId: string) {
  const usage = useQuery(orgUsageQuery(orgId));
  const spendHistory = useQuery({
    queryKey: AD_ACCOUNT_KEYS.spendHistory(orgId),
    queryFn: ({ signal }) => adAccountsApi.monthlySpendHistory(orgId, signal),
  });
  return { usage, spendHistory };
}

/**
 * The Analytics product's own plan and limits, read from the same usage call as the Ad accounts page, not
 * the highest plan across products. Undefined until known, and for those who may not see usage
 * (`org.usage.view`): the call is not made for them.
 */
export function useAnalyticsPlan(
  org: { _id: string; allowedActions: readonly string[] } | undefined,
): UsageMetricsResponse['analytics'] | undefined {
  const usage = useQuery({
    ...orgUsageQuery(org?._id ?? 'none'),
    enabled: org?.allowedActions.includes('org.usage.view') ?? false,
  });
  return usage.data?.analytics;
}
