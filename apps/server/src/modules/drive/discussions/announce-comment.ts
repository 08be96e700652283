import type { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { dispatchJob } from '../../../platform/jobs/dispatch.ts';
import { driveCommentAddedJob } from '../drive-events.job.ts';

/**
 * Announces a new comment or reply, after its transaction has committed. The comment is saved whatever
 * happens next: a failure to hand the event over is logged, never the caller's error.
 */
export async function announceComment(
  context: AppContext,
  payload: z.infer<typeof driveCommentAddedJob.payload>,
): Promise<void> {
  try {
    await dispatchJob(context, driveCommentAddedJob, payload);
  } catch (error) {
    context.log.error(
      { err: error, job: driveCommentAddedJob.name, discussionId: payload.discussionId },
      'comment announcement failed',
    );
  }
}
