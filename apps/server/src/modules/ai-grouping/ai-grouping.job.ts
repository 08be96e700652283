import { z } from 'zod';
import type { JobDefinition } from '../../platform/jobs/job-queue.ts';

const aiGroupingPayload = z.object({ adAccountId: z.uuid(), force: z.boolean().optional() });

/**
 * Labels an ad account's ads with the six AI grouping attributes. Idempotent: only ads without labels are
 * labelled again, unless `force` asks for every ad.
 */
export const aiGroupingJob: JobDefinition<typeof aiGroupingPayload> = {
  name: 'analytics.ai-grouping',
  payload: aiGroupingPayload,
  retryLimit: 2,
};
