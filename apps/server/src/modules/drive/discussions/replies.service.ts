import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { driveDiscussions, type DriveDiscussionRow, type DriveReplyRow } from '../tables.ts';
import { driveComments } from './discussions.service.ts';

export const { addReply, updateReply, deleteReply } = driveComments;

/**
 * The comment a reply route names: the reply's own comment, on the file and version of the path, else 404.
 * The reply's resource already proved the reply belongs to `discussionId`.
 */
export function discussionOfReply(
  db: Executor,
  input: { reply: DriveReplyRow; fileId: string; versionId: string },
): Promise<DriveDiscussionRow> {
  return driveComments.discussionOfReply(db, {
    reply: input.reply,
    where: and(eq(driveDiscussions.fileId, input.fileId), eq(driveDiscussions.versionId, input.versionId)),
  });
}
