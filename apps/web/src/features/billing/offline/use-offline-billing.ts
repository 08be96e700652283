import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { offlineBillingApi } from '../../../api/offline-billing-api.ts';

export const OFFLINE_BILLING_KEYS = {
  checkout: (sessionId: string) => ['offline-billing', 'checkout', sessionId] as const,
  portal: (sessionId: string) => ['offline-billing', 'portal', sessionId] as const,
};

/** A session that doesn't exist or has expired answers 404 (or 410): the page says so instead of failing. */
const isGone = (error: unknown): boolean =>
  isApiError(error) && (error.status === 404 || error.status === 410);

export function useOfflineCheckout(sessionId: string) {
  const query = useQuery({
    queryKey: OFFLINE_BILLING_KEYS.checkout(sessionId),
    queryFn: ({ signal }) => offlineBillingApi.checkout(sessionId, signal),
    retry: false,
  });
  return { ...query, gone: isGone(query.error) };
}

export function useOfflinePortal(sessionId: string) {
  const query = useQuery({
    queryKey: OFFLINE_BILLING_KEYS.portal(sessionId),
    queryFn: ({ signal }) => offlineBillingApi.portal(sessionId, signal),
    retry: false,
  });
  return { ...query, gone: isGone(query.error) };
}
