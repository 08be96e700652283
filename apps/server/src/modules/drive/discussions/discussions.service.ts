import type { CommentAnnotation, DiscussionStatusFilter, DriveDiscussion } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { discussionsOf, type CommentAuthor, type CommentReader } from '../../discussions/index.ts';
import { driveDiscussions, driveReplies, type DriveDiscussionRow, type DriveFileRow } from '../tables.ts';
import { announceDriveComment } from './announce-comment.ts';
import { checkAnnotation, versionOfFile } from './comment-rules.ts';

type FileRef = Pick<DriveFileRow, 'id' | 'orgId' | 'workspaceId'>;

/** The Creative Hub's comments: each on one version of a file, pinned to a point or a time of it. */
export const driveComments = discussionsOf({
  product: 'drive',
  discussions: driveDiscussions,
  replies: driveReplies,
  subject: (row: DriveDiscussionRow) => ({ versionId: row.versionId, annotation: row.annotation }),
  announce: announceDriveComment,
});

/** A version's comments, oldest first, each with its replies (oldest first); `status` filters the threads. */
export async function listDiscussions(
  db: Executor,
  input: { file: FileRef; versionId: string; status: DiscussionStatusFilter; reader: CommentReader },
): Promise<DriveDiscussion[]> {
  const version = await versionOfFile(db, input);
  return driveComments.listDiscussions(db, {
    workspaceId: input.file.workspaceId,
    where: and(eq(driveDiscussions.fileId, input.file.id), eq(driveDiscussions.versionId, version.id)),
    status: input.status,
    reader: input.reader,
  });
}

/**
 * Writes a comment on one of the file's versions, then announces it (mentioned members and watchers are
 * told by e-mail, the folder's team chat by a post).
 */
export async function createDiscussion(
  context: AppContext,
  input: {
    file: FileRef;
    versionId: string;
    content: string;
    annotation: CommentAnnotation | null | undefined;
    author: CommentAuthor;
    reader: CommentReader;
  },
): Promise<DriveDiscussion> {
  const { file } = input;
  return driveComments.createDiscussion(context, {
    into: {
      orgId: file.orgId,
      workspaceId: file.workspaceId,
      subjectColumns: async (tx) => {
        const version = await versionOfFile(tx, { ...input, lock: true });
        checkAnnotation(version, input.annotation);
        return { fileId: file.id, versionId: version.id, annotation: input.annotation ?? null };
      },
    },
    content: input.content,
    author: input.author,
    reader: input.reader,
  });
}
