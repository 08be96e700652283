import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import type { JobDefinition } from '../../../platform/jobs/job-queue.ts';
import { announceComment, type CommentAdded } from '../../discussions/index.ts';
import type { InspirationDiscussionRow } from '../tables.ts';

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

/** Tells people of a new comment or reply on a saved ad's asset (Inspiration's comment-added job). */
export async function announceInspirationComment(
  context: AppContext,
  { discussion, ...event }: CommentAdded<InspirationDiscussionRow>,
): Promise<void> {
  await announceComment(context, inspirationCommentAddedJob, {
    fileId: discussion.fileId,
    assetIndex: discussion.assetIndex,
    discussionId: discussion.id,
    ...event,
  });
}
