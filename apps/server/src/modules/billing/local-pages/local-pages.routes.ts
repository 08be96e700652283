import {
  errorResponse,
  localCheckoutOutcomeBody,
  localCheckoutSessionSchema,
  localPortalSessionSchema,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { publicAccess } from '../../../platform/http/access/declare-access.ts';
import { connectBillingProvider } from '../provider/connect.ts';
import {
  completeCheckoutSession,
  failPortalInvoice,
  payPortalInvoice,
  readCheckoutSession,
  readPortalSession,
} from './local-pages.service.ts';

/** Each page's reads and actions per minute per IP: the id is the credential, so guessing is slowed too. */
const PAGE_CALLS_PER_MINUTE = 60;
const publicPage = {
  access: publicAccess(),
  rateLimit: { max: PAGE_CALLS_PER_MINUTE, timeWindow: '1 minute' },
};
const tags = ['billing: offline provider pages (no account; the session id is the credential)'];
/** Ids are base64url with a prefix: anything else matches nothing (and never reaches the database). */
const providerId = z.string().regex(/^[\w-]{1,200}$/, 'Not an id');
const sessionParams = z.object({ sessionId: providerId });
const errors = { 404: errorResponse, 429: errorResponse };

/**
 * The offline provider's hosted pages (`BILLING_PROVIDER=local`), standing in for Stripe's: each opens from
 * its URL alone and expires. With Stripe configured they answer 404.
 */
export function localPageRoutes(context: AppContext): FastifyPluginAsyncZod {
  connectBillingProvider(context);
  return async (app) => {
    app.get(
      '/billing/checkout/:sessionId',
      {
        config: publicPage,
        schema: {
          tags,
          summary: 'A checkout session: what is bought, for how much, and its state',
          params: sessionParams,
          response: { 200: localCheckoutSessionSchema, ...errors },
        },
      },
      async (request) => readCheckoutSession(context, request.params.sessionId),
    );

    app.post(
      '/billing/checkout/:sessionId',
      {
        config: publicPage,
        schema: {
          tags,
          summary:
            "Choose the checkout's outcome, once: pay, decline, or a payment that needs action (409 after " +
            'the first)',
          params: sessionParams,
          body: localCheckoutOutcomeBody,
          response: { 200: z.object({ redirectUrl: z.string() }), 409: errorResponse, ...errors },
        },
      },
      async (request) => completeCheckoutSession(context, request.params.sessionId, request.body.outcome),
    );

    app.get(
      '/billing/portal/:sessionId',
      {
        config: publicPage,
        schema: {
          tags,
          summary: "A billing portal session: the organisation's subscriptions and invoices",
          params: sessionParams,
          response: { 200: localPortalSessionSchema, ...errors },
        },
      },
      async (request) => readPortalSession(context, request.params.sessionId),
    );

    app.post(
      '/billing/portal/:sessionId/invoices/:invoiceId/pay',
      {
        config: publicPage,
        schema: {
          tags,
          summary: 'Pay an open invoice (a payment that needed action); the subscription is active again',
          params: sessionParams.extend({ invoiceId: providerId }),
          response: { 200: localPortalSessionSchema, 409: errorResponse, ...errors },
        },
      },
      async (request) => payPortalInvoice(context, request.params.sessionId, request.params.invoiceId),
    );

    app.post(
      '/billing/portal/:sessionId/invoices/:invoiceId/fail',
      {
        config: publicPage,
        schema: {
          tags,
          summary:
            'Let every retry of an open invoice fail: the subscription is unpaid and its products blocked ' +
            'until the invoice is paid',
          params: sessionParams.extend({ invoiceId: providerId }),
          response: { 200: localPortalSessionSchema, 409: errorResponse, ...errors },
        },
      },
      async (request) => failPortalInvoice(context, request.params.sessionId, request.params.invoiceId),
    );
  };
}
