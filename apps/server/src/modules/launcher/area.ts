import { defineArea } from '../../platform/area.ts';
import { copyTemplateResource } from './copy-templates.resource.ts';
import { copyTemplateRoutes } from './copy-templates.routes.ts';
import { launchDraftResource } from './launch-drafts.resource.ts';
import { launchDraftRoutes } from './launch-drafts.routes.ts';
import { launcherAccountRoutes } from './launcher-accounts.routes.ts';
import { launcherUsage } from './launcher-limits.service.ts';
import { launcherAccountResource, launcherWorkspaceResource } from './launcher-resources.ts';
import { launcherSettingsRoutes } from './launcher-settings.routes.ts';
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
  ],
  resources: [launcherWorkspaceResource, launcherAccountResource, copyTemplateResource, launchDraftResource],
  usage: launcherUsage,
});
