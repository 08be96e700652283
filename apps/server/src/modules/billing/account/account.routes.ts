import {
  activeSubscriptionsResponse,
  billingAccessResponse,
  contactSupportBody,
  errorResponse,
  orgIdQuery,
  pricingPlansResponse,
  subscriptionMessageResponse,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { body, onResource, query } from '../../../platform/http/access/declare-access.ts';
import { granted, signedInMember } from '../../../platform/http/access/register-access.ts';
import { organisationResource } from '../../tenancy/index.ts';
import { pricingPlansByProduct } from '../plans/pricing-plans.service.ts';
import { activeSubscriptions, billingAccess } from './active-subscriptions.service.ts';
import { contactSupport } from './contact-support.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['subscriptions'];
const security = [{ bearerAuth: [] }];

/** The Subscriptions tab is the organisation admin's (spec: Settings › Organisation › Subscriptions). */
const orgAdmin = (id: ReturnType<typeof query>) =>
  onResource(organisationResource, { id, action: 'org.settings' });

/** Subscriptions (API.md, "Subscriptions"): the plans on sale, what the organisation is on, support. */
export function accountRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/subscriptions/pricing-plans',
      {
        config: { access: orgAdmin(query('orgId')) },
        schema: {
          tags,
          summary: 'Every product with its plans, prices in US dollars (org admin)',
          security,
          querystring: orgIdQuery,
          response: { 200: pricingPlansResponse, ...errors },
        },
      },
      async () => ({ data: await pricingPlansByProduct(db) }),
    );

    app.get(
      '/subscriptions/active',
      {
        config: { access: orgAdmin(query('orgId')) },
        schema: {
          tags,
          summary: 'What the organisation is on, its limits and its billing flags (org admin)',
          security,
          querystring: orgIdQuery,
          response: { 200: activeSubscriptionsResponse, ...errors },
        },
      },
      async (request) => activeSubscriptions(context, granted(request, organisationResource).access.orgId),
    );

    app.get(
      '/subscriptions/access',
      {
        config: { access: onResource(organisationResource, { id: query('orgId') }) },
        schema: {
          tags,
          summary:
            'What the app shell needs for any member: trial, blocked products, a waiting payment, the ' +
            'white-label and custom-brand flags, the Contact Sales link',
          security,
          querystring: orgIdQuery,
          response: { 200: billingAccessResponse, ...errors },
        },
      },
      async (request) => billingAccess(context, granted(request, organisationResource).access.orgId),
    );

    app.post(
      '/subscriptions/contact-support',
      {
        config: { access: orgAdmin(body('orgId')) },
        schema: {
          tags,
          summary: 'Mail a message to the support team (SUPPORT_EMAIL) (org admin)',
          security,
          body: contactSupportBody,
          response: { 200: subscriptionMessageResponse, ...errors },
        },
      },
      async (request) =>
        contactSupport(context, {
          orgId: granted(request, organisationResource).access.orgId,
          userId: signedInMember(request).userId,
          subject: request.body.subject,
          message: request.body.message,
        }),
    );
  };
}
