import {
  adAccountCountBody,
  adAccountCountResponse,
  errorResponse,
  monthlySpendHistoryResponse,
  orgIdParams,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { onResource, param } from '../../platform/http/access/declare-access.ts';
import { granted } from '../../platform/http/access/register-access.ts';
import { organisationResource } from '../tenancy/index.ts';
import { adAccountCountCheck, monthlySpendHistory } from './ad-account-limits.service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['organisations'];

/** An organisation's ad spend and its plan's ad-account limit (main service, under `organisation/:orgId`). */
export function adAccountLimitRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/organisation/:orgId/monthly-spend-history',
      {
        config: {
          access: onResource(organisationResource, { id: param('orgId'), action: 'org.usage.view' }),
        },
        schema: {
          tags,
          summary: 'Ad spend of the last three full months, in US dollars, newest first (org admin)',
          security,
          params: orgIdParams,
          response: { 200: monthlySpendHistoryResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const { access } = granted(request, organisationResource);
        return { monthylSpendHistory: await monthlySpendHistory(db, access.orgId, 3) };
      },
    );

    app.post(
      '/organisation/:orgId/ad-account-count',
      {
        config: { access: onResource(organisationResource, { id: param('orgId') }) },
        schema: {
          tags,
          summary: "Whether onboarding these ad accounts fits this month's plan limit",
          security,
          params: orgIdParams,
          body: adAccountCountBody,
          response: { 200: adAccountCountResponse, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const { row: organisation } = granted(request, organisationResource);
        const check = await adAccountCountCheck(db, {
          organisation,
          provider: request.body.platform,
          externalIds: request.body.accountIds,
          planLimits: context.planLimits,
        });
        return {
          adAccountCount: check.adAccountCount,
          newAccounts: check.newAccounts,
          limit: check.limit,
          allowed: check.allowed,
        };
      },
    );
  };
}
