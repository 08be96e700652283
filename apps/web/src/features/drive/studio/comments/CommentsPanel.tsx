import {
  DISCUSSION_STATUS_FILTERS,
  type DiscussionStatusFilter,
  type DriveDiscussion,
} from '@hookline/domain';
import { SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../../../ui/LoadError.tsx';
import { useStudioReview } from '../studio-context.ts';
import { CommentCard } from './CommentCard.tsx';
import { CommentComposer, type ViewerName } from './CommentComposer.tsx';
import classes from '../../../../ui/discussion/discussion.module.css';
import type { DiscussionActions } from './use-discussions.ts';
import type { Mentionable } from '../../../../ui/comments/mentionable.ts';

/** The filter's words (spec section 2). */
const FILTER_LABELS: Record<DiscussionStatusFilter, string> = {
  all: 'All',
  open: 'Open Comments',
  resolved: 'Resolved Comments',
};

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

function CommentsSkeleton() {
  return (
    <Stack gap={8} aria-busy="true" aria-label="Loading the comments">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} h={84} radius="md" />
      ))}
    </Stack>
  );
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
  const [filter, setFilter] = useState<DiscussionStatusFilter>('all');
  const shown = review.discussions.filter((item) => filter === 'all' || item.discussion.status === filter);

  let content;
  if (query.isError) {
    content = (
      <LoadError
        what="the comments"
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
        compact
      />
    );
  } else if (query.isPending) {
    content = <CommentsSkeleton />;
  } else if (shown.length === 0) {
    content = (
      <Stack gap={4} className={classes.empty}>
        <Text size="sm" fw={600}>
          {EMPTY_TEXT[filter]}
        </Text>
        {filter === 'all' && canWrite && (
          <Text size="sm" c="gray.7">
            {review.kind === 'video'
              ? 'Pause on a frame, then write below: the comment keeps its timecode.'
              : 'Write below, and pin it to a spot on the image if you like.'}
          </Text>
        )}
      </Stack>
    );
  } else {
    content = shown.map((item) => (
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
    ));
  }

  return (
    <div className={classes.panel}>
      <div className={classes.filterBar}>
        <SegmentedControl
          fullWidth
          size="xs"
          value={filter}
          onChange={setFilter}
          data={DISCUSSION_STATUS_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
          aria-label="Show comments"
        />
      </div>
      <div className={classes.list} aria-busy={query.isPending}>
        {content}
      </div>
      {canWrite && (
        <CommentComposer
          members={members}
          onSend={(content, annotation) => actions.add({ content, annotation })}
          viewerName={viewerName}
        />
      )}
    </div>
  );
}
