import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { JobDefinition } from '../../platform/jobs/job-queue.ts';
import { labelAdAccountAds } from './ai-grouping.service.ts';

const aiGroupingPayload = z.object({ adAccountId: z.uuid(), force: z.boolean().optional() });

/**
 * Labels an ad account's ads with the six AI grouping attributes. Idempotent: only ads without labels are
 * labelled again, unless `force` asks for every ad.
 */
export function aiGroupingJob(
  context: Pick<AppContext, 'config' | 'database' | 'jobs' | 'log'>,
): JobDefinition<typeof aiGroupingPayload> {
  return {
    name: 'analytics.ai-grouping',
    payload: aiGroupingPayload,
    retryLimit: 2,
    async handle(payload) {
      await labelAdAccountAds(context, payload);
    },
  };
}
