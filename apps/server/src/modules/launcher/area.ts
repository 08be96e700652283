import { defineArea } from '../../platform/area.ts';
import { copyTemplateResource } from './copy-templates.resource.ts';
import { copyTemplateRoutes } from './copy-templates.routes.ts';
import { launchJobHandlers } from './launch-batch.job.ts';
import { launcherBatchResource } from './launch-batch-resources.ts';
import { launchBatchRoutes } from './launch-batches.routes.ts';
import { launchDraftResource } from './launch-drafts.resource.ts';
import { launchDraftRoutes } from './launch-drafts.routes.ts';
import { launcherAccountRoutes } from './launcher-accounts.routes.ts';
import { launcherUsage } from './launcher-limits.service.ts';
import { launcherAccountResource, launcherWorkspaceResource } from './launcher-resources.ts';
import { launcherSettingsRoutes } from './launcher-settings.routes.ts';
import { platformLookupRoutes } from './platform-lookups.routes.ts';
import * as tables from './tables.ts';

/** The Ad Launcher: launcher accounts, their settings and copy templates, drafts, and batches of ads launched. */
export const launcherArea = defineArea({
  name: 'launcher',
  tables,
  product: 'adlauncher',
  routes: [
    { service: 'main', plugin: launcherAccountRoutes },
    { service: 'main', plugin: launcherSettingsRoutes },
    { service: 'main', plugin: copyTemplateRoutes },
    { service: 'main', plugin: launchDraftRoutes },
    { service: 'main', plugin: launchBatchRoutes },
    { service: 'main', plugin: platformLookupRoutes },
  ],
  resources: [
    launcherWorkspaceResource,
    launcherAccountResource,
    copyTemplateResource,
    launchDraftResource,
    launcherBatchResource,
  ],
  jobs: launchJobHandlers,
  usage: launcherUsage,
});
