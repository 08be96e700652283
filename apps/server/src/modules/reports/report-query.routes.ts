import { errorResponse, reportQueryBody, reportQueryResponse } from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { body, onResource } from '../../platform/http/access/declare-access.ts';
import { granted } from '../../platform/http/access/register-access.ts';
import { adAccountResource } from '../ad-accounts/index.ts';
import { runReport } from './report-engine/run-report.ts';

/** `POST reports/query`: run a report on an ad account (API.md, "Run a report"). */
export function reportQueryRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/reports/query',
      {
        config: {
          access: onResource(adAccountResource, { id: body('adAccountId'), action: 'analytics.view' }),
        },
        schema: {
          tags: ['analytics: reports'],
          summary:
            'Run a report: grouped rows with every metric and colour, totals, spend-weighted averages, time series and breakdowns',
          security: [{ bearerAuth: [] }],
          body: reportQueryBody,
          response: {
            200: reportQueryResponse,
            400: errorResponse,
            403: errorResponse,
            404: errorResponse,
            409: errorResponse,
          },
        },
      },
      async (request) =>
        runReport(context, { account: granted(request, adAccountResource).row, query: request.body }),
    );
  };
}
