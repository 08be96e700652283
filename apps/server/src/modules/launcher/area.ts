import { defineArea } from '../../platform/area.ts';
import { launchJobHandlers } from './launch-batch.job.ts';
import { launcherBatchResource } from './launch-batch-resources.ts';
import { launchBatchRoutes } from './launch-batches.routes.ts';
import { launcherAccountResource, launcherWorkspaceResource } from './launcher-resources.ts';
import { platformLookupRoutes } from './platform-lookups.routes.ts';
import * as tables from './tables.ts';

/** The Ad Launcher: launcher accounts, their settings and copy templates, drafts, and batches of ads launched. */
export const launcherArea = defineArea({
  name: 'launcher',
  tables,
  product: 'adlauncher',
  routes: [
    { service: 'main', plugin: launchBatchRoutes },
    { service: 'main', plugin: platformLookupRoutes },
  ],
  resources: [launcherWorkspaceResource, launcherAccountResource, launcherBatchResource],
  jobs: launchJobHandlers,
});
