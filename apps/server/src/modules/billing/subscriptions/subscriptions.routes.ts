import {
  addOnBody,
  addOnCancelBody,
  billingSessionResponse,
  checkoutBody,
  checkoutResponse,
  errorResponse,
  orgIdBody,
  subscriptionMessageResponse,
  updateSubscriptionsBody,
  type AddOnField,
} from '@hookline/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { body, onResource } from '../../../platform/http/access/declare-access.ts';
import { granted, signedInMember } from '../../../platform/http/access/register-access.ts';
import { organisationResource } from '../../tenancy/index.ts';
import { findUserById } from '../../users/index.ts';
import { connectBillingProvider } from '../provider/connect.ts';
import {
  cancelAddOn,
  cancelAll,
  cancelCheckouts,
  createBillingSession,
  createCheckout,
  setAddOn,
  updateSubscription,
  type SubscriptionCaller,
} from './subscriptions.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['billing: subscriptions'];
const security = [{ bearerAuth: [] }];
/** Subscriptions are the organisation's admins' business (Organisation settings › Subscriptions). */
const asOrgAdmin = {
  access: onResource(organisationResource, { id: body('orgId'), action: 'org.settings' }),
};

/**
 * Subscription changes (API.md, "Subscriptions"): each goes to the payment provider; the rows change only
 * when its event comes back (at once with the offline provider).
 */
export function subscriptionRoutes(context: AppContext): FastifyPluginAsyncZod {
  connectBillingProvider(context);
  return async (app) => {
    const orgOf = (request: FastifyRequest) => granted(request, organisationResource).row;
    const callerOf = async (request: FastifyRequest): Promise<SubscriptionCaller> => ({
      org: orgOf(request),
      email: (await findUserById(context.database.db, signedInMember(request).userId))?.email ?? '',
    });

    app.post(
      '/subscriptions/checkout',
      {
        config: asOrgAdmin,
        schema: {
          tags,
          summary:
            "A hosted checkout for the chosen plans and the buyer's country (no paid subscription yet)",
          security,
          body: checkoutBody,
          response: { 200: checkoutResponse, ...errors },
        },
      },
      async (request) =>
        createCheckout(context, await callerOf(request), {
          products: request.body.products,
          interval: request.body.plan_interval,
          countryCode: request.body.countryCode,
        }),
    );

    app.put(
      '/subscriptions',
      {
        config: asOrgAdmin,
        schema: {
          tags,
          summary: 'Change the plans and period of the paid subscription (yearly stays yearly)',
          security,
          body: updateSubscriptionsBody,
          response: { 200: subscriptionMessageResponse, ...errors },
        },
      },
      async (request) =>
        updateSubscription(context, orgOf(request).id, {
          products: request.body.products,
          interval: request.body.plan_interval,
        }),
    );

    app.put(
      '/subscriptions/cancel-all',
      {
        config: asOrgAdmin,
        schema: {
          tags,
          summary: 'Cancel every paid subscription: the organisation is back on the free plans',
          security,
          body: orgIdBody,
          response: { 200: subscriptionMessageResponse, ...errors },
        },
      },
      async (request) => cancelAll(context, orgOf(request).id),
    );

    app.post(
      '/subscriptions/billing-session',
      {
        config: asOrgAdmin,
        schema: {
          tags,
          summary: "The payment provider's billing portal ('Manage billing')",
          security,
          body: orgIdBody,
          response: { 200: billingSessionResponse, ...errors },
        },
      },
      async (request) => createBillingSession(context, await callerOf(request)),
    );

    app.put(
      '/subscriptions/add-on',
      {
        config: asOrgAdmin,
        schema: {
          tags,
          summary:
            'Buy an add-on (a checkout when nothing is paid for yet) or change its quantity: launcher ad ' +
            'accounts 1 to 20, storage 100 to 1500 GB snapped to the marks',
          security,
          body: addOnBody,
          response: { 200: z.union([checkoutResponse, subscriptionMessageResponse]), ...errors },
        },
      },
      async (request) => {
        const field: AddOnField =
          'fileSizeInGB' in request.body ? 'fileSizeInGB' : 'adlauncher_ad_account_count';
        const value =
          'fileSizeInGB' in request.body
            ? request.body.fileSizeInGB
            : request.body.adlauncher_ad_account_count;
        return setAddOn(context, await callerOf(request), { field, value });
      },
    );

    app.put(
      '/subscriptions/add-on/cancel',
      {
        config: asOrgAdmin,
        schema: {
          tags,
          summary: "Cancel an add-on, unless what is in use forbids it ('Cannot Cancel … subscription')",
          security,
          body: addOnCancelBody,
          response: { 200: subscriptionMessageResponse, ...errors },
        },
      },
      async (request) =>
        cancelAddOn(
          context,
          orgOf(request).id,
          'fileSizeInGB' in request.body ? 'fileSizeInGB' : 'adlauncher_ad_account_count',
        ),
    );

    app.post(
      '/subscriptions/cancel-checkout',
      {
        config: asOrgAdmin,
        schema: {
          tags,
          summary: "Expire the organisation's open checkouts",
          security,
          body: orgIdBody,
          response: { 200: subscriptionMessageResponse, ...errors },
        },
      },
      async (request) => cancelCheckouts(context, orgOf(request).id),
    );
  };
}
