import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { adAccountRoutes } from './ad-accounts.routes.ts';
import { aiGroupingRoutes } from './ai-grouping.routes.ts';
import { creativeTagRoutes } from './creative-tags.routes.ts';
import { folderRoutes } from './folders.routes.ts';
import { metricsRoutes } from './metrics.routes.ts';
import { namingConventionRoutes } from './naming-conventions.routes.ts';
import { presetRoutes } from './presets.routes.ts';
import { reportQueryRoutes } from './report-query.routes.ts';
import { reportRoutes } from './reports.routes.ts';
import { sandboxThumbnailRoutes } from './sandbox-thumbnails.routes.ts';
import { snapshotRoutes } from './snapshots.routes.ts';

/** The reports service (`/reports/api/v1/`): every analytics route. */
export function analyticsRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(metricsRoutes());
    await app.register(adAccountRoutes(context));
    await app.register(reportQueryRoutes(context));
    await app.register(folderRoutes(context));
    await app.register(reportRoutes(context));
    await app.register(snapshotRoutes(context));
    await app.register(presetRoutes(context));
    await app.register(creativeTagRoutes(context));
    await app.register(namingConventionRoutes(context));
    await app.register(aiGroupingRoutes(context));
    await app.register(sandboxThumbnailRoutes());
  };
}
