import type { QueryKey } from '@tanstack/react-query';
import type { CommentAuthor, DiscussionShape } from './discussion-changes.ts';

/**
 * Where one discussed thing's comments come from and go to: a member's calls in the app, a share link's
 * viewer calls on its public page. `D` is the area's comment, `C` what a new comment is made of (its text,
 * and for a version where it points). A call left out is an action the caller doesn't have.
 */
export interface DiscussionSource<D extends DiscussionShape, C> {
  /** The cache key of the comments. */
  queryKey: QueryKey;
  list: (signal?: AbortSignal) => Promise<D[]>;
  /** Who a comment shows as while it is being sent. */
  author: CommentAuthor;
  create?: (input: C) => Promise<unknown>;
  edit?: (discussionId: string, content: string) => Promise<unknown>;
  remove?: (discussionId: string) => Promise<unknown>;
  resolve?: (discussionId: string, resolved: boolean) => Promise<unknown>;
  reply?: (discussionId: string, content: string) => Promise<unknown>;
  editReply?: (discussionId: string, replyId: string, content: string) => Promise<unknown>;
  removeReply?: (discussionId: string, replyId: string) => Promise<unknown>;
  /** What else to read again once the server has answered (the file or the ad: its comment counts). */
  afterChange?: () => void;
}
