import { z } from 'zod';
import { dispatchJob } from '../../platform/jobs/dispatch.ts';
import { handleJob } from '../../platform/jobs/job-handlers.ts';
import type { JobDefinition } from '../../platform/jobs/job-queue.ts';
import { checkEnhancements } from './enhancement-check.ts';
import { runLaunchBatch } from './launch-steps.ts';

const batchPayload = z.object({ orgId: z.uuid(), batchId: z.uuid() });

/**
 * Launches a batch's ads. A worker that dies mid-batch leaves the job leased; once the lease ends the queue
 * hands it to another worker, which goes on from the ids already saved and makes nothing twice.
 * Organisations take turns, so one's batch of 200 ads can't hold back another's. When Meta's rate limit lasts
 * longer than a worker should sleep, the run stops and the job is queued again for the time Meta gave, so the
 * worker is free meanwhile.
 */
export const launchBatchJob: JobDefinition<typeof batchPayload> = {
  name: 'launcher.launch-batch',
  payload: batchPayload,
  retryLimit: 5,
  fairBy: 'orgId',
  leaseSeconds: 15 * 60,
};

/** Daily: reads launched ads back and flags those whose enhancements drifted from the account's choices. */
export const checkEnhancementsJob: JobDefinition = {
  name: 'launcher.check-enhancements',
  payload: z.object({}),
  cron: '23 4 * * *',
  leaseSeconds: 30 * 60,
};

export const launchJobHandlers = [
  handleJob(launchBatchJob, async (context, payload) => {
    const run = await runLaunchBatch(context, payload);
    if (run?.waitingUntil) {
      await dispatchJob(context, launchBatchJob, payload, { runAt: run.waitingUntil });
      context.log.info(
        { batchId: payload.batchId, waitingUntil: run.waitingUntil.toISOString() },
        'launcher batch waits for the rate limit',
      );
      return;
    }
    context.log.info({ batchId: payload.batchId, status: run?.status }, 'launcher batch ran');
  }),
  handleJob(checkEnhancementsJob, async (context) => {
    const outcome = await checkEnhancements(context);
    if (outcome.drifted > 0) context.log.warn(outcome, 'launched ads with drifted enhancements');
  }),
];
