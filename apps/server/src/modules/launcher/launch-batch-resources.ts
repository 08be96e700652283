import { workspaceChildResource } from '../tenancy/index.ts';
import { launcherBatches } from './tables.ts';

/** A launch batch, reached through its workspace's Ad Launcher grant (launching on its account is checked after). */
export const launcherBatchResource = workspaceChildResource({
  name: 'launcherBatch',
  table: launcherBatches,
  id: launcherBatches.id,
  workspaceId: launcherBatches.workspaceId,
  product: 'adlauncher',
});
