import type { CommentAnnotation, DriveDiscussion } from '@hookline/domain';
import type { QueryKey } from '@tanstack/react-query';
import type { CommentAuthor } from './discussion-cache.ts';

/**
 * Where a version's comments come from and go to: a member's calls in the studio, a share link's viewer
 * calls on the public page. A missing call is an action the caller doesn't have.
 */
export interface DiscussionSource {
  /** The cache key of the version's comments. */
  queryKey: QueryKey;
  list: (signal?: AbortSignal) => Promise<DriveDiscussion[]>;
  /** Who a comment shows as while it is being sent. */
  author: CommentAuthor;
  create?: (input: { content: string; annotation: CommentAnnotation | null }) => Promise<unknown>;
  edit?: (discussionId: string, content: string) => Promise<unknown>;
  remove?: (discussionId: string) => Promise<unknown>;
  resolve?: (discussionId: string, resolved: boolean) => Promise<unknown>;
  reply?: (discussionId: string, content: string) => Promise<unknown>;
  editReply?: (discussionId: string, replyId: string, content: string) => Promise<unknown>;
  removeReply?: (discussionId: string, replyId: string) => Promise<unknown>;
  /** What else to read again once the server has answered (the file: its comment counts). */
  afterChange?: () => void;
}
