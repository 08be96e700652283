import type { DriveFile, User } from '@hookline/domain';
import type { QueryClient } from '@tanstack/react-query';
import { DRIVE_KEYS } from '../../../../api/drive-api.ts';
import { DRIVE_REVIEW_KEYS, driveReviewApi } from '../../../../api/drive-review-api.ts';
import type { DiscussionSource } from './discussion-source.ts';

/** A member's comment calls on one version of a file; the actions the file allows decide what is offered. */
export function memberDiscussionSource(input: {
  file: DriveFile;
  versionId: string;
  user: User | undefined;
  queryClient: QueryClient;
}): DiscussionSource {
  const { file, versionId, user, queryClient } = input;
  const ids = { fileId: file._id, versionId };
  const on = (discussionId: string) => ({ ...ids, discussionId });
  const canWrite = file.allowedActions.includes('comment.write');
  return {
    queryKey: DRIVE_REVIEW_KEYS.discussions(ids),
    list: (signal) => driveReviewApi.discussions(ids, signal),
    author: {
      userId: user?._id ?? null,
      name: user ? `${user.firstName} ${user.lastName}`.trim() : 'You',
      imageURL: user?.profileURL ?? null,
    },
    create: canWrite
      ? ({ content, annotation }) => driveReviewApi.createDiscussion(ids, { content, annotation })
      : undefined,
    edit: (discussionId, content) => driveReviewApi.updateDiscussion(on(discussionId), { content }),
    remove: (discussionId) => driveReviewApi.deleteDiscussion(on(discussionId)),
    resolve: (discussionId, resolved) => driveReviewApi.updateDiscussion(on(discussionId), { resolved }),
    reply: canWrite
      ? (discussionId, content) => driveReviewApi.createReply(on(discussionId), content)
      : undefined,
    editReply: (discussionId, replyId, content) =>
      driveReviewApi.updateReply(on(discussionId), replyId, content),
    removeReply: (discussionId, replyId) => driveReviewApi.deleteReply(on(discussionId), replyId),
    afterChange: () => void queryClient.invalidateQueries({ queryKey: DRIVE_KEYS.file(file._id) }),
  };
}
