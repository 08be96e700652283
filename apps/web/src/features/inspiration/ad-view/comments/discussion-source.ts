import type { InspirationDiscussion } from '@hookline/domain';
import type { QueryKey } from '@tanstack/react-query';
import type { CommentAuthor } from './discussion-changes.ts';

/**
 * Where one asset's comments come from and go to: a member's calls in the saved-ad view, a share link's
 * viewer calls on the public page. A call left out is an action the caller doesn't have.
 */
export interface DiscussionSource {
  queryKey: QueryKey;
  list: (signal?: AbortSignal) => Promise<InspirationDiscussion[]>;
  author: CommentAuthor;
  create?: (content: string) => Promise<unknown>;
  edit?: (discussionId: string, content: string) => Promise<unknown>;
  remove?: (discussionId: string) => Promise<unknown>;
  resolve?: (discussionId: string, resolved: boolean) => Promise<unknown>;
  reply?: (discussionId: string, content: string) => Promise<unknown>;
  editReply?: (discussionId: string, replyId: string, content: string) => Promise<unknown>;
  removeReply?: (discussionId: string, replyId: string) => Promise<unknown>;
  /** What else to read again once the server has answered (the ad: its comment counts). */
  afterChange?: () => void;
}
