import type { InspirationFile, User } from '@hookline/domain';
import type { QueryClient } from '@tanstack/react-query';
import { SAVED_AD_KEYS, savedAdApi } from '../saved-ad-api.ts';
import type { DiscussionSource } from './discussion-source.ts';

/**
 * A member's comment calls on one asset of a saved ad. Writing and replying follow the ad's
 * `comment.write`; editing, deleting and resolving follow each comment's own `allowedActions`.
 */
export function memberDiscussionSource(input: {
  file: InspirationFile;
  assetIndex: number;
  user: User | undefined;
  queryClient: QueryClient;
}): DiscussionSource {
  const { file, assetIndex, user, queryClient } = input;
  const ids = { fileId: file._id, assetIndex };
  const on = (discussionId: string) => ({ ...ids, discussionId });
  const canWrite = file.allowedActions.includes('comment.write');
  return {
    queryKey: SAVED_AD_KEYS.discussions(ids),
    list: (signal) => savedAdApi.discussions(ids, signal),
    author: {
      userId: user?._id ?? null,
      name: user ? `${user.firstName} ${user.lastName}`.trim() : 'You',
      imageURL: user?.profileURL ?? null,
    },
    create: canWrite ? (content) => savedAdApi.createDiscussion(ids, content) : undefined,
    edit: (discussionId, content) => savedAdApi.updateDiscussion(on(discussionId), { content }),
    remove: (discussionId) => savedAdApi.deleteDiscussion(on(discussionId)),
    resolve: (discussionId, resolved) => savedAdApi.updateDiscussion(on(discussionId), { resolved }),
    reply: canWrite
      ? (discussionId, content) => savedAdApi.createReply(on(discussionId), content)
      : undefined,
    editReply: (discussionId, replyId, content) => savedAdApi.updateReply(on(discussionId), replyId, content),
    removeReply: (discussionId, replyId) => savedAdApi.deleteReply(on(discussionId), replyId),
    afterChange: () =>
      void queryClient.invalidateQueries({ queryKey: SAVED_AD_KEYS.file(file._id), exact: true }),
  };
}
