import type { DiscussionStatusFilter, DriveDiscussion } from '@hookline/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Mentionable } from '../../../../ui/comments/mentionable.ts';
import { DiscussionPanel } from '../../../../ui/discussion/DiscussionPanel.tsx';
import type { ViewerName } from '../../../../ui/discussion/use-new-comment.ts';
import { useStudioReview } from '../studio-context.ts';
import { CommentCard } from './CommentCard.tsx';
import { CommentComposer } from './CommentComposer.tsx';
import type { DiscussionActions } from './use-discussions.ts';

const EMPTY_TEXT: Record<DiscussionStatusFilter, string> = {
  all: 'No comments yet.',
  open: 'No open comments: everything on this version is resolved.',
  resolved: 'No resolved comments yet.',
};

interface CommentsPanelProps {
  query: UseQueryResult<DriveDiscussion[]>;
  actions: DiscussionActions;
  members: readonly Mentionable[];
  canWrite: boolean;
  canReply: boolean;
  /** On a share link's page: the name the viewer comments under. */
  viewerName?: ViewerName;
}

/** The version's comments, filtered by status, and the box for a new one. */
export function CommentsPanel({
  query,
  actions,
  members,
  canWrite,
  canReply,
  viewerName,
}: CommentsPanelProps) {
  const review = useStudioReview();
  return (
    <DiscussionPanel
      query={query}
      shown={(filter) =>
        review.discussions.filter((item) => filter === 'all' || item.discussion.status === filter)
      }
      renderItem={(item) => (
        <CommentCard
          key={item.discussion._id}
          item={item}
          actions={actions}
          members={members}
          canReply={canReply}
          selected={review.selectedId === item.discussion._id}
          onSelect={() => review.select(item.discussion)}
          fps={review.frameRate.fps}
        />
      )}
      emptyText={EMPTY_TEXT}
      firstCommentHint={
        canWrite &&
        (review.kind === 'video'
          ? 'Pause on a frame, then write below: the comment keeps its timecode.'
          : 'Write below, and pin it to a spot on the image if you like.')
      }
      footer={
        canWrite && (
          <CommentComposer
            members={members}
            onSend={(content, annotation) => actions.add({ content, annotation })}
            viewerName={viewerName}
          />
        )
      }
    />
  );
}
