import { defineArea } from '../../platform/area.ts';
import { detectiveUsage } from './detective-limits.service.ts';
import { detectiveTrackerResource } from './detective-resources.ts';
import { detectiveRoutes } from './detective.routes.ts';
import { detectiveSnapshotJobHandlers } from './snapshots.jobs.ts';
import * as tables from './tables.ts';

/** Detective: the competitor brands of Discover's library a workspace tracks. */
export const detectiveArea = defineArea({
  name: 'detective',
  tables,
  product: 'detective',
  routes: [{ service: 'main', plugin: detectiveRoutes }],
  resources: [detectiveTrackerResource],
  /** The daily snapshots of tracked brands: each day, and after each read of one. */
  jobs: detectiveSnapshotJobHandlers,
  /** Tracked brands, against the plan's `detectiveBrandCount`. */
  usage: detectiveUsage,
});
