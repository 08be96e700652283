import type { InspirationDiscussion } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import {
  inspirationDiscussions,
  inspirationReplies,
  type InspirationDiscussionRow,
  type InspirationReplyRow,
} from '../tables.ts';
import { announceComment } from './comment-added.job.ts';
import { mentionedMembers } from './comment-rules.ts';
import type { CommentReader } from './discussion-dto.ts';
import { authorColumns, discussionDto, type CommentAuthor } from './discussions.service.ts';

/**
 * The comment a reply route names: the reply's own comment, on the saved ad and asset of the path, else 404.
 * The reply's resource already proved the reply belongs to `discussionId`.
 */
export async function discussionOfReply(
  db: Executor,
  input: { reply: InspirationReplyRow; fileId: string; assetIndex: number },
): Promise<InspirationDiscussionRow> {
  const [discussion] = await db
    .select()
    .from(inspirationDiscussions)
    .where(
      and(
        eq(inspirationDiscussions.id, input.reply.discussionId),
        eq(inspirationDiscussions.workspaceId, input.reply.workspaceId),
        eq(inspirationDiscussions.fileId, input.fileId),
        eq(inspirationDiscussions.assetIndex, input.assetIndex),
      ),
    );
  if (!discussion) throw notFound();
  return discussion;
}

/** Adds a reply to a comment's thread, then announces it; answers the thread. */
export async function addReply(
  context: AppContext,
  input: {
    discussion: InspirationDiscussionRow;
    content: string;
    author: CommentAuthor;
    reader: CommentReader;
  },
): Promise<InspirationDiscussion> {
  const { db } = context.database;
  const { discussion } = input;
  const mentioned = await mentionedMembers(db, { file: discussion, content: input.content });
  const reply = await db.transaction(async (tx) => {
    // Held until the reply is in, so that a comment deleted meanwhile is a 404, not a broken reference.
    const [thread] = await tx
      .select({ id: inspirationDiscussions.id })
      .from(inspirationDiscussions)
      .where(
        and(
          eq(inspirationDiscussions.id, discussion.id),
          eq(inspirationDiscussions.workspaceId, discussion.workspaceId),
        ),
      )
      .for('share');
    if (!thread) throw notFound();
    const [inserted] = await tx
      .insert(inspirationReplies)
      .values({
        orgId: discussion.orgId,
        workspaceId: discussion.workspaceId,
        discussionId: discussion.id,
        content: input.content,
        ...authorColumns(input.author),
      })
      .returning();
    if (!inserted) throw new Error('insert into inspiration_replies returned nothing');
    return inserted;
  });
  await announceComment(context, {
    fileId: discussion.fileId,
    assetIndex: discussion.assetIndex,
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
  input: { reply: InspirationReplyRow; content: string; reader: CommentReader },
): Promise<InspirationDiscussion> {
  const updated = await db
    .update(inspirationReplies)
    .set({ content: input.content, updatedAt: new Date() })
    .where(
      and(
        eq(inspirationReplies.id, input.reply.id),
        eq(inspirationReplies.workspaceId, input.reply.workspaceId),
      ),
    )
    .returning({ id: inspirationReplies.id });
  if (updated.length === 0) throw notFound();
  return discussionDto(db, {
    discussion: { id: input.reply.discussionId, workspaceId: input.reply.workspaceId },
    reader: input.reader,
  });
}

/** Deletes a reply (its author, or an admin); answers the thread without it. */
export async function deleteReply(
  db: Executor,
  input: { reply: InspirationReplyRow; reader: CommentReader },
): Promise<InspirationDiscussion> {
  const deleted = await db
    .delete(inspirationReplies)
    .where(
      and(
        eq(inspirationReplies.id, input.reply.id),
        eq(inspirationReplies.workspaceId, input.reply.workspaceId),
      ),
    )
    .returning({ id: inspirationReplies.id });
  if (deleted.length === 0) throw notFound();
  return discussionDto(db, {
    discussion: { id: input.reply.discussionId, workspaceId: input.reply.workspaceId },
    reader: input.reader,
  });
}
