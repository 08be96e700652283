import {
  localCheckoutSessionSchema,
  localPortalSessionSchema,
  type LocalCheckoutSession,
  type LocalPortalSession,
} from '@hookline/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { isApiError } from '../../../api/api-error.ts';
import { createHttpClient } from '../../../api/http-client.ts';
import { toast } from '../../../ui/toasts.ts';

/**
 * The offline provider's hosted pages open from their address alone, like a provider's: no account, no
 * session token sent (the unguessable session id is the credential), and a 401 never signs anyone out.
 */
const publicClient = createHttpClient({
  fetch: (input, init) => fetch(input, init),
  tokens: { get: () => null, set: () => undefined },
  notifyError: (message) => toast.error(message),
  onUnauthorized: () => undefined,
}).main;

const enc = encodeURIComponent;
const redirectResponse = z.object({ redirectUrl: z.string() });

export type CheckoutOutcome = 'pay' | 'decline' | 'needs_action';

export const offlineBillingApi = {
  checkout: (sessionId: string, signal?: AbortSignal): Promise<LocalCheckoutSession> =>
    publicClient.get(`billing/checkout/${enc(sessionId)}`, {
      schema: localCheckoutSessionSchema,
      signal,
      silent: true,
    }),

  completeCheckout: async (sessionId: string, outcome: CheckoutOutcome): Promise<string> =>
    (await publicClient.post(`billing/checkout/${enc(sessionId)}`, { outcome }, { schema: redirectResponse }))
      .redirectUrl,

  portal: (sessionId: string, signal?: AbortSignal): Promise<LocalPortalSession> =>
    publicClient.get(`billing/portal/${enc(sessionId)}`, {
      schema: localPortalSessionSchema,
      signal,
      silent: true,
    }),

  payInvoice: (sessionId: string, invoiceId: string) =>
    publicClient.post(`billing/portal/${enc(sessionId)}/invoices/${enc(invoiceId)}/pay`, {}),

  failInvoice: (sessionId: string, invoiceId: string) =>
    publicClient.post(`billing/portal/${enc(sessionId)}/invoices/${enc(invoiceId)}/fail`, {}),
};

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
