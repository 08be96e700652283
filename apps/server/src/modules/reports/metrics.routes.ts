import {
  getCatalogue,
  metricsCatalogueQuery,
  metricsCatalogueResponse,
  platformOfMetricType,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../platform/http/access/declare-access.ts';

const errorResponse = z.object({ message: z.string(), code: z.string() });

/** The metric catalogue of the reports service: every definition with its key and source fields. */
export function metricsRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/metrics',
      {
        config: { access: signedIn() },
        schema: {
          tags: ['reports'],
          summary:
            'Every metric of a platform: definition, formula, flags and the platform fields it is computed from',
          security: [{ bearerAuth: [] }],
          querystring: metricsCatalogueQuery,
          response: { 200: metricsCatalogueResponse, 400: errorResponse, 401: errorResponse },
        },
      },
      async (request) => {
        const platform = platformOfMetricType(request.query.platform);
        return { data: [...getCatalogue(platform, { comparison: request.query.comparison })] };
      },
    );
  };
}
