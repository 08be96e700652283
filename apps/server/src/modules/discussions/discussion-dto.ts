import type { DriveReply, Product } from '@hookline/domain';
import type { Executor } from '../../platform/db/database.ts';
import type { WorkspaceAccess } from '../tenancy/index.ts';
import { DISCUSSION_ACTIONS, ownedCommentActions, REPLY_ACTIONS } from './comment-actions.ts';
import { authorOf, authorsOf } from './comment-authors.ts';
import type { DiscussionRow, ReplyRow } from './comment-tables.ts';

/** Who reads the comments: a member (whose role and authorship decide the allowed actions), or a link's viewer. */
export type CommentReader = { kind: 'member'; userId: string; access: WorkspaceAccess } | { kind: 'viewer' };

/** A reply as every area's comments answer it. */
export type ReplyDto = DriveReply;

/** A comment with its thread: what every area's comment answers, and `Subject`, what it is on. */
export type DiscussionDto<Subject> = {
  _id: string;
  content: string;
  status: 'open' | 'resolved';
  createdBy: string | null;
  authorName: string;
  authorImageURL: string | null;
  createdAt: string;
  updatedAt: string;
  replies: ReplyDto[];
  allowedActions: string[];
} & Subject;

function actionsFor(
  product: Product,
  reader: CommentReader,
  makerUserId: string | null,
  kinds: typeof DISCUSSION_ACTIONS | typeof REPLY_ACTIONS,
): string[] {
  if (reader.kind !== 'member') return [];
  return ownedCommentActions(reader.access, { product, callerUserId: reader.userId, makerUserId, kinds });
}

/**
 * Comments with their replies (each list as given: oldest first). `subject` gives the fields an area's
 * comment carries besides the shared ones, in the order its schema lists them after `_id`.
 */
export async function toDiscussionDtos<Row extends DiscussionRow, Subject>(
  db: Executor,
  input: {
    product: Product;
    discussions: readonly Row[];
    replies: readonly ReplyRow[];
    reader: CommentReader;
    subject: (row: Row) => Subject;
  },
): Promise<DiscussionDto<Subject>[]> {
  const { product, reader } = input;
  const authors = await authorsOf(db, [
    ...input.discussions.map((row) => row.createdByUserId),
    ...input.replies.map((row) => row.createdByUserId),
  ]);
  const replyDto = (reply: ReplyRow): ReplyDto => {
    const author = authorOf(reply, authors);
    return {
      _id: reply.id,
      content: reply.content,
      createdBy: reply.createdByUserId,
      authorName: author.name,
      authorImageURL: author.imageUrl,
      createdAt: reply.createdAt.toISOString(),
      updatedAt: reply.updatedAt.toISOString(),
      allowedActions: actionsFor(product, reader, reply.createdByUserId, REPLY_ACTIONS),
    };
  };
  const repliesOf = new Map<string, ReplyRow[]>();
  for (const reply of input.replies) {
    const thread = repliesOf.get(reply.discussionId);
    if (thread) thread.push(reply);
    else repliesOf.set(reply.discussionId, [reply]);
  }
  return input.discussions.map((discussion) => {
    const author = authorOf(discussion, authors);
    return {
      _id: discussion.id,
      ...input.subject(discussion),
      content: discussion.content,
      status: discussion.status,
      createdBy: discussion.createdByUserId,
      authorName: author.name,
      authorImageURL: author.imageUrl,
      createdAt: discussion.createdAt.toISOString(),
      updatedAt: discussion.updatedAt.toISOString(),
      replies: (repliesOf.get(discussion.id) ?? []).map(replyDto),
      allowedActions: actionsFor(product, reader, discussion.createdByUserId, DISCUSSION_ACTIONS),
    };
  });
}
