import type { DriveReply, InspirationDiscussion } from '@hookline/domain';

/**
 * A change to an asset's comments, shown before the server answers (spec section 4, "Comments": the screen
 * changes at once, then the server is called, then the ad is read again).
 */
export type DiscussionChange =
  | { kind: 'add'; discussion: InspirationDiscussion }
  | { kind: 'edit'; discussionId: string; content: string }
  | { kind: 'remove'; discussionId: string }
  | { kind: 'resolve'; discussionId: string; resolved: boolean }
  | { kind: 'addReply'; discussionId: string; reply: DriveReply }
  | { kind: 'editReply'; discussionId: string; replyId: string; content: string }
  | { kind: 'removeReply'; discussionId: string; replyId: string };

export type StatusFilter = 'all' | 'open' | 'resolved';

const PENDING_PREFIX = 'pending-';
let pendingCount = 0;

/** Comments and replies shown before the server has given them an id: they offer no actions yet. */
export const isPending = (id: string): boolean => id.startsWith(PENDING_PREFIX);

const pendingId = () => `${PENDING_PREFIX}${Date.now()}-${++pendingCount}`;

/** Who a comment shows as while it is being sent. */
export interface CommentAuthor {
  userId: string | null;
  name: string;
  imageURL: string | null;
}

export function pendingDiscussion(input: {
  assetIndex: number;
  content: string;
  author: CommentAuthor;
  now?: Date;
}): InspirationDiscussion {
  const at = (input.now ?? new Date()).toISOString();
  return {
    _id: pendingId(),
    assetIndex: input.assetIndex,
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

function changeOne(
  list: readonly InspirationDiscussion[],
  discussionId: string,
  change: (discussion: InspirationDiscussion) => InspirationDiscussion,
): InspirationDiscussion[] {
  return list.map((discussion) => (discussion._id === discussionId ? change(discussion) : discussion));
}

/** The list after `change`; the list given stays as it was, to put back if the server refuses. */
export function applyDiscussionChange(
  list: readonly InspirationDiscussion[],
  change: DiscussionChange,
  now: Date = new Date(),
): InspirationDiscussion[] {
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

/** The comments a filter shows (All, Open Comments, Resolved Comments), oldest first. */
export function filterDiscussions(
  list: readonly InspirationDiscussion[],
  filter: StatusFilter,
): InspirationDiscussion[] {
  const shown = filter === 'all' ? [...list] : list.filter((discussion) => discussion.status === filter);
  return shown.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** How many of the comments are still open: the count the asset strip shows while the list is changing. */
export const openCount = (list: readonly InspirationDiscussion[]): number =>
  list.filter((discussion) => discussion.status === 'open').length;
