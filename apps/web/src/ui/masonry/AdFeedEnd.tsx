import { Button, Group, Loader, Text } from '@mantine/core';
import { LoadError } from '../LoadError.tsx';
import classes from './feed-end.module.css';

interface AdFeedEndProps {
  /** How many ads the feed shows. */
  count: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
}

/**
 * What follows the last ad of a feed: the next page loading, its error, a button for it (scrolling near the
 * end loads it too), or a line saying the feed is complete.
 */
export function AdFeedEnd({ count, hasMore, loadingMore, loadMoreFailed, onLoadMore }: AdFeedEndProps) {
  return (
    <div className={classes.end}>
      {loadingMore ? (
        <Group justify="center" gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm" c="dimmed">
            Loading more ads…
          </Text>
        </Group>
      ) : loadMoreFailed ? (
        <LoadError compact what="more ads" onRetry={onLoadMore} />
      ) : hasMore ? (
        <Group justify="center">
          <Button variant="default" onClick={onLoadMore}>
            Load more ads
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed" ta="center" className={classes.endLine}>
          {count === 1 ? 'That’s the only ad' : `That’s all ${count.toLocaleString('en-US')} ads`}
        </Text>
      )}
    </div>
  );
}
