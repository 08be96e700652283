import type {
  CommentAnnotation,
  DiscussionStatusFilter,
  DriveDiscussion,
  DriveReply,
} from '@hookline/domain';

/**
 * A comment list changed on the screen before the server answers (spec section 4: "updates the screen at
 * once, then the server is called, then the file is reloaded").
 */
export type DiscussionChange =
  | { kind: 'add'; discussion: DriveDiscussion }
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

export interface CommentAuthor {
  userId: string | null;
  name: string;
  imageURL: string | null;
}

/** A comment as it shows while it is being sent. */
export function pendingDiscussion(input: {
  versionId: string;
  content: string;
  annotation: CommentAnnotation | null;
  author: CommentAuthor;
  now?: Date;
}): DriveDiscussion {
  const at = (input.now ?? new Date()).toISOString();
  return {
    _id: pendingId(),
    versionId: input.versionId,
    content: input.content,
    status: 'open',
    annotation: input.annotation,
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

function changeDiscussion(
  list: readonly DriveDiscussion[],
  discussionId: string,
  change: (discussion: DriveDiscussion) => DriveDiscussion,
): DriveDiscussion[] {
  return list.map((discussion) => (discussion._id === discussionId ? change(discussion) : discussion));
}

/** The list after `change`; the list given is left as it was (it is the rollback). */
export function applyDiscussionChange(
  list: readonly DriveDiscussion[],
  change: DiscussionChange,
  now: Date = new Date(),
): DriveDiscussion[] {
  const at = now.toISOString();
  switch (change.kind) {
    case 'add':
      return [...list, change.discussion];
    case 'edit':
      return changeDiscussion(list, change.discussionId, (d) => ({
        ...d,
        content: change.content,
        updatedAt: at,
      }));
    case 'remove':
      return list.filter((discussion) => discussion._id !== change.discussionId);
    case 'resolve':
      return changeDiscussion(list, change.discussionId, (d) => ({
        ...d,
        status: change.resolved ? 'resolved' : 'open',
        updatedAt: at,
      }));
    case 'addReply':
      return changeDiscussion(list, change.discussionId, (d) => ({
        ...d,
        replies: [...d.replies, change.reply],
      }));
    case 'editReply':
      return changeDiscussion(list, change.discussionId, (d) => ({
        ...d,
        replies: d.replies.map((reply) =>
          reply._id === change.replyId ? { ...reply, content: change.content, updatedAt: at } : reply,
        ),
      }));
    case 'removeReply':
      return changeDiscussion(list, change.discussionId, (d) => ({
        ...d,
        replies: d.replies.filter((reply) => reply._id !== change.replyId),
      }));
  }
}

/** The comments a filter of the panel shows (spec section 2: All, Open Comments, Resolved Comments). */
export function filterDiscussions(
  list: readonly DriveDiscussion[],
  filter: DiscussionStatusFilter,
): DriveDiscussion[] {
  if (filter === 'all') return [...list];
  return list.filter((discussion) => discussion.status === filter);
}

/** Oldest first, and on a video by the time they point at (comments without a time last). */
export function orderDiscussions(list: readonly DriveDiscussion[]): DriveDiscussion[] {
  return [...list].sort((a, b) => {
    const at = a.annotation?.time ?? Number.POSITIVE_INFINITY;
    const bt = b.annotation?.time ?? Number.POSITIVE_INFINITY;
    if (at !== bt) return at - bt;
    return a.createdAt.localeCompare(b.createdAt);
  });
}
