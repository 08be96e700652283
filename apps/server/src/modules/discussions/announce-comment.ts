import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { dispatchJob } from '../../platform/jobs/dispatch.ts';
import type { JobDefinition } from '../../platform/jobs/job-queue.ts';

/**
 * Hands a new comment or reply to the area's job, after its transaction has committed. The comment is saved
 * whatever happens next: a failure to hand the event over is logged, never the caller's error.
 */
export async function announceComment<Schema extends z.ZodType<{ discussionId: string }>>(
  context: AppContext,
  job: JobDefinition<Schema>,
  payload: z.infer<Schema>,
): Promise<void> {
  try {
    await dispatchJob(context, job, payload);
  } catch (error) {
    context.log.error(
      { err: error, job: job.name, discussionId: payload.discussionId },
      'comment announcement failed',
    );
  }
}
