import type { DriveReply, InspirationDiscussion } from '@hookline/domain';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { ANONYMOUS_AUTHOR, UNKNOWN_AUTHOR } from '../../drive/index.ts';
import type { WorkspaceAccess } from '../../tenancy/index.ts';
import { profileImageUrl, users } from '../../users/index.ts';
import type { InspirationDiscussionRow, InspirationReplyRow } from '../tables.ts';
import { DISCUSSION_ACTIONS, ownedCommentActions, REPLY_ACTIONS } from './discussion-resources.ts';

/** Who reads the comments: a member (whose role and authorship decide the allowed actions), or a link's viewer. */
export type CommentReader = { kind: 'member'; userId: string; access: WorkspaceAccess } | { kind: 'viewer' };

interface Author {
  name: string;
  imageUrl: string | null;
}

/**
 * A comment's author: a member's shows their name as it is now; a link viewer's the name they gave; one with
 * neither was written by an account since deleted.
 */
function authorOf(
  row: { createdByUserId: string | null; authorName: string | null },
  authors: Map<string, Author>,
): Author {
  if (row.createdByUserId !== null) {
    return authors.get(row.createdByUserId) ?? { name: UNKNOWN_AUTHOR, imageUrl: null };
  }
  if (row.authorName === null) return { name: UNKNOWN_AUTHOR, imageUrl: null };
  return { name: row.authorName.trim() || ANONYMOUS_AUTHOR, imageUrl: null };
}

async function authorsOf(db: Executor, userIds: readonly (string | null)[]): Promise<Map<string, Author>> {
  const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageKey: users.profileImageKey,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        name: `${row.firstName} ${row.lastName}`.trim() || UNKNOWN_AUTHOR,
        imageUrl: profileImageUrl(row),
      },
    ]),
  );
}

function actionsFor(
  reader: CommentReader,
  makerUserId: string | null,
  kinds: typeof DISCUSSION_ACTIONS | typeof REPLY_ACTIONS,
): string[] {
  if (reader.kind !== 'member') return [];
  return ownedCommentActions(reader.access, { callerUserId: reader.userId, makerUserId, kinds });
}

/** Comments with their replies (each list as given: oldest first), as `inspirationDiscussionSchema` reads. */
export async function toDiscussionDtos(
  db: Executor,
  input: {
    discussions: readonly InspirationDiscussionRow[];
    replies: readonly InspirationReplyRow[];
    reader: CommentReader;
  },
): Promise<InspirationDiscussion[]> {
  const authors = await authorsOf(db, [
    ...input.discussions.map((row) => row.createdByUserId),
    ...input.replies.map((row) => row.createdByUserId),
  ]);
  const replyDto = (reply: InspirationReplyRow): DriveReply => {
    const author = authorOf(reply, authors);
    return {
      _id: reply.id,
      content: reply.content,
      createdBy: reply.createdByUserId,
      authorName: author.name,
      authorImageURL: author.imageUrl,
      createdAt: reply.createdAt.toISOString(),
      updatedAt: reply.updatedAt.toISOString(),
      allowedActions: actionsFor(input.reader, reply.createdByUserId, REPLY_ACTIONS),
    };
  };
  const repliesOf = new Map<string, InspirationReplyRow[]>();
  for (const reply of input.replies) {
    const thread = repliesOf.get(reply.discussionId);
    if (thread) thread.push(reply);
    else repliesOf.set(reply.discussionId, [reply]);
  }
  return input.discussions.map((discussion) => {
    const author = authorOf(discussion, authors);
    return {
      _id: discussion.id,
      assetIndex: discussion.assetIndex,
      content: discussion.content,
      status: discussion.status,
      createdBy: discussion.createdByUserId,
      authorName: author.name,
      authorImageURL: author.imageUrl,
      createdAt: discussion.createdAt.toISOString(),
      updatedAt: discussion.updatedAt.toISOString(),
      replies: (repliesOf.get(discussion.id) ?? []).map(replyDto),
      allowedActions: actionsFor(input.reader, discussion.createdByUserId, DISCUSSION_ACTIONS),
    };
  });
}
