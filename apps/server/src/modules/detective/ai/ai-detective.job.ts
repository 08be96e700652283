import { z } from 'zod';
import type { JobDefinition } from '../../../platform/jobs/job-queue.ts';

const aiDetectivePayload = z.object({ analysisId: z.uuid() });

/**
 * Writes one AI detective analysis. Idempotent: an analysis already done or failed is left as it is, and one
 * taken back from a process that died mid-run is written again from the start.
 */
export const aiDetectiveJob: JobDefinition<typeof aiDetectivePayload> = {
  name: 'detective.ai-analysis',
  payload: aiDetectivePayload,
  retryLimit: 2,
};
