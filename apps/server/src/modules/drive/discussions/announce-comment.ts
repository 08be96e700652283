import type { AppContext } from '../../../platform/context.ts';
import { announceComment, type CommentAdded } from '../../discussions/index.ts';
import { driveCommentAddedJob } from '../drive-events.job.ts';
import type { DriveDiscussionRow } from '../tables.ts';

/** Tells people of a new comment or reply on a version (the Creative Hub's comment-added job). */
export async function announceDriveComment(
  context: AppContext,
  { discussion, ...event }: CommentAdded<DriveDiscussionRow>,
): Promise<void> {
  await announceComment(context, driveCommentAddedJob, {
    fileId: discussion.fileId,
    versionId: discussion.versionId,
    discussionId: discussion.id,
    ...event,
  });
}
