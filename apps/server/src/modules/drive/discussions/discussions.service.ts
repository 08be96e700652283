import type { CommentAnnotation, DiscussionStatusFilter, DriveDiscussion } from '@hookline/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { driveDiscussions, driveReplies, type DriveDiscussionRow, type DriveFileRow } from '../tables.ts';
import { announceComment } from './announce-comment.ts';
import { checkAnnotation, mentionedMembers, versionOfFile } from './comment-rules.ts';
import { toDiscussionDtos, type CommentReader } from './discussion-dto.ts';

type FileRef = Pick<DriveFileRow, 'id' | 'orgId' | 'workspaceId'>;

/** Who writes: a member (by user id), or a share link's viewer, who gives a name. */
export type CommentAuthor = { kind: 'member'; userId: string } | { kind: 'viewer'; name: string };

export const authorColumns = (author: CommentAuthor) =>
  author.kind === 'member'
    ? { createdByUserId: author.userId, authorName: null }
    : { createdByUserId: null, authorName: author.name };

/** A version's comments, oldest first, each with its replies (oldest first); `status` filters the threads. */
export async function listDiscussions(
  db: Executor,
  input: { file: FileRef; versionId: string; status: DiscussionStatusFilter; reader: CommentReader },
): Promise<DriveDiscussion[]> {
  const version = await versionOfFile(db, input);
  const discussions = await db
    .select()
    .from(driveDiscussions)
    .where(
      and(
        eq(driveDiscussions.workspaceId, input.file.workspaceId),
        eq(driveDiscussions.fileId, input.file.id),
        eq(driveDiscussions.versionId, version.id),
        input.status === 'all' ? undefined : eq(driveDiscussions.status, input.status),
      ),
    )
    .orderBy(asc(driveDiscussions.createdAt), asc(driveDiscussions.id));
  const replies =
    discussions.length === 0
      ? []
      : await db
          .select()
          .from(driveReplies)
          .where(
            and(
              eq(driveReplies.workspaceId, input.file.workspaceId),
              inArray(
                driveReplies.discussionId,
                discussions.map((discussion) => discussion.id),
              ),
            ),
          )
          .orderBy(asc(driveReplies.createdAt), asc(driveReplies.id));
  return toDiscussionDtos(db, { discussions, replies, reader: input.reader });
}

/** One comment with its replies, as the caller sees it now. */
export async function discussionDto(
  db: Executor,
  input: { discussion: Pick<DriveDiscussionRow, 'id' | 'workspaceId'>; reader: CommentReader },
): Promise<DriveDiscussion> {
  const [discussion] = await db
    .select()
    .from(driveDiscussions)
    .where(
      and(
        eq(driveDiscussions.id, input.discussion.id),
        eq(driveDiscussions.workspaceId, input.discussion.workspaceId),
      ),
    );
  if (!discussion) throw notFound();
  const replies = await db
    .select()
    .from(driveReplies)
    .where(
      and(eq(driveReplies.discussionId, discussion.id), eq(driveReplies.workspaceId, discussion.workspaceId)),
    )
    .orderBy(asc(driveReplies.createdAt), asc(driveReplies.id));
  const [dto] = await toDiscussionDtos(db, { discussions: [discussion], replies, reader: input.reader });
  if (!dto) throw notFound();
  return dto;
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
  const { db } = context.database;
  const mentioned = await mentionedMembers(db, input);
  const discussion = await db.transaction(async (tx) => {
    const version = await versionOfFile(tx, { ...input, lock: true });
    checkAnnotation(version, input.annotation);
    const [inserted] = await tx
      .insert(driveDiscussions)
      .values({
        orgId: input.file.orgId,
        workspaceId: input.file.workspaceId,
        fileId: input.file.id,
        versionId: version.id,
        content: input.content,
        annotation: input.annotation ?? null,
        ...authorColumns(input.author),
      })
      .returning();
    if (!inserted) throw new Error('insert into drive_discussions returned nothing');
    return inserted;
  });
  await announceComment(context, {
    fileId: input.file.id,
    versionId: discussion.versionId,
    discussionId: discussion.id,
    replyId: null,
    authorUserId: input.author.kind === 'member' ? input.author.userId : null,
    authorName: input.author.kind === 'viewer' ? input.author.name : '',
    mentionedUserIds: mentioned,
  });
  return discussionDto(db, { discussion, reader: input.reader });
}

/** The comment the route names: on the version the path names too, else 404. */
export function onVersion(discussion: DriveDiscussionRow, versionId: string): DriveDiscussionRow {
  if (discussion.versionId !== versionId) throw notFound();
  return discussion;
}

/** New text (its author) or the thread's status (its author, a collaborator or an admin). */
export async function updateDiscussion(
  db: Executor,
  input: {
    discussion: DriveDiscussionRow;
    change: { content: string } | { resolved: boolean };
    reader: CommentReader;
  },
): Promise<DriveDiscussion> {
  const set =
    'content' in input.change
      ? { content: input.change.content }
      : { status: input.change.resolved ? ('resolved' as const) : ('open' as const) };
  const [updated] = await db
    .update(driveDiscussions)
    .set({ ...set, updatedAt: new Date() })
    .where(
      and(
        eq(driveDiscussions.id, input.discussion.id),
        eq(driveDiscussions.workspaceId, input.discussion.workspaceId),
      ),
    )
    .returning();
  if (!updated) throw notFound();
  return discussionDto(db, { discussion: updated, reader: input.reader });
}

/** Deletes a comment and its replies; answers it as it was, with nothing left to do to it. */
export async function deleteDiscussion(
  db: Executor,
  input: { discussion: DriveDiscussionRow; reader: CommentReader },
): Promise<DriveDiscussion> {
  const before = await discussionDto(db, input);
  const deleted = await db
    .delete(driveDiscussions)
    .where(
      and(
        eq(driveDiscussions.id, input.discussion.id),
        eq(driveDiscussions.workspaceId, input.discussion.workspaceId),
      ),
    )
    .returning({ id: driveDiscussions.id });
  if (deleted.length === 0) throw notFound();
  return {
    ...before,
    replies: before.replies.map((reply) => ({ ...reply, allowedActions: [] })),
    allowedActions: [],
  };
}
