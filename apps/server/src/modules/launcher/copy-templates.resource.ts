import { workspaceChildResource } from '../tenancy/index.ts';
import { launcherCopyTemplates } from './tables.ts';

/** A copy template of a launcher account, reached through its workspace's Ad Launcher grant. */
export const copyTemplateResource = workspaceChildResource({
  name: 'launcherCopyTemplate',
  table: launcherCopyTemplates,
  id: launcherCopyTemplates.id,
  workspaceId: launcherCopyTemplates.workspaceId,
  within: launcherCopyTemplates.launcherAccountId,
  product: 'adlauncher',
});
