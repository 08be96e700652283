import type { ReactNode } from 'react';
import { AdFeedEnd } from './AdFeedEnd.tsx';
import { Masonry } from './Masonry.tsx';
import { useLoadMore } from './use-load-more.ts';

/** The paging side of an infinite query, as TanStack Query gives it. */
export interface FeedPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

interface PagedAdGridProps<T> {
  ads: readonly T[];
  adKey: (ad: T) => string;
  /** A first guess of a card's height at a column's width, until it is drawn and measured. */
  estimateHeight: (ad: T, columnWidth: number) => number;
  renderAd: (ad: T) => ReactNode;
  /** The list's accessible name. */
  label: string;
  pages: FeedPages;
}

/**
 * A feed of ad cards in a masonry grid that loads its next page as the end comes near, then says how it
 * ended: loading, failed, a button for more, or complete.
 */
export function PagedAdGrid<T>({ ads, adKey, estimateHeight, renderAd, label, pages }: PagedAdGridProps<T>) {
  const loadMore = () => void pages.fetchNextPage();
  const loadMoreRef = useLoadMore({
    enabled: pages.hasNextPage && !pages.isFetchingNextPage && !pages.isFetchNextPageError,
    loaded: ads.length,
    onReach: loadMore,
  });
  return (
    <>
      <Masonry
        items={ads}
        itemKey={adKey}
        estimateHeight={estimateHeight}
        renderItem={renderAd}
        label={label}
        busy={pages.isFetchingNextPage}
      />
      <div ref={loadMoreRef} aria-hidden />
      <AdFeedEnd
        count={ads.length}
        hasMore={pages.hasNextPage}
        loadingMore={pages.isFetchingNextPage}
        loadMoreFailed={pages.isFetchNextPageError}
        onLoadMore={loadMore}
      />
    </>
  );
}
