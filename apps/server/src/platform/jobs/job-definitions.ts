import { adAccountSyncJob, scheduledAdAccountSyncJob } from '../../modules/analytics/ad-sync.job.ts';
import { aiGroupingJob } from '../../modules/analytics/ai-grouping.job.ts';
import { cleanupExpiredAuthRecordsJob } from '../../modules/auth/cleanup.job.ts';
import type { AppContext } from '../context.ts';
import type { JobDefinition } from './job-queue.ts';

/** Every job a worker runs. Modules add their definitions here. */
export function allJobDefinitions(context: AppContext): JobDefinition[] {
  return [
    cleanupExpiredAuthRecordsJob(context),
    adAccountSyncJob(context),
    scheduledAdAccountSyncJob(context),
    aiGroupingJob(context),
  ];
}
