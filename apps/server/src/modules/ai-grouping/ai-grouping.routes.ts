import { adAccountIdParams, aiGroupingStatusSchema, errorResponse } from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { onResource, param } from '../../platform/http/access/declare-access.ts';
import { granted } from '../../platform/http/access/register-access.ts';
import { adAccountResource } from '../ad-accounts/index.ts';
import { aiGroupingStatus, startAiGrouping } from './ai-grouping.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };
const security = [{ bearerAuth: [] }];
const tags = ['analytics'];

const startAiGroupingBody = z
  .object({ force: z.boolean({ error: 'force must be true or false' }).optional() })
  // A POST without a body arrives as null.
  .nullish();

/** AI grouping (spec 02 sections 2, 5, 6, 8): an ad account's labelling status, and starting it. */
export function aiGroupingRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/ad-accounts/:adAccountId/ai-grouping',
      {
        config: {
          access: onResource(adAccountResource, { id: param('adAccountId'), action: 'analytics.view' }),
        },
        schema: {
          tags,
          summary:
            'How far AI grouping of the ad account got; "AI computation in progress" until it is ready',
          security,
          params: adAccountIdParams,
          response: { 200: aiGroupingStatusSchema, ...errors },
        },
      },
      async (request) => aiGroupingStatus(db, granted(request, adAccountResource).row),
    );

    app.post(
      '/ad-accounts/:adAccountId/ai-grouping',
      {
        config: {
          access: onResource(adAccountResource, { id: param('adAccountId'), action: 'analytics.manage' }),
        },
        schema: {
          tags,
          summary:
            'Label the ad account’s unlabelled ads (every ad with force); 403 when the organisation’s flag is off',
          security,
          params: adAccountIdParams,
          body: startAiGroupingBody,
          response: { 200: aiGroupingStatusSchema, ...errors },
        },
      },
      async (request) => {
        const { row: account } = granted(request, adAccountResource);
        return startAiGrouping(context, { account, force: request.body?.force ?? false });
      },
    );
  };
}
