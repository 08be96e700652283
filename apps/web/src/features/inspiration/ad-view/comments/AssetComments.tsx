import type { DiscussionStatusFilter, InspirationDiscussion } from '@hookline/domain';
import { SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { Mentionable } from '../../../../ui/comments/mentionable.ts';
import { LoadError } from '../../../../ui/LoadError.tsx';
import { AssetCommentComposer, type ViewerName } from './AssetCommentComposer.tsx';
import { CommentThread } from '../../../../ui/discussion/CommentThread.tsx';
import classes from '../../../../ui/discussion/discussion.module.css';
import { shownDiscussions } from './discussion-changes.ts';
import type { DiscussionActions } from './use-asset-discussions.ts';

/** The filter's words (spec section 2). */
const FILTERS: { value: DiscussionStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open Comments' },
  { value: 'resolved', label: 'Resolved Comments' },
];

const EMPTY_TEXT: Record<DiscussionStatusFilter, string> = {
  all: 'No comments on this asset yet.',
  open: 'No open comments: everything on this asset is resolved.',
  resolved: 'No resolved comments yet.',
};

interface AssetCommentsProps {
  /** The asset shown, as people read it: "asset 2 of 3", "the image". */
  assetLabel: string;
  query: UseQueryResult<InspirationDiscussion[]>;
  actions: DiscussionActions;
  members: readonly Mentionable[];
  /** On a share link's page: the name the viewer comments under. */
  viewerName?: ViewerName;
  /** Said in place of the box when the caller may read but not write. */
  readOnlyNote?: string;
  /** Where an unsent comment is kept until it is sent (the ad and its asset). */
  draftKey?: string;
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

/** The comments of the asset shown, filtered by status, and the box for a new one. */
export function AssetComments({
  assetLabel,
  query,
  actions,
  members,
  viewerName,
  readOnlyNote,
  draftKey,
}: AssetCommentsProps) {
  const [filter, setFilter] = useState<DiscussionStatusFilter>('all');
  const shown = shownDiscussions(query.data ?? [], filter);

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
        {filter === 'all' && actions.can.create && (
          <Text size="sm" c="gray.7">
            Say what works in it, or @mention a teammate to get their eyes on it.
          </Text>
        )}
      </Stack>
    );
  } else {
    content = shown.map((discussion, index) => (
      <CommentThread
        key={discussion._id}
        discussion={discussion}
        number={index + 1}
        actions={actions}
        members={members}
        canReply={actions.can.reply}
      />
    ));
  }

  return (
    <div className={classes.panel} data-tour="comments">
      <div className={classes.filterBar}>
        <SegmentedControl
          fullWidth
          size="xs"
          value={filter}
          onChange={setFilter}
          data={FILTERS}
          aria-label="Show comments"
        />
      </div>
      <section className={classes.list} aria-busy={query.isPending} aria-label={`Comments on ${assetLabel}`}>
        {content}
      </section>
      {actions.can.create ? (
        <AssetCommentComposer
          assetLabel={assetLabel}
          members={members}
          onSend={actions.add}
          viewerName={viewerName}
          draftKey={draftKey}
        />
      ) : (
        readOnlyNote && (
          <Text size="xs" c="gray.7" className={classes.composer}>
            {readOnlyNote}
          </Text>
        )
      )}
    </div>
  );
}
