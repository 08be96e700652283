import { useQuery } from '@tanstack/react-query';
import { SUBSCRIPTION_KEYS, subscriptionsApi } from '../../api/subscriptions-api.ts';
import { billingAccessQuery } from './session-queries.ts';

/**
 * What the organisation is on (GET subscriptions/active): its subscriptions, the limits and plan flags
 * that come from them, a payment waiting for the customer, the trial's end.
 */
export function useActiveSubscriptions(orgId: string | undefined) {
  return useQuery({
    queryKey: SUBSCRIPTION_KEYS.active(orgId ?? 'none'),
    queryFn: ({ signal }) => subscriptionsApi.active(orgId ?? '', signal),
    enabled: orgId !== undefined,
  });
}

/** What the app shell needs for any member of the organisation (GET subscriptions/access). */
export function useBillingAccess(orgId: string | undefined) {
  return useQuery(billingAccessQuery(orgId));
}
