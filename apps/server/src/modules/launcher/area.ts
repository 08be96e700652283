import { defineArea } from '../../platform/area.ts';
import { launcherAccountRoutes } from './launcher-accounts.routes.ts';
import { launcherUsage } from './launcher-limits.service.ts';
import { launcherAccountResource, launcherWorkspaceResource } from './launcher-resources.ts';
import * as tables from './tables.ts';

/** The Ad Launcher: launcher accounts, their settings and copy templates, drafts, and batches of ads launched. */
export const launcherArea = defineArea({
  name: 'launcher',
  tables,
  product: 'adlauncher',
  routes: [{ service: 'main', plugin: launcherAccountRoutes }],
  resources: [launcherWorkspaceResource, launcherAccountResource],
  usage: launcherUsage,
});
