import {
  localCheckoutSessionSchema,
  localPortalSessionSchema,
  type LocalCheckoutSession,
  type LocalPortalSession,
} from '@hookline/domain';
import { z } from 'zod';
import { toast } from '../ui/toasts.ts';
import { createHttpClient } from './http-client.ts';

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

/** The offline provider's checkout and customer portal, read and answered as its hosted pages do. */
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
