import { defineArea } from '../../platform/area.ts';
import { metricsRoutes } from './metrics.routes.ts';
import { libraryRoutes } from './report-library/routes.ts';
import { reportQueryRoutes } from './report-query.routes.ts';
import { createReportMemory } from './report-engine/report-memory.ts';
import { reportResources } from './report-resources.ts';
import { snapshotRoutes } from './snapshots.routes.ts';
import * as tables from './tables.ts';

/** Reports: the engine, the report library (folders, reports, presets, tags, conventions) and snapshots. */
export const reportsArea = defineArea({
  name: 'reports',
  tables,
  product: 'analytics',
  routes: [
    { service: 'reports', plugin: metricsRoutes },
    { service: 'reports', plugin: reportQueryRoutes },
    { service: 'reports', plugin: libraryRoutes },
    { service: 'reports', plugin: snapshotRoutes },
  ],
  resources: reportResources,
  services: () => ({ reportMemory: createReportMemory() }),
});
