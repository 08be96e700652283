import { workspaceChildResource, workspaceWithProduct } from '../tenancy/index.ts';
import { detectiveTrackers } from './tables.ts';

/** A workspace as Detective's routes reach it: through a grant that includes Detective. */
export const detectiveWorkspaceResource = workspaceWithProduct('detective');

/** A tracker, reached through its workspace's Detective grant: another organisation's is not found. */
export const detectiveTrackerResource = workspaceChildResource({
  name: 'detectiveTracker',
  table: detectiveTrackers,
  id: detectiveTrackers.id,
  workspaceId: detectiveTrackers.workspaceId,
  product: 'detective',
});
