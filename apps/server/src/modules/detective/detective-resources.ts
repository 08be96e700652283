import { workspaceChildResource } from '../tenancy/index.ts';
import { detectiveTrackers } from './tables.ts';

/**
 * A tracker, reached through its workspace: another organisation's is not found. No product grant is asked
 * while Detective can't be granted (it is not released); the area's module gate still applies.
 */
export const detectiveTrackerResource = workspaceChildResource({
  name: 'detectiveTracker',
  table: detectiveTrackers,
  id: detectiveTrackers.id,
  workspaceId: detectiveTrackers.workspaceId,
});
