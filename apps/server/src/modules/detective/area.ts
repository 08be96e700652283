import { defineArea } from '../../platform/area.ts';
import { detectiveUsage } from './detective-limits.service.ts';
import { detectiveTrackerResource } from './detective-resources.ts';
import { detectiveDigestJobHandlers } from './digest/digest.jobs.ts';
import { detectiveDigestRoutes } from './digest/digest.routes.ts';
import { resealDetectiveWebhooks } from './digest/digest-settings.service.ts';
import * as digestTables from './digest/tables.ts';
import { detectiveRoutes } from './detective.routes.ts';
import { detectiveSnapshotJobHandlers } from './snapshots.jobs.ts';
import * as tables from './tables.ts';

/** Detective: the competitor brands of Discover's library a workspace tracks. */
export const detectiveArea = defineArea({
  name: 'detective',
  tables: { ...tables, ...digestTables },
  product: 'detective',
  routes: [
    { service: 'main', plugin: detectiveRoutes },
    { service: 'main', plugin: detectiveDigestRoutes },
  ],
  resources: [detectiveTrackerResource],
  /** The daily snapshots of tracked brands (each day, and after each read of one), the digest and alerts. */
  jobs: [...detectiveSnapshotJobHandlers, ...detectiveDigestJobHandlers],
  /** Tracked brands, against the plan's `detectiveBrandCount`. */
  usage: detectiveUsage,
  /** Digest Slack webhooks sealed by an older encryption key are sealed again with the newest. */
  async onStart(context) {
    const { resealed, unreadable } = await resealDetectiveWebhooks(context);
    if (resealed > 0 || unreadable > 0) {
      context.log.info({ resealed, unreadable }, 'detective slack webhooks resealed');
    }
  },
});
