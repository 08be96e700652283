import type { DiscussionStatusFilter, DriveReply } from '@hookline/domain';

/** What every discussed thing's comment has, whatever it is about (a file version, a saved ad's asset…). */
export interface DiscussionShape {
  _id: string;
  content: string;
  status: 'open' | 'resolved';
  createdBy: string | null;
  authorName: string;
  authorImageURL: string | null;
  createdAt: string;
  updatedAt: string;
  replies: DriveReply[];
  allowedActions: string[];
}

/**
 * A comment list changed on the screen before the server answers (spec section 4: the screen changes at
 * once, then the server is called, then what is discussed is read again).
 */
export type DiscussionChange<D extends DiscussionShape> =
  | { kind: 'add'; discussion: D }
  | { kind: 'edit'; discussionId: string; content: string }
  | { kind: 'remove'; discussionId: string }
  | { kind: 'resolve'; discussionId: string; resolved: boolean }
  | { kind: 'addReply'; discussionId: string; reply: DriveReply }
  | { kind: 'editReply'; discussionId: string; replyId: string; content: string }
  | { kind: 'removeReply'; discussionId: string; replyId: string };

const PENDING_PREFIX = 'pending-';
let pendingCount = 0;

/** Comments and replies shown before the server has given them an id: no actions until it has. */
export const isPending = (id: string): boolean => id.startsWith(PENDING_PREFIX);

const pendingId = () => `${PENDING_PREFIX}${Date.now()}-${++pendingCount}`;

/** Who a comment shows as while it is being sent. */
export interface CommentAuthor {
  userId: string | null;
  name: string;
  imageURL: string | null;
}

/** The fields every comment has, as it shows while it is being sent; the area adds what it is about. */
export function pendingComment(input: {
  content: string;
  author: CommentAuthor;
  now?: Date;
}): DiscussionShape {
  const at = (input.now ?? new Date()).toISOString();
  return {
    _id: pendingId(),
    content: input.content,
    status: 'open',
    createdBy: input.author.userId,
    authorName: input.author.name,
    authorImageURL: input.author.imageURL,
    createdAt: at,
    updatedAt: at,
    replies: [],
    allowedActions: [],
  };
}

/** A reply as it shows while it is being sent. */
export function pendingReply(input: { content: string; author: CommentAuthor; now?: Date }): DriveReply {
  const at = (input.now ?? new Date()).toISOString();
  return {
    _id: pendingId(),
    content: input.content,
    createdBy: input.author.userId,
    authorName: input.author.name,
    authorImageURL: input.author.imageURL,
    createdAt: at,
    updatedAt: at,
    allowedActions: [],
  };
}

function changeOne<D extends DiscussionShape>(
  list: readonly D[],
  discussionId: string,
  change: (discussion: D) => D,
): D[] {
  return list.map((discussion) => (discussion._id === discussionId ? change(discussion) : discussion));
}

/** The list after `change`; the list given is left as it was (it is the rollback). */
export function applyDiscussionChange<D extends DiscussionShape>(
  list: readonly D[],
  change: DiscussionChange<D>,
  now: Date = new Date(),
): D[] {
  const at = now.toISOString();
  switch (change.kind) {
    case 'add':
      return [...list, change.discussion];
    case 'edit':
      return changeOne(list, change.discussionId, (d) => ({ ...d, content: change.content, updatedAt: at }));
    case 'remove':
      return list.filter((discussion) => discussion._id !== change.discussionId);
    case 'resolve':
      return changeOne(list, change.discussionId, (d) => ({
        ...d,
        status: change.resolved ? 'resolved' : 'open',
        updatedAt: at,
      }));
    case 'addReply':
      return changeOne(list, change.discussionId, (d) => ({ ...d, replies: [...d.replies, change.reply] }));
    case 'editReply':
      return changeOne(list, change.discussionId, (d) => ({
        ...d,
        replies: d.replies.map((reply) =>
          reply._id === change.replyId ? { ...reply, content: change.content, updatedAt: at } : reply,
        ),
      }));
    case 'removeReply':
      return changeOne(list, change.discussionId, (d) => ({
        ...d,
        replies: d.replies.filter((reply) => reply._id !== change.replyId),
      }));
  }
}

/** The comments a filter shows (All, Open Comments, Resolved Comments), in the order given. */
export function filterDiscussions<D extends DiscussionShape>(
  list: readonly D[],
  filter: DiscussionStatusFilter,
): D[] {
  if (filter === 'all') return [...list];
  return list.filter((discussion) => discussion.status === filter);
}

/** How many of the comments are still open. */
export const openCount = (list: readonly DiscussionShape[]): number =>
  list.filter((discussion) => discussion.status === 'open').length;
