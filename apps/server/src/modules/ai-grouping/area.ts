import { defineArea } from '../../platform/area.ts';
import { handleJob } from '../../platform/jobs/job-handlers.ts';
import { adAccountSyncedJob } from '../ad-accounts/index.ts';
import { aiGroupingJob } from './ai-grouping.job.ts';
import { aiGroupingRoutes } from './ai-grouping.routes.ts';
import { labelAdAccountAds, requestAiGrouping } from './ai-grouping.service.ts';

/** Labelling ads with the six AI grouping attributes, after each sync and on request. */
export const aiGroupingArea = defineArea({
  name: 'ai-grouping',
  tables: {},
  product: 'analytics',
  routes: [{ service: 'reports', plugin: aiGroupingRoutes }],
  resources: [],
  jobs: [
    handleJob(aiGroupingJob, async (context, payload) => {
      await labelAdAccountAds(context, payload);
    }),
    handleJob(adAccountSyncedJob, (context, { adAccountId }) => requestAiGrouping(context, adAccountId)),
  ],
});
