import type { DiscussionStatusFilter, InspirationDiscussion } from '@hookline/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { inspirationDiscussions, inspirationReplies, type InspirationDiscussionRow } from '../tables.ts';
import { announceComment } from './comment-added.job.ts';
import { assertAsset, lockAssetOfFile, mentionedMembers, type SavedAdRef } from './comment-rules.ts';
import { toDiscussionDtos, type CommentReader } from './discussion-dto.ts';

/** Who writes: a member (by user id), or a share link's viewer, who gives a name. */
export type CommentAuthor = { kind: 'member'; userId: string } | { kind: 'viewer'; name: string };

export const authorColumns = (author: CommentAuthor) =>
  author.kind === 'member'
    ? { createdByUserId: author.userId, authorName: null }
    : { createdByUserId: null, authorName: author.name };

/** The replies of some comments, oldest first. */
async function repliesOf(db: Executor, input: { workspaceId: string; discussionIds: readonly string[] }) {
  if (input.discussionIds.length === 0) return [];
  return db
    .select()
    .from(inspirationReplies)
    .where(
      and(
        eq(inspirationReplies.workspaceId, input.workspaceId),
        inArray(inspirationReplies.discussionId, [...input.discussionIds]),
      ),
    )
    .orderBy(asc(inspirationReplies.createdAt), asc(inspirationReplies.id));
}

/**
 * A saved ad's comments, oldest first, each with its replies (oldest first): one asset's (`assetIndex`), or
 * every asset's when it is left out; `status` filters the threads.
 */
export async function listDiscussions(
  db: Executor,
  input: {
    file: SavedAdRef;
    assetIndex?: number;
    status: DiscussionStatusFilter;
    reader: CommentReader;
  },
): Promise<InspirationDiscussion[]> {
  if (input.assetIndex !== undefined) assertAsset(input.file, input.assetIndex);
  const discussions = await db
    .select()
    .from(inspirationDiscussions)
    .where(
      and(
        eq(inspirationDiscussions.workspaceId, input.file.workspaceId),
        eq(inspirationDiscussions.fileId, input.file.id),
        input.assetIndex === undefined ? undefined : eq(inspirationDiscussions.assetIndex, input.assetIndex),
        input.status === 'all' ? undefined : eq(inspirationDiscussions.status, input.status),
      ),
    )
    .orderBy(asc(inspirationDiscussions.createdAt), asc(inspirationDiscussions.id));
  const replies = await repliesOf(db, {
    workspaceId: input.file.workspaceId,
    discussionIds: discussions.map((discussion) => discussion.id),
  });
  return toDiscussionDtos(db, { discussions, replies, reader: input.reader });
}

/** One comment with its replies, as the caller sees it now. */
export async function discussionDto(
  db: Executor,
  input: { discussion: Pick<InspirationDiscussionRow, 'id' | 'workspaceId'>; reader: CommentReader },
): Promise<InspirationDiscussion> {
  const [discussion] = await db
    .select()
    .from(inspirationDiscussions)
    .where(
      and(
        eq(inspirationDiscussions.id, input.discussion.id),
        eq(inspirationDiscussions.workspaceId, input.discussion.workspaceId),
      ),
    );
  if (!discussion) throw notFound();
  const replies = await repliesOf(db, {
    workspaceId: discussion.workspaceId,
    discussionIds: [discussion.id],
  });
  const [dto] = await toDiscussionDtos(db, { discussions: [discussion], replies, reader: input.reader });
  if (!dto) throw notFound();
  return dto;
}

/**
 * Writes a comment on one asset of a saved ad, then announces it (mentioned members and watchers are told
 * by e-mail).
 */
export async function createDiscussion(
  context: AppContext,
  input: {
    file: SavedAdRef;
    assetIndex: number;
    content: string;
    author: CommentAuthor;
    reader: CommentReader;
  },
): Promise<InspirationDiscussion> {
  const { db } = context.database;
  assertAsset(input.file, input.assetIndex);
  const mentioned = await mentionedMembers(db, input);
  const discussion = await db.transaction(async (tx) => {
    const file = await lockAssetOfFile(tx, input);
    const [inserted] = await tx
      .insert(inspirationDiscussions)
      .values({
        orgId: file.orgId,
        workspaceId: file.workspaceId,
        fileId: file.id,
        assetIndex: input.assetIndex,
        content: input.content,
        ...authorColumns(input.author),
      })
      .returning();
    if (!inserted) throw new Error('insert into inspiration_discussions returned nothing');
    return inserted;
  });
  await announceComment(context, {
    fileId: discussion.fileId,
    assetIndex: discussion.assetIndex,
    discussionId: discussion.id,
    replyId: null,
    authorUserId: input.author.kind === 'member' ? input.author.userId : null,
    authorName: input.author.kind === 'viewer' ? input.author.name : '',
    mentionedUserIds: mentioned,
  });
  return discussionDto(db, { discussion, reader: input.reader });
}

/** The comment the route names: on the asset the path names too, else 404. */
export function onAsset(discussion: InspirationDiscussionRow, assetIndex: number): InspirationDiscussionRow {
  if (discussion.assetIndex !== assetIndex) throw notFound();
  return discussion;
}

/** New text (its author) or the thread's status (its author, a collaborator or an admin). */
export async function updateDiscussion(
  db: Executor,
  input: {
    discussion: InspirationDiscussionRow;
    change: { content: string } | { resolved: boolean };
    reader: CommentReader;
  },
): Promise<InspirationDiscussion> {
  const set =
    'content' in input.change
      ? { content: input.change.content }
      : { status: input.change.resolved ? ('resolved' as const) : ('open' as const) };
  const [updated] = await db
    .update(inspirationDiscussions)
    .set({ ...set, updatedAt: new Date() })
    .where(
      and(
        eq(inspirationDiscussions.id, input.discussion.id),
        eq(inspirationDiscussions.workspaceId, input.discussion.workspaceId),
      ),
    )
    .returning();
  if (!updated) throw notFound();
  return discussionDto(db, { discussion: updated, reader: input.reader });
}

/** Deletes a comment and its replies; answers it as it was, with nothing left to do to it. */
export async function deleteDiscussion(
  db: Executor,
  input: { discussion: InspirationDiscussionRow; reader: CommentReader },
): Promise<InspirationDiscussion> {
  const before = await discussionDto(db, input);
  const deleted = await db
    .delete(inspirationDiscussions)
    .where(
      and(
        eq(inspirationDiscussions.id, input.discussion.id),
        eq(inspirationDiscussions.workspaceId, input.discussion.workspaceId),
      ),
    )
    .returning({ id: inspirationDiscussions.id });
  if (deleted.length === 0) throw notFound();
  return {
    ...before,
    replies: before.replies.map((reply) => ({ ...reply, allowedActions: [] })),
    allowedActions: [],
  };
}
