import { defineArea } from '../../platform/area.ts';
import { handleJob } from '../../platform/jobs/job-handlers.ts';
import { aiDetectiveJob } from './ai/ai-detective.job.ts';
import { aiDetectiveAnalysisResource } from './ai/ai-detective-resources.ts';
import { aiDetectiveRoutes } from './ai/ai-detective.routes.ts';
import * as aiTables from './ai/tables.ts';
import { runAiDetectiveAnalysis } from './ai/run-analysis.ts';
import { detectiveUsage } from './detective-limits.service.ts';
import { detectiveTrackerResource } from './detective-resources.ts';
import { detectiveRoutes } from './detective.routes.ts';
import * as tables from './tables.ts';

/** Detective: the competitor brands of Discover's library a workspace tracks (not released yet). */
export const detectiveArea = defineArea({
  name: 'detective',
  tables: { ...tables, ...aiTables },
  product: 'detective',
  routes: [
    { service: 'main', plugin: detectiveRoutes },
    { service: 'main', plugin: aiDetectiveRoutes },
  ],
  resources: [detectiveTrackerResource, aiDetectiveAnalysisResource],
  jobs: [handleJob(aiDetectiveJob, (context, { analysisId }) => runAiDetectiveAnalysis(context, analysisId))],
  /** Tracked brands, against the plan's `detectiveBrandCount`. */
  usage: detectiveUsage,
});
