import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { dispatchJob } from '../../../platform/jobs/dispatch.ts';
import type { JobDefinition } from '../../../platform/jobs/job-queue.ts';

const commentAddedPayload = z.object({
  fileId: z.uuid(),
  assetIndex: z.int().min(0),
  discussionId: z.uuid(),
  /** Set when the comment is a reply. */
  replyId: z.uuid().nullable(),
  /** Null: a share-link viewer, who gave `authorName`. */
  authorUserId: z.uuid().nullable(),
  authorName: z.string(),
  /** The members the comment mentions (the user-tag pattern), already checked to open the ad's boards. */
  mentionedUserIds: z.array(z.uuid()),
});
export type InspirationCommentAdded = z.infer<typeof commentAddedPayload>;

/** A comment or a reply was written on an asset of a saved ad. */
export const inspirationCommentAddedJob: JobDefinition<typeof commentAddedPayload> = {
  name: 'inspiration.comment-added',
  payload: commentAddedPayload,
};

/**
 * Announces a new comment or reply, after its transaction has committed. The comment is saved whatever
 * happens next: a failure to hand the event over is logged, never the caller's error.
 */
export async function announceComment(context: AppContext, payload: InspirationCommentAdded): Promise<void> {
  try {
    await dispatchJob(context, inspirationCommentAddedJob, payload);
  } catch (error) {
    context.log.error(
      { err: error, job: inspirationCommentAddedJob.name, discussionId: payload.discussionId },
      'comment announcement failed',
    );
  }
}
