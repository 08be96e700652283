import { errorResponse, reportQueryBody, reportQueryResponse } from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { currentUser } from '../../platform/http/authenticate.ts';
import { guardAdAccount } from './analytics-access.ts';
import { runReport } from './report-engine/run-report.ts';

/** `POST reports/query`: run a report on an ad account (API.md, "Run a report"). */
export function reportQueryRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.post(
      '/reports/query',
      {
        preHandler: app.authenticate,
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
      async (request) => {
        const { userId } = currentUser(request);
        const { account } = await guardAdAccount(db, {
          userId,
          unverifiedAdAccountId: request.body.adAccountId,
          intent: 'view',
        });
        return runReport(context, { account, query: request.body });
      },
    );
  };
}
