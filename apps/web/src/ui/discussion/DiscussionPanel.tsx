import { DISCUSSION_STATUS_FILTERS, type DiscussionStatusFilter } from '@hookline/domain';
import { SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LoadError } from '../LoadError.tsx';
import classes from './discussion.module.css';

/** The filter's words (spec section 2). */
const FILTER_LABELS: Record<DiscussionStatusFilter, string> = {
  all: 'All',
  open: 'Open Comments',
  resolved: 'Resolved Comments',
};

interface DiscussionPanelProps<T> {
  /** The comments' query: its loading and its failure show in place of the list. */
  query: Pick<UseQueryResult<unknown>, 'isError' | 'isPending' | 'isRefetching' | 'refetch'>;
  /** The comments a filter shows, in the order they are listed. */
  shown: (filter: DiscussionStatusFilter) => readonly T[];
  /** One comment, as the `index`th of those shown. */
  renderItem: (item: T, index: number) => ReactNode;
  /** What an empty list says, per filter. */
  emptyText: Record<DiscussionStatusFilter, string>;
  /** Under an empty list of all comments: how to write the first one, for a caller who may. */
  firstCommentHint?: ReactNode;
  /** The list as a named region ("Comments on asset 2 of 3"); without it, a plain block. */
  listLabel?: string;
  /** Under the list: the box for a new comment, or why there is none. */
  footer: ReactNode;
  /** Names the panel for the product tour. */
  tourStep?: string;
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

/** The comments of one discussed thing, filtered by status (All, Open, Resolved), and what goes under them. */
export function DiscussionPanel<T>({
  query,
  shown: shownBy,
  renderItem,
  emptyText,
  firstCommentHint,
  listLabel,
  footer,
  tourStep,
}: DiscussionPanelProps<T>) {
  const [filter, setFilter] = useState<DiscussionStatusFilter>('all');
  const shown = shownBy(filter);

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
          {emptyText[filter]}
        </Text>
        {filter === 'all' && firstCommentHint && (
          <Text size="sm" c="gray.7">
            {firstCommentHint}
          </Text>
        )}
      </Stack>
    );
  } else {
    content = shown.map(renderItem);
  }

  const List = listLabel ? 'section' : 'div';
  return (
    <div className={classes.panel} data-tour={tourStep}>
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
      <List className={classes.list} aria-busy={query.isPending} aria-label={listLabel}>
        {content}
      </List>
      {footer}
    </div>
  );
}
