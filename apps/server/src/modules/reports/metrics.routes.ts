import {
  errorResponse,
  metricsCatalogueQuery,
  metricsCatalogueResponse,
  platformOfMetricType,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { signedIn } from '../../platform/http/access/declare-access.ts';
import { proveMemberAccess } from '../../platform/http/access/prove-access.ts';
import { signedInMember } from '../../platform/http/access/register-access.ts';
import { adAccountResource } from '../ad-accounts/index.ts';
import { accountMetrics, accountMetricsOf } from './report-engine/account-metrics.ts';

const VIEW = 'analytics.view';

/**
 * The metric catalogue of the reports service: every definition with its key and source fields, and with
 * `adAccountId` the account's custom conversions' metrics after them.
 */
export function metricsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/metrics',
      {
        // Without an ad account the catalogue is the same for everyone; with one, the handler proves
        // access to it through the ad account resource, as `onResource` would (`proveMemberAccess`), since the id is optional.
        config: { access: signedIn() },
        schema: {
          tags: ['reports'],
          summary:
            "Every metric of a platform: definition, formula, flags and the platform fields it is computed from; with adAccountId, also that ad account's custom conversion metrics",
          security: [{ bearerAuth: [] }],
          querystring: metricsCatalogueQuery,
          response: {
            200: metricsCatalogueResponse,
            400: errorResponse,
            401: errorResponse,
            403: errorResponse,
            404: errorResponse,
          },
        },
      },
      async (request) => {
        const platform = platformOfMetricType(request.query.platform);
        const { comparison, adAccountId } = request.query;
        if (adAccountId === undefined) {
          return { data: accountMetricsOf(platform, []).catalogue({ comparison }) };
        }
        const resolved = await proveMemberAccess(db, adAccountResource, {
          caller: signedInMember(request),
          unverifiedId: adAccountId,
          action: VIEW,
        });
        // An account of the other platform has no metrics to add to this catalogue.
        const metrics =
          resolved.row.platform === platform
            ? await accountMetrics(db, resolved.row)
            : accountMetricsOf(platform, []);
        return { data: metrics.catalogue({ comparison }) };
      },
    );
  };
}
