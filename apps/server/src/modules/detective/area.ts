import { defineArea } from '../../platform/area.ts';
import { handleJob } from '../../platform/jobs/job-handlers.ts';
import { aiDetectiveJob } from './ai/ai-detective.job.ts';
import { aiDetectiveAnalysisResource } from './ai/ai-detective-resources.ts';
import { aiDetectiveRoutes } from './ai/ai-detective.routes.ts';
import * as aiTables from './ai/tables.ts';
import { runAiDetectiveAnalysis } from './ai/run-analysis.ts';
import { detectiveFirstSteps, detectiveUsage } from './detective-limits.service.ts';
import { detectiveTrackerResource } from './detective-resources.ts';
import { detectiveDigestJobHandlers } from './digest/digest.jobs.ts';
import { detectiveDigestRoutes } from './digest/digest.routes.ts';
import { resealDetectiveWebhooks } from './digest/digest-settings.service.ts';
import * as digestTables from './digest/tables.ts';
import { detectiveRoutes } from './detective.routes.ts';
import { detectiveSnapshotJobHandlers } from './snapshots.jobs.ts';
import * as tables from './tables.ts';
import { brandTrackedAnywhere } from './tracker-lookup.ts';

/** Detective: the competitor brands of Discover's library a workspace tracks. */
export const detectiveArea = defineArea({
  name: 'detective',
  tables: { ...tables, ...digestTables, ...aiTables },
  product: 'detective',
  routes: [
    { service: 'main', plugin: detectiveRoutes },
    { service: 'main', plugin: detectiveDigestRoutes },
    { service: 'main', plugin: aiDetectiveRoutes },
  ],
  resources: [detectiveTrackerResource, aiDetectiveAnalysisResource],
  /** The daily snapshots of tracked brands (each day, and after each read of one), the digest and alerts, AI analyses. */
  jobs: [
    ...detectiveSnapshotJobHandlers,
    ...detectiveDigestJobHandlers,
    handleJob(aiDetectiveJob, (context, { analysisId }) => runAiDetectiveAnalysis(context, analysisId)),
  ],
  /** A brand any workspace tracks stays read by Discover's ingest, whoever follows it there. */
  brandReadDemand: brandTrackedAnywhere,
  /** Tracked brands, against the plan's `detectiveBrandCount`. */
  usage: detectiveUsage,
  firstSteps: detectiveFirstSteps,
  /** Digest Slack webhooks sealed by an older encryption key are sealed again with the newest. */
  async onStart(context) {
    const { resealed, unreadable } = await resealDetectiveWebhooks(context);
    if (resealed > 0 || unreadable > 0) {
      context.log.info({ resealed, unreadable }, 'detective slack webhooks resealed');
    }
  },
});
