import type { CommentAnnotation } from '@hookline/domain';
import type { Executor } from '../../../platform/db/database.ts';
import { driveDiscussions, driveReplies } from '../tables.ts';

/** A review comment of the demo, on one version of one of its files. */
export interface DriveDemoComment {
  /** The demo file's key. */
  file: string;
  /** Which version, 0 the oldest. */
  version: number;
  content: string;
  annotation?: CommentAnnotation;
  resolved?: boolean;
  /** A client commenting through the share link, without an account. */
  guestName?: string;
  /** The user's answer. */
  reply?: string;
}

export interface DriveDemoFileVersions {
  fileId: string;
  versionIds: string[];
}

/** The comments in order, each with its reply; one on a file or version that wasn't made is left out. */
export async function seedDemoReview(
  db: Executor,
  input: {
    orgId: string;
    workspaceId: string;
    userId: string;
    comments: readonly DriveDemoComment[];
    files: ReadonlyMap<string, DriveDemoFileVersions>;
  },
): Promise<void> {
  const tenant = { orgId: input.orgId, workspaceId: input.workspaceId };
  for (const comment of input.comments) {
    const file = input.files.get(comment.file);
    const versionId = file?.versionIds[comment.version];
    if (!file || !versionId) continue;
    const [row] = await db
      .insert(driveDiscussions)
      .values({
        ...tenant,
        fileId: file.fileId,
        versionId,
        content: comment.content,
        annotation: comment.annotation ?? null,
        status: comment.resolved ? 'resolved' : 'open',
        createdByUserId: comment.guestName ? null : input.userId,
        authorName: comment.guestName ?? null,
      })
      .returning({ id: driveDiscussions.id });
    if (comment.reply && row) {
      await db.insert(driveReplies).values({
        ...tenant,
        discussionId: row.id,
        content: comment.reply,
        createdByUserId: input.userId,
      });
    }
  }
}
