import type { DriveDiscussion } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { driveDiscussions, driveReplies, type DriveDiscussionRow, type DriveReplyRow } from '../tables.ts';
import { announceComment } from './announce-comment.ts';
import { mentionedMembers } from './comment-rules.ts';
import type { CommentReader } from './discussion-dto.ts';
import { authorColumns, discussionDto, type CommentAuthor } from './discussions.service.ts';

/**
 * The comment a reply route names: the reply's own comment, on the file and version of the path, else 404.
 * The reply's resource already proved the reply belongs to `discussionId`.
 */
export async function discussionOfReply(
  db: Executor,
  input: { reply: DriveReplyRow; fileId: string; versionId: string },
): Promise<DriveDiscussionRow> {
  const [discussion] = await db
    .select()
    .from(driveDiscussions)
    .where(
      and(
        eq(driveDiscussions.id, input.reply.discussionId),
        eq(driveDiscussions.workspaceId, input.reply.workspaceId),
        eq(driveDiscussions.fileId, input.fileId),
        eq(driveDiscussions.versionId, input.versionId),
      ),
    );
  if (!discussion) throw notFound();
  return discussion;
}

/** Adds a reply to a comment's thread, then announces it; answers the thread. */
export async function addReply(
  context: AppContext,
  input: { discussion: DriveDiscussionRow; content: string; author: CommentAuthor; reader: CommentReader },
): Promise<DriveDiscussion> {
  const { db } = context.database;
  const { discussion } = input;
  const mentioned = await mentionedMembers(db, { file: discussion, content: input.content });
  const reply = await db.transaction(async (tx) => {
    // Held until the reply is in, so that a comment deleted meanwhile is a 404, not a broken reference.
    const [thread] = await tx
      .select({ id: driveDiscussions.id })
      .from(driveDiscussions)
      .where(
        and(eq(driveDiscussions.id, discussion.id), eq(driveDiscussions.workspaceId, discussion.workspaceId)),
      )
      .for('share');
    if (!thread) throw notFound();
    const [inserted] = await tx
      .insert(driveReplies)
      .values({
        orgId: discussion.orgId,
        workspaceId: discussion.workspaceId,
        discussionId: discussion.id,
        content: input.content,
        ...authorColumns(input.author),
      })
      .returning();
    if (!inserted) throw new Error('insert into drive_replies returned nothing');
    return inserted;
  });
  await announceComment(context, {
    fileId: discussion.fileId,
    versionId: discussion.versionId,
    discussionId: discussion.id,
    replyId: reply.id,
    authorUserId: input.author.kind === 'member' ? input.author.userId : null,
    authorName: input.author.kind === 'viewer' ? input.author.name : '',
    mentionedUserIds: mentioned,
  });
  return discussionDto(db, { discussion, reader: input.reader });
}

/** New text for a reply (its author only); answers the thread. */
export async function updateReply(
  db: Executor,
  input: { reply: DriveReplyRow; content: string; reader: CommentReader },
): Promise<DriveDiscussion> {
  const updated = await db
    .update(driveReplies)
    .set({ content: input.content, updatedAt: new Date() })
    .where(and(eq(driveReplies.id, input.reply.id), eq(driveReplies.workspaceId, input.reply.workspaceId)))
    .returning({ id: driveReplies.id });
  if (updated.length === 0) throw notFound();
  return discussionDto(db, {
    discussion: { id: input.reply.discussionId, workspaceId: input.reply.workspaceId },
    reader: input.reader,
  });
}

/** Deletes a reply (its author, or an admin); answers the thread without it. */
export async function deleteReply(
  db: Executor,
  input: { reply: DriveReplyRow; reader: CommentReader },
): Promise<DriveDiscussion> {
  const deleted = await db
    .delete(driveReplies)
    .where(and(eq(driveReplies.id, input.reply.id), eq(driveReplies.workspaceId, input.reply.workspaceId)))
    .returning({ id: driveReplies.id });
  if (deleted.length === 0) throw notFound();
  return discussionDto(db, {
    discussion: { id: input.reply.discussionId, workspaceId: input.reply.workspaceId },
    reader: input.reader,
  });
}
