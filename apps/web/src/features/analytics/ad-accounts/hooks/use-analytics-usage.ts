import { useQuery } from '@tanstack/react-query';
import { AD_ACCOUNT_KEYS, adAccountsApi } from '../../../../api/ad-accounts-api.ts';
import { ORG_KEYS, orgsApi } from '../../../../api/orgs-api.ts';

/**
 * The organisation's analytics usage against its plan: ad accounts onboarded this month and the ad spend
 * of the last full months.
 * Both calls are for those who may see usage (`org.usage.view`): render the reader only for them.
 */
export function useAnalyticsUsage(orgId: string) {
  const usage = useQuery({
    queryKey: ORG_KEYS.usage(orgId),
    queryFn: ({ signal }) => orgsApi.usage(orgId, signal),
  });
  const spendHistory = useQuery({
    queryKey: AD_ACCOUNT_KEYS.spendHistory(orgId),
    queryFn: ({ signal }) => adAccountsApi.monthlySpendHistory(orgId, signal),
  });
  return { usage, spendHistory };
}
