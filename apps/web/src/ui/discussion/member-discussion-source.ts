import type { User } from '@hookline/domain';
import type { InvalidateQueryFilters, QueryClient, QueryKey } from '@tanstack/react-query';
import type { CommentAuthor, DiscussionShape } from './discussion-changes.ts';
import type { DiscussionSource } from './discussion-source.ts';

type OnDiscussion<I> = I & { discussionId: string };

/** An area's comment calls for members, on one discussed thing that `I` names (a version, an asset). */
export interface MemberDiscussionCalls<I, D extends DiscussionShape, C> {
  discussions: (ids: I, signal?: AbortSignal) => Promise<D[]>;
  createDiscussion: (ids: I, input: C) => Promise<unknown>;
  updateDiscussion: (
    ids: OnDiscussion<I>,
    body: { content: string } | { resolved: boolean },
  ) => Promise<unknown>;
  deleteDiscussion: (ids: OnDiscussion<I>) => Promise<unknown>;
  createReply: (ids: OnDiscussion<I>, content: string) => Promise<unknown>;
  updateReply: (ids: OnDiscussion<I>, replyId: string, content: string) => Promise<unknown>;
  deleteReply: (ids: OnDiscussion<I>, replyId: string) => Promise<unknown>;
}

/** The signed-in member as their comments show while being sent. */
export function memberAuthor(user: User | undefined): CommentAuthor {
  return {
    userId: user?._id ?? null,
    name: user ? `${user.firstName} ${user.lastName}`.trim() : 'You',
    imageURL: user?.profileURL ?? null,
  };
}

/** Who asks: the signed-in member, and the cache their changes refresh. */
export interface MemberAsking {
  user: User | undefined;
  queryClient: QueryClient;
}

/** How an area's members reach the comments of one kind of discussed thing (a version, an asset). */
export interface MemberDiscussions<I, D extends DiscussionShape, C> {
  calls: MemberDiscussionCalls<I, D, C>;
  queryKey: (ids: I) => QueryKey;
  /** What else to read again once the server has answered (the thing's comment counts). */
  refresh: (ids: I) => InvalidateQueryFilters;
}

/**
 * A member's comment calls on one discussed thing. Writing and replying follow the thing's `comment.write`
 * (in `allowedActions`); editing, deleting and resolving follow each comment's own `allowedActions`.
 */
export function memberSource<I extends object, D extends DiscussionShape, C>(
  of: MemberDiscussions<I, D, C>,
  input: MemberAsking & { ids: I; allowedActions: readonly string[] },
): DiscussionSource<D, C> {
  const { calls } = of;
  const { ids } = input;
  const canWrite = input.allowedActions.includes('comment.write');
  const on = (discussionId: string): OnDiscussion<I> => ({ ...ids, discussionId });
  return {
    queryKey: of.queryKey(ids),
    list: (signal) => calls.discussions(ids, signal),
    author: memberAuthor(input.user),
    create: canWrite ? (comment) => calls.createDiscussion(ids, comment) : undefined,
    edit: (discussionId, content) => calls.updateDiscussion(on(discussionId), { content }),
    remove: (discussionId) => calls.deleteDiscussion(on(discussionId)),
    resolve: (discussionId, resolved) => calls.updateDiscussion(on(discussionId), { resolved }),
    reply: canWrite ? (discussionId, content) => calls.createReply(on(discussionId), content) : undefined,
    editReply: (discussionId, replyId, content) => calls.updateReply(on(discussionId), replyId, content),
    removeReply: (discussionId, replyId) => calls.deleteReply(on(discussionId), replyId),
    afterChange: () => void input.queryClient.invalidateQueries(of.refresh(ids)),
  };
}
