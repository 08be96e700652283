import { workspaceChildResource } from '../tenancy/index.ts';
import { launcherDrafts } from './tables.ts';

/** A launch draft of a launcher account, reached through its workspace's Ad Launcher grant. */
export const launchDraftResource = workspaceChildResource({
  name: 'launchDraft',
  table: launcherDrafts,
  id: launcherDrafts.id,
  workspaceId: launcherDrafts.workspaceId,
  within: launcherDrafts.launcherAccountId,
  product: 'adlauncher',
});
