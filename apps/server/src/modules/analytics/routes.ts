import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { adAccountRoutes } from './ad-accounts.routes.ts';
import { aiGroupingRoutes } from './ai-grouping.routes.ts';
import { metricsRoutes } from './metrics.routes.ts';
import { reportQueryRoutes } from './report-query.routes.ts';
import { libraryRoutes } from './report-library/routes.ts';
import { sandboxThumbnailRoutes } from './sandbox-thumbnails.routes.ts';
import { snapshotRoutes } from './snapshots.routes.ts';

/** The reports service (`/reports/api/v1/`): every analytics route. */
export function analyticsRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(metricsRoutes());
    await app.register(adAccountRoutes(context));
    await app.register(reportQueryRoutes(context));
    await app.register(libraryRoutes(context));
    await app.register(snapshotRoutes(context));
    await app.register(aiGroupingRoutes(context));
    await app.register(sandboxThumbnailRoutes());
  };
}
